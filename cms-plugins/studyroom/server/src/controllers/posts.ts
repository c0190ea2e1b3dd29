import { dayFromPath, messages, VERSE_MAX, type PostType } from '@dharma/config';
import { versesQuerySchema, voteSchema } from '@dharma/config/schemas';
import { StudyroomError } from '../errors';
import { studyroom } from '../get-service';
import { learnerId, parse, readerOf, respond } from './http';

/** A whole number from a path within `max`, else the given 404 (a path that names nothing). */
const numberIn = (value: unknown, max: number, notFound: string): number => {
  const text = String(value ?? '');
  if (!/^[1-9]\d{0,8}$/.test(text) || Number(text) > max) throw new StudyroomError('not_found', notFound);
  return Number(text);
};

const dayIn = (value: unknown): number => {
  const day = dayFromPath(String(value ?? ''));
  if (day === null) throw new StudyroomError('not_found', messages.day_not_found);
  return day;
};

/** Boards, votes and a verse's hall of fame: parse → one service → answer. */
export default ({ strapi }) => {
  const posts = () => studyroom(strapi).posts;
  const best = (type: PostType) => (ctx) =>
    respond(ctx, () => posts().best(numberIn(ctx.params.id, 999_999_999, messages.book_not_found), numberIn(ctx.params.x, VERSE_MAX, messages.verse_not_found), type));
  return {
    board: (ctx) =>
      respond(ctx, () => {
        const { day } = parse(versesQuerySchema, ctx.query ?? {});
        return posts().board(readerOf(ctx), ctx.params.a, ctx.params.b, day);
      }),
    classBoard: (ctx) => respond(ctx, () => posts().classBoard(readerOf(ctx), ctx.params.a, ctx.params.b)),
    tally: (ctx) => respond(ctx, () => posts().tally(readerOf(ctx), ctx.params.a, ctx.params.b, dayIn(ctx.params.day))),
    vote: (ctx) =>
      respond(ctx, () => {
        const input = parse(voteSchema, ctx.request.body);
        return posts().vote(learnerId(ctx), ctx.params.a, ctx.params.b, input);
      }),
    bestVerses: best('verse'),
    bestStories: best('story'),
  };
};
