import { portsOf, type PluginHost } from '@dharma/config/plugin';

/**
 * What the notices plugin asks the study room: of these learners, who has a day of a running
 * class open today and not yet done (the daily reminder's facts). The notices plugin never reads
 * the study room's or the enrolment plugin's tables.
 */
export interface ReminderDay {
  learner: number;
  course: { name: string; code: string };
  day: number;
  /** The day's page on the site, a path (`/studyroom/courses/<code>/<day>`). */
  href: string;
  /** Other classes of the learner with a day open and not done today. */
  more: number;
}

export interface StudyroomReminders {
  openToday(learners: readonly number[], today?: string): Promise<ReminderDay[]>;
}

export const studyroomOf = (strapi: PluginHost) => portsOf<{ reminders: StudyroomReminders }>(strapi, 'studyroom');
