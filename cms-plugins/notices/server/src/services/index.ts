import choices from './choices';
import outbox from './outbox';
import sender from './sender';
import staff from './staff';

/** By concern: writing notices with their events, sending them, the learners' choices, and the back office's side. */
export default { choices, outbox, sender, staff };
