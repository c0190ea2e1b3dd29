import applications from './applications';
import catalogue from './catalogue';
import deposits from './deposits';
import depositors from './depositors';
import membership from './membership';
import offerings from './offerings';
import staff from './staff';
import statements from './statements';
import unpaid from './unpaid';
import windowNotices from './window-notices';

/** By concern: the catalogue, semester applications, the free offerings, membership, the office's decisions, depositor names, the window's notice and unpaid applications expiring. */
export default { applications, catalogue, deposits, depositors, membership, offerings, staff, statements, unpaid, windowNotices };
