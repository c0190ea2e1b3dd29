import type { Core } from '@strapi/strapi';
import { channelKey, channelsOf, noticeFacts, noticeIsOn, noticeKey, REMINDER_DEFAULT_AT, reminderWindow, now } from '@dharma/config/rules';
import { cmsEnv } from '@dharma/config/platform/env';
import { studyroomOf } from '../ports';
import { outboxRepository } from '../repositories';
import { choicesRepository } from '../repositories/choices';
import { copiesOf } from './outbox';

/**
 * The daily study reminder, computed rather than scheduled per learner. Run by the scheduled job
 * every minute before the sending pass: the learners whose reminder time lies in this tick's
 * window (config's `reminderWindow`: the last REMINDER_CATCH_UP_MINUTES up to now, today only)
 * and who have it on, less those whose reminder of today is already written, are asked of the
 * study room in one go; each with a day open and not done gets one notice keyed
 * `daily_reminder:<learner>:<date>`, so the unique key keeps it to one a day even when ticks
 * overlap or two processes compute it. Set-based throughout: a few reads and chunked inserts
 * whatever the number of learners due.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const choices = choicesRepository(strapi);
  const outbox = outboxRepository(strapi);
  return {
    async writeDue(at: Date = now()): Promise<{ due: number; written: number }> {
      const { date, from, to } = reminderWindow(at);
      const timed = await choices.reminderTimesBetween(from, to, REMINDER_DEFAULT_AT);
      const wanting = [...timed].filter(([, c]) => noticeIsOn('daily_reminder', c.changed)).map(([learner]) => learner);
      if (!wanting.length) return { due: 0, written: 0 };
      const keyOf = (learner: number) => noticeKey('daily_reminder', learner, date);
      // Written today by either channel: not computed again.
      const written = await outbox.existingKeys(wanting.flatMap((l) => [keyOf(l), channelKey(keyOf(l), 'kakao')]));
      const due = wanting.filter((l) => !written.has(keyOf(l)) && !written.has(channelKey(keyOf(l), 'kakao')));
      if (!due.length) return { due: 0, written: 0 };
      const open = await studyroomOf(strapi).reminders.openToday(due, date);
      const site = cmsEnv().SITE_URL;
      // Each by the channels the learner has it by: a KakaoTalk copy inside the quiet hours waits until 08:00.
      const rows = open.flatMap((o) => {
        const mine = timed.get(o.learner);
        const notice = {
          key: keyOf(o.learner),
          kind: 'daily_reminder' as const,
          learner: o.learner,
          facts: noticeFacts.daily_reminder.parse({ course: o.course, day: o.day, link: new URL(o.href, site).toString(), more: o.more }),
        };
        return copiesOf(notice, channelsOf('daily_reminder', mine?.channels ?? {}, mine?.phone ?? null), at);
      });
      return { due: due.length, written: await outbox.addMany(rows, at) };
    },
  };
};
