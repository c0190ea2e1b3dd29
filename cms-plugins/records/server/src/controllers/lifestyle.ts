import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { LIFESTYLE_ITEM_PATTERN } from '@dharma/config/rules';
import { messages } from '@dharma/config/words';
import { lifestyleOwnSchema, lifestyleToggleSchema } from '@dharma/config/contracts';
import { callerOf, idInPath, parse, respond } from '@dharma/config/platform/plugin';
import { RecordsError } from '../errors';
import { records } from '../get-service';

const gradeIn = (ctx: Context): number => idInPath(ctx.params.grade, messages.grade_not_found);
const itemIn = (ctx: Context): string => {
  const text = String(ctx.params.item ?? '');
  if (!LIFESTYLE_ITEM_PATTERN.test(text)) throw new RecordsError('not_found', messages.lifestyle_item_not_found);
  return text;
};

/** Lifestyle checks of a grade: parse → one service → answer. */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const lifestyle = () => records(strapi).lifestyle;
  return {
    week: (ctx: Context) => respond(ctx, () => lifestyle().week(callerOf(ctx).id, gradeIn(ctx))),
    addOwn: (ctx: Context) =>
      respond(ctx, () => {
        const grade = gradeIn(ctx);
        return lifestyle().addOwn(callerOf(ctx).id, grade, parse(lifestyleOwnSchema, ctx.request.body ?? {}));
      }),
    removeOwn: (ctx: Context) => respond(ctx, () => lifestyle().removeOwn(callerOf(ctx).id, gradeIn(ctx), itemIn(ctx))),
    toggle: (ctx: Context) =>
      respond(ctx, () => {
        const grade = gradeIn(ctx);
        const item = itemIn(ctx);
        const { date } = parse(lifestyleToggleSchema, ctx.request.body ?? {});
        return lifestyle().toggle(callerOf(ctx).id, grade, item, date);
      }),
  };
};
