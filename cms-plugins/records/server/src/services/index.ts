import grades from './grades';
import volunteers from './volunteers';

/** By concern: a learner's grades and score sheets, the volunteer log. */
export default { grades, volunteers };
