import classes from './classes';
import office from './office';
import posts from './posts';
import preview from './preview';

/** Thin: each parses its input with a schema from config, calls one service and shapes the answer. */
export default { classes, office, posts, preview };
