import applications from './applications';
import catalogue from './catalogue';
import membership from './membership';
import offerings from './offerings';

/** By concern: the catalogue, semester applications, the free offerings and membership. */
export default { applications, catalogue, membership, offerings };
