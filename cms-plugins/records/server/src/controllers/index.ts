/** Thin: each parses its input with a schema from config, calls one service and shapes the answer. */
import calendar from './calendar';
import member from './member';

export default {
  calendar,
  member,
};
