import { LIFESTYLE_ITEM_PATTERN, messages } from '@dharma/config';
import { lifestyleOwnSchema, lifestyleToggleSchema } from '@dharma/config/schemas';
import { RecordsError } from '../errors';
import { records } from '../get-service';
import { learnerId, numberIn, parse, respond } from './http';

const gradeIn = (ctx): number => numberIn(ctx.params.id, messages.grade_not_found);
const itemIn = (ctx): string => {
  const text = String(ctx.params.item ?? '');
  if (!LIFESTYLE_ITEM_PATTERN.test(text)) throw new RecordsError('not_found', messages.lifestyle_item_not_found);
  return text;
};

/** Lifestyle checks of a grade: parse → one service → answer. */
export default ({ strapi }) => {
  const lifestyle = () => records(strapi).lifestyle;
  return {
    week: (ctx) => respond(ctx, () => lifestyle().week(learnerId(ctx), gradeIn(ctx))),
    addOwn: (ctx) =>
      respond(ctx, () => {
        const grade = gradeIn(ctx);
        return lifestyle().addOwn(learnerId(ctx), grade, parse(lifestyleOwnSchema, ctx.request.body ?? {}));
      }),
    removeOwn: (ctx) => respond(ctx, () => lifestyle().removeOwn(learnerId(ctx), gradeIn(ctx), itemIn(ctx))),
    toggle: (ctx) =>
      respond(ctx, () => {
        const grade = gradeIn(ctx);
        const item = itemIn(ctx);
        const { date } = parse(lifestyleToggleSchema, ctx.request.body ?? {});
        return lifestyle().toggle(learnerId(ctx), grade, item, date);
      }),
  };
};
