import choices from './choices';
import outbox from './outbox';
import personal from './personal';
import reminders from './reminders';
import sender from './sender';
import staff from './staff';

/** By concern: writing notices with their events, the daily reminders, sending them, the learners' choices and personal data, and the back office's side. */
export default { choices, outbox, personal, reminders, sender, staff };
