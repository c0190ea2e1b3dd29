import applications from './applications';
import catalogue from './catalogue';
import depositors from './depositors';
import membership from './membership';
import offerings from './offerings';
import staff from './staff';
import windowNotices from './window-notices';

/** By concern: the catalogue, semester applications, the free offerings, membership, the office's decisions, depositor names and the window's notice. */
export default { applications, catalogue, depositors, membership, offerings, staff, windowNotices };
