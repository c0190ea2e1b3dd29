import audit from './audit';
import calendar from './calendar';
import certificates from './certificates';
import grades from './grades';
import lifestyle from './lifestyle';
import member from './member';
import mentors from './mentors';
import mydata from './mydata';
import students from './students';
import summary from './summary';

/** Thin: each parses its input with a schema from config, calls one service and shapes the answer. */
export default { audit, calendar, certificates, grades, lifestyle, member, mentors, mydata, students, summary };
