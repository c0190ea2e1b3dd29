import { z } from 'zod';
import type { CalendarKind, CalendarStudyState } from '../rules/records-calendar';
import { refusals } from './refusals';

/** The learner's calendar between web and the CMS: the month asked for, what a month holds, the feed's token. */

export interface CalendarItem {
  /** Stable across requests: the feed's event UID is built from it. */
  key: string;
  date: string;
  /** The last day of a period (public class, self-study); absent for a one-day item. */
  end?: string;
  kind: CalendarKind;
  title: string;
  state?: CalendarStudyState;
  /** The study day's page, for study days. */
  href?: string;
}

/** GET /v1/calendar?month=YYYY-MM */
export interface CalendarMonth {
  month: string;
  today: string;
  previous: string;
  next: string;
  items: CalendarItem[];
  /** Whether the learner has a private feed address (its token is shown only when made). */
  feed_active: boolean;
}

/** Months the calendar pages through: 2000-01 … 2099-12 (a year outside is a typing mistake). */
export const monthSchema = z
  .string({ invalid_type_error: refusals.calendar_month_invalid })
  .trim()
  .regex(/^20\d\d-(0[1-9]|1[0-2])$/, refusals.calendar_month_invalid);

/** The feed tokens: 32 random bytes as base64url (43 characters); anything else is not a token. */
export const feedTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/);
