import classes from './classes';
import lessons from './lessons';
import panel from './panel';
import posts from './posts';
import progress from './progress';
import termResults from './term-results';

/**
 * By concern: lessons (content), the learner's classes and days (reads), progress (writes), posts
 * and votes, term results, and how the lessons list looks in the admin panel.
 */
export default { classes, lessons, panel, posts, progress, termResults };
