import mydata from './mydata';

/** Thin: each parses its input with a schema from config, calls one service and shapes the answer. */
export default { mydata };
