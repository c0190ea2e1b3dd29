import applications from './applications';
import catalogue from './catalogue';
import membership from './membership';
import offerings from './offerings';
import staff from './staff';
import windowNotices from './window-notices';

/** By concern: the catalogue, semester applications, the free offerings, membership, the office's decisions and the window's notice. */
export default { applications, catalogue, membership, offerings, staff, windowNotices };
