import classes from './classes';
import lessons from './lessons';
import posts from './posts';
import progress from './progress';
import termResults from './term-results';

/** By concern: lessons (content), the learner's classes and days (reads), progress (writes), posts and votes, term results. */
export default { classes, lessons, posts, progress, termResults };
