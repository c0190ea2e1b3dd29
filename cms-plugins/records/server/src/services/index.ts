import accessLog from './access-log';
import grades from './grades';
import volunteers from './volunteers';

/** By concern: a learner's grades and score sheets, the volunteer log, the access log. */
export default { accessLog, grades, volunteers };
