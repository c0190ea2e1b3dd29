import crypto from 'node:crypto';
import type { Core } from '@strapi/strapi';
import { ADMIN_PAGE_SIZE, noticeKey, now, parseCourseCode, type StaffActor } from '@dharma/config/rules';
import { messages, ui } from '@dharma/config/words';
import { type StaffPost } from '@dharma/config/contracts';
import { noticesOutboxOf } from '@dharma/config/platform/plugin';
import { enrolmentOf, recordsOf } from '../ports';
import { StudyroomError } from '../errors';
import { learnersOf } from '../learners';
import { postsRepository } from '../repositories';

/**
 * The school office's side of the learners' verses and stories: the list with their authors'
 * names (a staff read, in the access log) and hiding or showing one (audited, and its author
 * told why). Part of the office service.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const enrolment = enrolmentOf(strapi);
  const posts = postsRepository(strapi);
  const learners = learnersOf(strapi);
  const accessLog = () => recordsOf(strapi).accessLog;
  const audit = () => recordsOf(strapi).audit;

  /** A class's name as a learner reads it (`법구경 2단계`) and its code, for the notices that name it. */
  async function courseOf(code: string): Promise<{ name: string; code: string }> {
    const parsed = parseCourseCode(code);
    const family = parsed && (await enrolment.catalogue.families()).find((f) => f.key === parsed.catalog);
    return { name: family && parsed ? ui.studyroom.courseName(family.name, parsed.level) : code, code };
  }

  return {
    /** For the back office's first page: how many posts are hidden (the posts page's `hidden` list), counted by the database. */
    hiddenPostCount(): Promise<number> {
      return posts.staffCount({ hidden: true });
    },

    /** GET /v1/staff/posts: learners' verses and stories, newest first, with their authors' names. */
    async posts(
      actor: StaffActor,
      filter: { course?: string; q?: string; state?: 'shown' | 'hidden' },
      page = 1,
    ): Promise<{ entries: StaffPost[]; total: number; page: number; page_size: number }> {
      const current = Math.max(1, page);
      const { rows, total } = await posts.staffPage(
        { courseCode: filter.course, q: filter.q, hidden: filter.state ? filter.state === 'hidden' : undefined },
        current,
        ADMIN_PAGE_SIZE,
      );
      const names = await learners.signUpNames([...new Set(rows.map((r) => r.owner))]);
      await accessLog().staffRead(actor, `posts page ${current}`);
      return {
        entries: rows.map((r) => ({
          id: r.id,
          author: r.owner,
          author_name: names.get(r.owner) ?? null,
          course_code: r.courseCode,
          day: r.day,
          type: r.type,
          text: r.text,
          hidden: r.hidden,
          hidden_reason: r.hiddenReason,
          hidden_at: r.hiddenAt,
          written_at: r.createdAt,
        })),
        total,
        page: current,
        page_size: ADMIN_PAGE_SIZE,
      };
    },

    /**
     * PATCH /v1/staff/posts/{id}: hides a post (it leaves the boards and the tallies; its author
     * reads the reason) or shows it again. One conditional UPDATE with its audit entry and, as a
     * staff change to a learner's data, its access-log entry, in one transaction.
     */
    async moderate(
      actor: StaffActor,
      id: number,
      change: { hidden: true; reason: string } | { hidden: false },
    ): Promise<{ id: number; hidden: boolean }> {
      const post = await posts.post(id);
      if (!post) throw new StudyroomError('not_found', messages.post_not_found);
      // A staff member's own verse or story is moderated by someone else.
      if (post.owner === actor.id) throw new StudyroomError('conflict', messages.self_moderation);
      const at = now();
      // The author is told why, with the change: the notice is kept or lost with it.
      const course = change.hidden ? await courseOf(post.courseCode) : null;
      await strapi.db.transaction(async () => {
        const reason = change.hidden ? change.reason : null;
        if (!(await posts.setHidden(id, change.hidden, { staff: actor.id, reason, at }))) {
          throw new StudyroomError('conflict', change.hidden ? messages.post_already_hidden : messages.post_already_shown);
        }
        await audit().append({
          actor: actor.id,
          action: change.hidden ? 'post.hide' : 'post.show',
          target: `post:${id}`,
          subject: post.owner,
          before: { hidden: !change.hidden },
          after: change.hidden ? { hidden: true, reason } : { hidden: false },
          address: actor.address,
        });
        await accessLog().staffChange(actor, post.owner, `post ${id} ${change.hidden ? 'hidden' : 'shown'}`);
        if (change.hidden && course) {
          await noticesOutboxOf(strapi).add({
            key: noticeKey('writing_hidden', id, crypto.randomUUID()),
            kind: 'writing_hidden',
            learner: post.owner,
            facts: { course, day: post.day, what: post.type === 'verse' ? 'verse' : 'story', reason: change.reason },
          });
        }
      });
      return { id, hidden: change.hidden };
    },
  };
};
