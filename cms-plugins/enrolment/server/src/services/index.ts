import applications from './applications';
import catalogue from './catalogue';
import membership from './membership';
import offerings from './offerings';
import staff from './staff';

/** By concern: the catalogue, semester applications, the free offerings, membership and the office's decisions. */
export default { applications, catalogue, membership, offerings, staff };
