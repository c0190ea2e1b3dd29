import applications from './applications';
import catalogue from './catalogue';
import deposits from './deposits';
import membership from './membership';
import offerings from './offerings';
import staff from './staff';

/** Thin: each parses its input with a schema from config, calls one service and shapes the answer. */
export default { applications, catalogue, deposits, membership, offerings, staff };
