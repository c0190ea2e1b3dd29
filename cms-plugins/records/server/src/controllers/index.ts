import certificates from './certificates';
import grades from './grades';
import lifestyle from './lifestyle';

/** Thin: each parses its input with a schema from config, calls one service and shapes the answer. */
export default { certificates, grades, lifestyle };
