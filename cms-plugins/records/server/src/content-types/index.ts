import { ACCESS_ACTIONS, CATALOG_KEYS } from '@dharma/config/rules';

/**
 * A learner's records of one grade (their application for a class). `owner` is the learner's
 * user id and `application` the grade's id, as plain columns: they come from the enrolment
 * plugin, whose tables this plugin never reads.
 */
export default {
  /**
   * A mentor–mentee pair the school office writes down (spec: mentee name and phone, mentor name
   * and phone, all required). Not tied to accounts: mentors are often not learners here.
   */
  'mentor-pair': {
    schema: {
      kind: 'collectionType',
      collectionName: 'records_mentor_pairs',
      info: { singularName: 'mentor-pair', pluralName: 'mentor-pairs', displayName: '멘토 · 멘티' },
      options: { draftAndPublish: false },
      pluginOptions: { 'content-manager': { visible: false }, 'content-type-builder': { visible: false } },
      attributes: {
        menteeName: { type: 'string', required: true, maxLength: 30 },
        menteePhone: { type: 'string', required: true, maxLength: 20 },
        mentorName: { type: 'string', required: true, maxLength: 30 },
        mentorPhone: { type: 'string', required: true, maxLength: 20 },
      },
    },
  },
  /**
   * One day of volunteer work in a grade's term. Hours are whole half hours. Staff confirm an
   * entry (who and when); a confirmed entry is no longer the learner's to change.
   */
  'volunteer-entry': {
    schema: {
      kind: 'collectionType',
      collectionName: 'records_volunteer_entries',
      info: { singularName: 'volunteer-entry', pluralName: 'volunteer-entries', displayName: '봉사활동' },
      options: { draftAndPublish: false },
      pluginOptions: { 'content-manager': { visible: false }, 'content-type-builder': { visible: false } },
      attributes: {
        owner: { type: 'integer', required: true, min: 1 },
        application: { type: 'integer', required: true, min: 1 },
        date: { type: 'date', required: true },
        halfHours: { type: 'integer', required: true, min: 1, max: 24 },
        content: { type: 'text', required: true },
        email: { type: 'string' },
        confirmedAt: { type: 'datetime' },
        confirmedBy: { type: 'integer' },
      },
      indexes: [{ name: 'records_volunteer_grade_idx', columns: ['owner', 'application'] }],
    },
  },
  /**
   * The access log: appended by the records service only, never changed; entries past the
   * retention are pruned by the daily job. `actor` is the user who acted (null for a sign-in that
   * failed before anyone was known), `subject` the learner whose data it was.
   */
  'access-log-entry': {
    schema: {
      kind: 'collectionType',
      collectionName: 'records_access_log',
      info: { singularName: 'access-log-entry', pluralName: 'access-log-entries', displayName: '접근 기록' },
      options: { draftAndPublish: false },
      pluginOptions: { 'content-manager': { visible: false }, 'content-type-builder': { visible: false } },
      attributes: {
        at: { type: 'datetime', required: true },
        actor: { type: 'integer' },
        actorRole: { type: 'string' },
        action: { type: 'enumeration', enum: [...ACCESS_ACTIONS], required: true },
        subject: { type: 'integer' },
        detail: { type: 'string' },
        address: { type: 'string' },
      },
      indexes: [
        { name: 'records_access_log_at_idx', columns: ['at'] },
        { name: 'records_access_log_subject_idx', columns: ['subject', 'at'] },
      ],
    },
  },
  /**
   * The audit trail: one row per staff write (who, what, on which record, whose data, the changed
   * fields before and after, from where). Nothing in the product updates or deletes a row; staff
   * read it in the back office. Unlike the access log it is not pruned: it is the school's record
   * of what its office did.
   */
  'audit-entry': {
    schema: {
      kind: 'collectionType',
      collectionName: 'records_audit_log',
      info: { singularName: 'audit-entry', pluralName: 'audit-entries', displayName: '변경 기록' },
      options: { draftAndPublish: false },
      pluginOptions: { 'content-manager': { visible: false }, 'content-type-builder': { visible: false } },
      attributes: {
        at: { type: 'datetime', required: true },
        actor: { type: 'integer', required: true },
        action: { type: 'string', required: true },
        subject: { type: 'integer' },
        target: { type: 'string', required: true },
        before: { type: 'json' },
        after: { type: 'json' },
        address: { type: 'string' },
      },
      indexes: [
        { name: 'records_audit_at_idx', columns: ['at'] },
        { name: 'records_audit_target_idx', columns: ['target', 'at'] },
        { name: 'records_audit_subject_idx', columns: ['subject', 'at'] },
      ],
    },
  },
  /**
   * A certificate as issued: what it certified when first downloaded (a snapshot, so the PDF and
   * the public check say the same thing later), and its verification code. One per learner and
   * subject (`course-<grade id>` or `completion`), and one code per certificate: unique indexes.
   */
  certificate: {
    schema: {
      kind: 'collectionType',
      collectionName: 'records_certificates',
      info: { singularName: 'certificate', pluralName: 'certificates', displayName: '증명서' },
      options: { draftAndPublish: false },
      pluginOptions: { 'content-manager': { visible: false }, 'content-type-builder': { visible: false } },
      attributes: {
        code: { type: 'string', required: true },
        owner: { type: 'integer', required: true, min: 1 },
        subject: { type: 'string', required: true },
        kind: { type: 'enumeration', enum: ['course', 'completion'], required: true },
        learnerName: { type: 'string', required: true },
        courseName: { type: 'string' },
        courseCode: { type: 'string' },
        semesterLabel: { type: 'string' },
        credits: { type: 'integer', required: true, min: 0 },
        issuedOn: { type: 'date', required: true },
      },
      indexes: [
        { name: 'records_certificate_code_unique', columns: ['code'], type: 'unique' },
        { name: 'records_certificate_subject_unique', columns: ['owner', 'subject'], type: 'unique' },
      ],
    },
  },
  /**
   * A practice editors set for a course family (every level, or one level when given): learners
   * of the course tick it day by day. Content: learners see published practices only.
   */
  'lifestyle-practice': {
    schema: {
      kind: 'collectionType',
      collectionName: 'records_lifestyle_practices',
      info: {
        singularName: 'lifestyle-practice',
        pluralName: 'lifestyle-practices',
        displayName: '생활점검 항목',
        description: '과정의 학인이 생활점검에서 날마다 체크하는 실천.',
      },
      options: { draftAndPublish: true },
      pluginOptions: { 'content-manager': { visible: true }, 'content-type-builder': { visible: false } },
      attributes: {
        catalog: { type: 'enumeration', enum: [...CATALOG_KEYS], required: true },
        level: { type: 'integer', min: 1, max: 99 },
        name: { type: 'string', required: true, maxLength: 30 },
        description: { type: 'text', maxLength: 200 },
        order: { type: 'integer', default: 0 },
      },
    },
  },
  /** A practice a learner added to one of their grades. */
  'own-practice': {
    schema: {
      kind: 'collectionType',
      collectionName: 'records_own_practices',
      info: { singularName: 'own-practice', pluralName: 'own-practices', displayName: '나만의 생활점검 항목' },
      options: { draftAndPublish: false },
      pluginOptions: { 'content-manager': { visible: false }, 'content-type-builder': { visible: false } },
      attributes: {
        owner: { type: 'integer', required: true, min: 1 },
        application: { type: 'integer', required: true, min: 1 },
        name: { type: 'string', required: true },
        etc: { type: 'string' },
      },
      indexes: [{ name: 'records_own_practice_unique', columns: ['owner', 'application', 'name'], type: 'unique' }],
    },
  },
  /**
   * One ticked day of one practice in a grade: `item` is `c<id>` (a course practice) or `o<id>`
   * (the learner's own). At most one per learner, grade, item and day: a unique index.
   */
  'lifestyle-check': {
    schema: {
      kind: 'collectionType',
      collectionName: 'records_lifestyle_checks',
      info: { singularName: 'lifestyle-check', pluralName: 'lifestyle-checks', displayName: '생활점검' },
      options: { draftAndPublish: false },
      pluginOptions: { 'content-manager': { visible: false }, 'content-type-builder': { visible: false } },
      attributes: {
        owner: { type: 'integer', required: true, min: 1 },
        application: { type: 'integer', required: true, min: 1 },
        item: { type: 'string', required: true },
        day: { type: 'string', required: true },
      },
      indexes: [{ name: 'records_lifestyle_check_unique', columns: ['owner', 'application', 'item', 'day'], type: 'unique' }],
    },
  },
  /**
   * A learner's private calendar feed: only the SHA-256 of its secret token is stored, so a copy of
   * the database does not open anyone's feed. One feed per learner (renewing replaces the hash in
   * place, so the old address stops at once); both columns are unique indexes.
   */
  'calendar-feed': {
    schema: {
      kind: 'collectionType',
      collectionName: 'records_calendar_feeds',
      info: { singularName: 'calendar-feed', pluralName: 'calendar-feeds', displayName: '캘린더 구독' },
      options: { draftAndPublish: false },
      pluginOptions: { 'content-manager': { visible: false }, 'content-type-builder': { visible: false } },
      attributes: {
        owner: { type: 'integer', required: true, min: 1 },
        tokenHash: { type: 'string', required: true },
      },
      indexes: [
        { name: 'records_calendar_feeds_owner_uq', columns: ['owner'], type: 'unique' },
        { name: 'records_calendar_feeds_hash_uq', columns: ['token_hash'], type: 'unique' },
      ],
    },
  },
};
