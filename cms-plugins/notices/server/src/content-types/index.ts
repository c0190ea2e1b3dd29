import { KAKAO_OUTCOMES, NOTICE_KEY_MAX, NOTICE_KINDS, NOTICE_STATES } from '@dharma/config/rules';

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
        key: { type: 'string', required: true, maxLength: NOTICE_KEY_MAX },
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
        /**
         * A KakaoTalk notice's message group at the provider, stored before any message is added to
         * it: after a crash or an unclear answer the next pass reads that group before doing anything.
         */
        groupId: { type: 'string', maxLength: 60 },
        /** What the provider reported of a KakaoTalk notice: 알림톡, the SMS or LMS fallback, or failed. */
        outcome: { type: 'enumeration', enum: [...KAKAO_OUTCOMES] },
      },
      indexes: [
        { name: 'notices_outbox_key_unique', columns: ['key'], type: 'unique' },
        { name: 'notices_outbox_group_idx', columns: ['group_id'] },
        { name: 'notices_outbox_due_idx', columns: ['state', 'next_attempt_at'] },
        // The per-minute sending limit counts the notices sent in the last minute.
        { name: 'notices_outbox_sent_idx', columns: ['sent_at'] },
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
        /** For each kind KakaoTalk may carry whose choice differs from the default: kakao, email or both. */
        channels: { type: 'json' },
        /** The mobile number KakaoTalk messages go to (digits), set only once its code was entered. */
        phone: { type: 'string', maxLength: 20 },
      },
      indexes: [
        { name: 'notices_choices_learner_unique', columns: ['learner'], type: 'unique' },
        // The scheduled tick reads the reminders due in a window of minutes.
        { name: 'notices_choices_reminder_idx', columns: ['reminder_at'] },
      ],
    },
  },
  /**
   * The address confirmations asked for, one row per learner, address and Korean day: what the
   * daily caps count. Each row takes a numbered place among the learner's confirmations of its
   * day and among the address's (`learner_slot` "<learner>:<day>:<n>", `address_slot`
   * "<sha256 of the address>:<day>:<n>", both unique): two processes that counted the same places
   * cannot both take them, so the caps hold across CMS processes. The address is personal data
   * (kept as asked, for the learner's own download); rows go with the account and after
   * NOTICE_KEEP_DAYS.
   */
  confirmation: {
    schema: {
      kind: 'collectionType',
      collectionName: 'notices_confirmations',
      info: { singularName: 'confirmation', pluralName: 'confirmations', displayName: '알림 주소 확인 요청' },
      options: { draftAndPublish: false },
      pluginOptions: { 'content-manager': { visible: false }, 'content-type-builder': { visible: false } },
      attributes: {
        learner: { type: 'integer', required: true, min: 1 },
        address: { type: 'string', required: true, maxLength: 254 },
        day: { type: 'string', required: true, maxLength: 10 },
        /** "<learner>:<sha256 of the address>:<day>": asking again the same day is the same request. */
        request: { type: 'string', required: true, maxLength: 100 },
        learnerSlot: { type: 'string', required: true, maxLength: 40 },
        addressSlot: { type: 'string', required: true, maxLength: 100 },
      },
      indexes: [
        { name: 'notices_confirmations_request_unique', columns: ['request'], type: 'unique' },
        { name: 'notices_confirmations_learner_slot_unique', columns: ['learner_slot'], type: 'unique' },
        { name: 'notices_confirmations_address_slot_unique', columns: ['address_slot'], type: 'unique' },
        { name: 'notices_confirmations_learner_idx', columns: ['learner'] },
      ],
    },
  },
  /**
   * The mobile number confirmation codes sent, one row per code: the number, the code's HMAC (never
   * the code), when it expires, the wrong tries and whether it was used. Like the address
   * confirmations, each takes a numbered place among the learner's codes of its Korean day and among
   * the number's (`learner_slot`, `number_slot`, both unique), so the daily caps hold across CMS
   * processes. Rows go with the account and the day after.
   */
  'phone-code': {
    schema: {
      kind: 'collectionType',
      collectionName: 'notices_phone_codes',
      info: { singularName: 'phone-code', pluralName: 'phone-codes', displayName: '휴대폰 번호 확인 코드' },
      options: { draftAndPublish: false },
      pluginOptions: { 'content-manager': { visible: false }, 'content-type-builder': { visible: false } },
      attributes: {
        learner: { type: 'integer', required: true, min: 1 },
        phone: { type: 'string', required: true, maxLength: 20 },
        day: { type: 'string', required: true, maxLength: 10 },
        codeHash: { type: 'string', required: true, maxLength: 64 },
        expiresAt: { type: 'datetime', required: true },
        tries: { type: 'integer', required: true, min: 0 },
        used: { type: 'boolean', required: true },
        learnerSlot: { type: 'string', required: true, maxLength: 40 },
        numberSlot: { type: 'string', required: true, maxLength: 100 },
      },
      indexes: [
        { name: 'notices_phone_codes_learner_slot_unique', columns: ['learner_slot'], type: 'unique' },
        { name: 'notices_phone_codes_number_slot_unique', columns: ['number_slot'], type: 'unique' },
        { name: 'notices_phone_codes_learner_idx', columns: ['learner'] },
      ],
    },
  },
  /**
   * The notices' own settings that staff change in /admin (one row a setting, by its unique key):
   * today whether a 알림톡 KakaoTalk cannot deliver goes as a text message (`kakao_fallback`).
   */
  setting: {
    schema: {
      kind: 'collectionType',
      collectionName: 'notices_settings',
      info: { singularName: 'setting', pluralName: 'settings', displayName: '알림 설정(학교)' },
      options: { draftAndPublish: false },
      pluginOptions: { 'content-manager': { visible: false }, 'content-type-builder': { visible: false } },
      attributes: {
        key: { type: 'string', required: true, maxLength: 60 },
        value: { type: 'json', required: true },
      },
      indexes: [{ name: 'notices_settings_key_unique', columns: ['key'], type: 'unique' }],
    },
  },
};
