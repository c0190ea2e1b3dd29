import classes from './classes';
import lessons from './lessons';
import office from './office';
import panel from './panel';
import posts from './posts';
import progress from './progress';
import reminders from './reminders';
import termResults from './term-results';

/**
 * By concern: lessons (content), the learner's classes and days (reads), progress (writes), posts
 * and votes, who is due a daily reminder, term results, how the lessons list looks in the admin
 * panel, and the office's view of a semester's progress.
 */
export default { classes, lessons, office, panel, posts, progress, reminders, termResults };
