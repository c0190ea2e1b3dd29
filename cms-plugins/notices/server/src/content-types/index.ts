import { NOTICE_KINDS, NOTICE_STATES } from '@dharma/config';

/**
 * The outbox: one row per notice, written in the transaction of the event that causes it and
 * sent by the one process that runs the scheduled jobs. `key` is the notice's idempotency key
 * (unique in the database: an event replayed or computed twice gives one row). `learner` is the
 * user id, a plain column: accounts are users-permissions' rows, read through its service.
 */
export default {
  notice: {
    schema: {
      kind: 'collectionType',
      collectionName: 'notices_outbox',
      info: { singularName: 'notice', pluralName: 'notices', displayName: '알림' },
      options: { draftAndPublish: false },
      pluginOptions: { 'content-manager': { visible: false }, 'content-type-builder': { visible: false } },
      attributes: {
        key: { type: 'string', required: true, maxLength: 200 },
        kind: { type: 'enumeration', enum: [...NOTICE_KINDS], required: true },
        learner: { type: 'integer', required: true, min: 1 },
        facts: { type: 'json', required: true },
        channel: { type: 'string', required: true, maxLength: 20 },
        state: { type: 'enumeration', enum: [...NOTICE_STATES], required: true },
        attempts: { type: 'integer', required: true, min: 0 },
        nextAttemptAt: { type: 'datetime', required: true },
        leaseUntil: { type: 'datetime' },
        claim: { type: 'string', maxLength: 40 },
        lastError: { type: 'string', maxLength: 500 },
        sentAt: { type: 'datetime' },
      },
      indexes: [
        { name: 'notices_outbox_key_unique', columns: ['key'], type: 'unique' },
        { name: 'notices_outbox_due_idx', columns: ['state', 'next_attempt_at'] },
      ],
    },
  },
  /**
   * A learner's notice choices: the kinds turned off (or, for kinds that start off, turned on),
   * another address they confirmed (null: Kakao's) and the daily reminder's time (HH:MM in Korea;
   * null: REMINDER_DEFAULT_AT). One row per learner, written on the first change; no row means
   * every kind as it starts, Kakao's address and the default time.
   */
  choice: {
    schema: {
      kind: 'collectionType',
      collectionName: 'notices_choices',
      info: { singularName: 'choice', pluralName: 'choices', displayName: '알림 설정' },
      options: { draftAndPublish: false },
      pluginOptions: { 'content-manager': { visible: false }, 'content-type-builder': { visible: false } },
      attributes: {
        learner: { type: 'integer', required: true, min: 1 },
        /** Kinds that differ from how they start: on for those that start off, off for the others. */
        changed: { type: 'json', required: true },
        address: { type: 'string', maxLength: 254 },
        reminderAt: { type: 'string', maxLength: 5 },
      },
      indexes: [
        { name: 'notices_choices_learner_unique', columns: ['learner'], type: 'unique' },
        // The scheduled tick reads the reminders due in a window of minutes.
        { name: 'notices_choices_reminder_idx', columns: ['reminder_at'] },
      ],
    },
  },
};
