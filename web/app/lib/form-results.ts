/**
 * What the pages' forms get back from their actions. The action sends them and the
 * components show them, so they live here rather than in either (a component never imports a route).
 */

/** What a task form gets back: saved, or why not with the learner's text, so nothing typed is lost. */
export type TaskResult = { task_id: string; saved: true; completed: boolean } | { task_id: string; error: string; response: string };

/** What a vote form gets back: the vote stood, or why not (the CMS's Korean reason). */
export type VoteResult =
  { intent: 'vote'; type: string; id: string; voted: true } | { intent: 'vote'; type: string; id: string; error: string };

/** What a refused volunteer form gets back: the message and what the learner typed, so nothing is lost. */
export type VolunteerFormResult = { intent: string; entry: number | null; error: string; values: Record<string, string> };

/** What a lifestyle form gets back: a toggle's new state, or the message and what was typed. */
export type LifestyleResult = {
  intent: string;
  error?: string;
  values?: Record<string, string>;
  checked?: boolean;
  item?: string;
  date?: string;
};

/** What one of the member page's forms gets back: done, or why not with what was typed. */
export type MemberFormResult = {
  form: 'profile' | 'membership' | 'number' | 'notices' | 'notice-address' | 'notice-phone' | 'notice-phone-confirm';
  error?: string;
  done?: string;
  values?: Record<string, string>;
};

/** What a refused mentor-pair form gets back: the message, the field it is about and what was typed, so nothing is lost. */
export type MentorFormResult = { intent: string; pair: number | null; error: string; field: string | null; values: Record<string, string> };
