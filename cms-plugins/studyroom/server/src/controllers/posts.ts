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
  /**
   * A board shows learners' names and writing: a staff member reading another class's board is a
   * staff read of personal data, which the access log (records plugin) keeps.
   */
  const staffRead = async (ctx, detail: string) => {
    if (!readerOf(ctx).staff) return;
    const accessLog = strapi.plugin('records').service('accessLog') as { append(entry: Record<string, unknown>): Promise<void> };
    await accessLog.append({ action: 'staff_read', actor: learnerId(ctx), actorRole: 'staff', detail, address: ctx.state.clientAddress ?? null });
  };
  const best = (type: PostType) => (ctx) =>
    respond(ctx, () => posts().best(numberIn(ctx.params.id, 999_999_999, messages.book_not_found), numberIn(ctx.params.x, VERSE_MAX, messages.verse_not_found), type));
  return {
    board: (ctx) =>
      respond(ctx, async () => {
        const { day } = parse(versesQuerySchema, ctx.query ?? {});
        const board = await posts().board(readerOf(ctx), ctx.params.a, ctx.params.b, day);
        await staffRead(ctx, `board ${ctx.params.a}-${ctx.params.b} day ${day}`);
        return board;
      }),
    classBoard: (ctx) =>
      respond(ctx, async () => {
        const board = await posts().classBoard(readerOf(ctx), ctx.params.a, ctx.params.b);
        await staffRead(ctx, `board ${ctx.params.a}-${ctx.params.b}`);
        return board;
      }),
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
