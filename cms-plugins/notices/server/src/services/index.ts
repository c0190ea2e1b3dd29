import choices from './choices';
import outbox from './outbox';
import sender from './sender';

/** By concern: writing notices with their events, sending them, and the learners' choices. */
export default { choices, outbox, sender };
