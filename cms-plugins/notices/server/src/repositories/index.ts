/** The data layer: the only modules that query the plugin's own tables. */
export { outboxRepository, type OutboxRepository, type NoticeRow } from './outbox';
