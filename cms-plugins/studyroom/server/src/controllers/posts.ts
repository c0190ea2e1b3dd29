import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { dayFromPath, VERSE_MAX, type PostType } from '@dharma/config/rules';
import { messages } from '@dharma/config/words';
import { versesQuerySchema, voteSchema } from '@dharma/config/contracts';
import { callerOf, idInPath, parse, respond } from '@dharma/config/platform/plugin';
import { StudyroomError } from '../errors';
import { studyroom } from '../get-service';
import { recordsOf } from '../ports';

const dayIn = (value: unknown): number => {
  const day = dayFromPath(String(value ?? ''));
  if (day === null) throw new StudyroomError('not_found', messages.day_not_found);
  return day;
};

/** Boards, votes and a verse's hall of fame: parse → one service → answer. */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const posts = () => studyroom(strapi).posts;
  /**
   * A board shows learners' names and writing: a staff member reading another class's board is a
   * staff read of personal data, which the access log (records plugin) keeps.
   */
  const staffRead = async (ctx: Context, detail: string) => {
    if (!callerOf(ctx).staff) return;
    await recordsOf(strapi).accessLog.staffRead(callerOf(ctx), detail);
  };
  const best = (type: PostType) => (ctx: Context) =>
    respond(ctx, () =>
      posts().best(
        idInPath(ctx.params.book, messages.book_not_found),
        idInPath(ctx.params.verse, messages.verse_not_found, VERSE_MAX),
        type,
      ),
    );
  return {
    board: (ctx: Context) =>
      respond(ctx, async () => {
        const { day } = parse(versesQuerySchema, ctx.query ?? {});
        const board = await posts().board(callerOf(ctx), ctx.params.semester, ctx.params.course, day);
        await staffRead(ctx, `board ${ctx.params.semester}-${ctx.params.course} day ${board.day}`);
        return board;
      }),
    classBoard: (ctx: Context) =>
      respond(ctx, async () => {
        const board = await posts().classBoard(callerOf(ctx), ctx.params.semester, ctx.params.course);
        await staffRead(ctx, `board ${ctx.params.semester}-${ctx.params.course}`);
        return board;
      }),
    tally: (ctx: Context) =>
      respond(ctx, () => posts().tally(callerOf(ctx), ctx.params.semester, ctx.params.course, dayIn(ctx.params.day))),
    vote: (ctx: Context) =>
      respond(ctx, () => {
        const input = parse(voteSchema, ctx.request.body);
        return posts().vote(callerOf(ctx).id, ctx.params.semester, ctx.params.course, input);
      }),
    bestVerses: best('verse'),
    bestStories: best('story'),
  };
};
