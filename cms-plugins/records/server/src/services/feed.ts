import type { Core } from '@strapi/strapi';
import crypto from 'node:crypto';
import { addDays, todayInKorea } from '@dharma/config/rules';
import { feedTokenSchema, type CalendarItem } from '@dharma/config/contracts';
import { messages } from '@dharma/config/words';
import ical, { ICalCalendarMethod } from 'ical-generator';
import { RecordsError } from '../errors';
import { records } from '../get-service';
import { feedsRepository } from '../repositories';

const hashOf = (token: string) => crypto.createHash('sha256').update(token).digest('hex');

/** The calendar's own domain in event UIDs: a UID must stay the same every time a calendar app fetches. */
const UID_DOMAIN = 'calendar.dharma-school';

/**
 * The learner's private iCalendar feed. The secret token is shown once, to its owner, when made;
 * the database keeps only its hash. Renewing replaces the hash (the old address answers 404 from
 * that moment); revoking deletes it.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const feeds = feedsRepository(strapi);

  return {
    async exists(userId: number): Promise<{ active: boolean }> {
      return { active: await feeds.exists(userId) };
    },

    /** Makes a new token (replacing any old one) and answers it: the only time it is seen. */
    async renew(userId: number): Promise<{ active: true; token: string }> {
      const token = crypto.randomBytes(32).toString('base64url');
      await feeds.put(userId, hashOf(token));
      return { active: true, token };
    },

    async revoke(userId: number): Promise<{ active: false }> {
      await feeds.remove(userId);
      return { active: false };
    },

    /** The feed of a token as iCalendar text; an unknown, renewed or revoked token is not found. */
    async ics(token: unknown, today = todayInKorea()): Promise<string> {
      const parsed = feedTokenSchema.safeParse(token);
      const owner = parsed.success ? await feeds.ownerOf(hashOf(parsed.data)) : null;
      if (!owner) throw new RecordsError('not_found', messages.calendar_feed_not_found);
      const items = await records(strapi).calendar.items(owner, today);
      return calendarText(items);
    },
  };
};

const STATE_WORDS = { done: '완료', missed: '놓침', upcoming: '예정' } as const;

/** All-day events in Korean time, one per item, with a UID made from the item's stable key. */
export function calendarText(items: CalendarItem[]): string {
  const calendar = ical({
    name: '담마스쿨 일정',
    timezone: 'Asia/Seoul',
    method: ICalCalendarMethod.PUBLISH,
    prodId: { company: 'Dharma School', product: 'calendar', language: 'KO' },
  });
  for (const item of items) {
    calendar.createEvent({
      id: `${item.key}@${UID_DOMAIN}`,
      start: dateOnly(item.date),
      // An all-day event ends on the day after its last day (DTEND is exclusive).
      end: dateOnly(addDays(item.end ?? item.date, 1)),
      allDay: true,
      summary: item.state ? `${item.title} (${STATE_WORDS[item.state]})` : item.title,
      timezone: 'Asia/Seoul',
    });
  }
  return calendar.toString();
}

/** A calendar day as a Date at noon UTC: the same date in every time zone from UTC-11 to UTC+11, so an all-day DTSTART keeps its day. */
const dateOnly = (date: string) => new Date(`${date}T12:00:00Z`);
