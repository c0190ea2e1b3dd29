import accessLog from './access-log';
import certificates from './certificates';
import grades from './grades';
import volunteers from './volunteers';

/** By concern: a learner's grades and score sheets, the volunteer log, certificates, the access log. */
export default { accessLog, certificates, grades, volunteers };
