/** The data layer: the only modules that query the plugin's own tables. */
export { volunteersRepository, type VolunteersRepository, type VolunteerRow } from './volunteers';
export { accessLogRepository, type AccessLogRow } from './access-log';
export { certificatesRepository, type CertificateRow } from './certificates';
export { lifestyleRepository, type OwnPracticeRow } from './lifestyle';
export { feedsRepository } from './feeds';
export { auditRepository, type AuditRow } from './audit';
export { mentorsRepository } from './mentors';
