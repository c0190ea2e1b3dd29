import accessLog from './access-log';
import audit from './audit';
import calendar from './calendar';
import certificates from './certificates';
import feed from './feed';
import grades from './grades';
import lifestyle from './lifestyle';
import member from './member';
import mentors from './mentors';
import mydata from './mydata';
import students from './students';
import summary from './summary';
import volunteers from './volunteers';

/** By concern: a learner's grades and score sheets, the volunteer log, lifestyle checks, the calendar and its feed,
 * the member page, "download my data", certificates, the access log, the audit trail of staff writes, the office's students and mentor pairs,
 * and the counts on the back office's first page. */
export default {
  accessLog,
  audit,
  calendar,
  certificates,
  feed,
  grades,
  lifestyle,
  member,
  mentors,
  mydata,
  students,
  summary,
  volunteers,
};
