import choices from './choices';
import outbox from './outbox';
import personal from './personal';
import sender from './sender';
import staff from './staff';

/** By concern: writing notices with their events, sending them, the learners' choices and personal data, and the back office's side. */
export default { choices, outbox, personal, sender, staff };
