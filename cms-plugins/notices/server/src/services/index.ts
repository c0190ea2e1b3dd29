import outbox from './outbox';
import sender from './sender';

/** By concern: writing notices with their events, and sending them. */
export default { outbox, sender };
