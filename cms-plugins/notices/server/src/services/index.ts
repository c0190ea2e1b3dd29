import choices from './choices';
import outbox from './outbox';
import reminders from './reminders';
import sender from './sender';

/** By concern: writing notices with their events, the daily reminders, sending them, and the learners' choices. */
export default { choices, outbox, reminders, sender };
