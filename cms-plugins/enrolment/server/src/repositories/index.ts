/**
 * The data layer: the only modules that query the plugin's own tables. Services take their rules
 * from config and their rows from here; Strapi content (course families, offerings) is read by
 * the services through the documents API, semesters (read on every application) from their table.
 */
export { applicationsRepository, type ApplicationsRepository } from './applications';
export { membershipRepository, type MembershipRepository } from './membership';
export { offeringsRepository, type OfferingsRepository } from './offerings';
export { semestersRepository, type SemestersRepository } from './semesters';
export { depositsRepository, type DepositsRepository, type DepositorCodeRow } from './deposits';
