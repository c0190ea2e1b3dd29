/** Thin: each parses its input with a schema from config, calls one service and shapes the answer. */
import calendar from './calendar';

export default {
  calendar,
};
