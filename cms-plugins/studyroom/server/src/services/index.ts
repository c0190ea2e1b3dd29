import classes from './classes';
import lessons from './lessons';
import progress from './progress';
import termResults from './term-results';

/** By concern: lessons (content), the learner's classes and days (reads), progress (writes), term results. */
export default { classes, lessons, progress, termResults };
