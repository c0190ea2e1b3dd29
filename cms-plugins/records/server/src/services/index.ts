import accessLog from './access-log';
import certificates from './certificates';
import grades from './grades';
import lifestyle from './lifestyle';
import volunteers from './volunteers';

/** By concern: a learner's grades and score sheets, the volunteer log, lifestyle checks, certificates, the access log. */
export default { accessLog, certificates, grades, lifestyle, volunteers };
