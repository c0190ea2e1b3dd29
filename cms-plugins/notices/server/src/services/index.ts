import choices from './choices';
import outbox from './outbox';
import personal from './personal';
import sender from './sender';

/** By concern: writing notices with their events, sending them, the learners' choices and their personal data. */
export default { choices, outbox, personal, sender };
