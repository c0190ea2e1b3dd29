/**
 * Enrolment records: learners' personal data, so hidden from the panel's Content Manager (staff
 * work on them in the site's back office, where every read and change is audited). Uniqueness that must hold
 * with several CMS processes on one database is a unique index, not a check in code.
 * `owner` is the learner's user id as a plain column so it can take part in those indexes (a
 * relation lives in a join table); `learnerName` is the name at the time of applying, for staff.
 */
const learner = {
  owner: { type: 'integer', required: true, min: 1 },
  learnerName: { type: 'string' },
};

/** A learner's application for a free offering (public class or self-study): one per offering. */
function offeringApplication(singularName: string, pluralName: string, collectionName: string, displayName: string, index: string) {
  return {
    schema: {
      kind: 'collectionType',
      collectionName,
      info: { singularName, pluralName, displayName },
      options: { draftAndPublish: false },
      pluginOptions: { 'content-manager': { visible: false }, 'content-type-builder': { visible: false } },
      attributes: {
        ...learner,
        courseName: { type: 'string', required: true },
        startedAt: { type: 'date', required: true },
        endedAt: { type: 'date', required: true },
        status: { type: 'enumeration', enum: ['applied', 'cancelled', 'studying', 'completed'], default: 'applied' },
      },
      indexes: [{ name: index, columns: ['owner', 'course_name'], type: 'unique' }],
    },
  };
}

export default {
  application: {
    schema: {
      kind: 'collectionType',
      collectionName: 'enrolment_applications',
      info: { singularName: 'application', pluralName: 'applications', displayName: '수강신청' },
      options: { draftAndPublish: false },
      pluginOptions: { 'content-manager': { visible: false }, 'content-type-builder': { visible: false } },
      attributes: {
        ...learner,
        semesterCode: { type: 'string', required: true },
        category: { type: 'enumeration', enum: ['daily', 'lecture', 'required'], required: true },
        catalog: { type: 'string', required: true },
        level: { type: 'integer', required: true, min: 1 },
        courseCode: { type: 'string', required: true },
        kind: { type: 'enumeration', enum: ['apply', 'extend', 'retake', 'required'], default: 'apply' },
        status: {
          type: 'enumeration',
          enum: ['applied', 'approved', 'cancelled', 'studying', 'completed', 'failed'],
          default: 'applied',
          required: true,
        },
        progress: { type: 'decimal', default: 0, min: 0, max: 100 },
        amountDue: { type: 'integer', default: 0, min: 0 },
        // What staff confirmed as received, on the row carrying the fee; kept when the learner
        // changes the application after paying. Empty on rows approved before it was written:
        // those were paid exactly their amount due.
        amountPaid: { type: 'integer', min: 0 },
        // Approval is staff confirming the payment: who and when. A cancellation keeps who, when
        // and the reason the learner is shown.
        paidAt: { type: 'datetime' },
        approvedBy: { type: 'integer' },
        cancelledAt: { type: 'datetime' },
        cancelledBy: { type: 'integer' },
        cancelReason: { type: 'string', maxLength: 200 },
      },
      indexes: [
        { name: 'enrolment_app_owner_semester_category_unique', columns: ['owner', 'semester_code', 'category'], type: 'unique' },
        { name: 'enrolment_app_owner_idx', columns: ['owner'] },
        { name: 'enrolment_app_semester_idx', columns: ['semester_code', 'status'] },
      ],
    },
  },
  /**
   * The depositor name a learner is asked to write on their transfer for a semester: their name
   * (shortened) and digits no other application of the semester has, so a statement line carrying
   * them belongs to one learner. One per learner and semester, kept when the application changes or
   * is cancelled and made again, so the name the learner was given stays true.
   */
  'depositor-code': {
    schema: {
      kind: 'collectionType',
      collectionName: 'enrolment_depositor_codes',
      info: { singularName: 'depositor-code', pluralName: 'depositor-codes', displayName: '입금자명' },
      options: { draftAndPublish: false },
      pluginOptions: { 'content-manager': { visible: false }, 'content-type-builder': { visible: false } },
      attributes: {
        owner: { type: 'integer', required: true, min: 1 },
        semesterCode: { type: 'string', required: true },
        digits: { type: 'string', required: true, maxLength: 8 },
        depositor: { type: 'string', required: true, maxLength: 20 },
      },
      indexes: [
        { name: 'enrolment_depositor_owner_semester_unique', columns: ['owner', 'semester_code'], type: 'unique' },
        { name: 'enrolment_depositor_semester_digits_unique', columns: ['semester_code', 'digits'], type: 'unique' },
      ],
    },
  },
  /**
   * Deposits that approved an application, by identity only (a digest of the line's date, time,
   * depositor, amount and occurrence): a line approves at most one application, and the same
   * statement uploaded again approves nothing twice. The line's readable facts are in the audit
   * entry of the approval, not here.
   */
  'deposit-use': {
    schema: {
      kind: 'collectionType',
      collectionName: 'enrolment_deposit_uses',
      info: { singularName: 'deposit-use', pluralName: 'deposit-uses', displayName: '쓰인 입금' },
      options: { draftAndPublish: false },
      pluginOptions: { 'content-manager': { visible: false }, 'content-type-builder': { visible: false } },
      attributes: {
        lineKey: { type: 'string', required: true, maxLength: 64 },
        semesterCode: { type: 'string', required: true },
        owner: { type: 'integer', required: true, min: 1 },
        source: { type: 'enumeration', enum: ['statement'], default: 'statement', required: true },
      },
      indexes: [{ name: 'enrolment_deposit_use_line_unique', columns: ['line_key'], type: 'unique' }],
    },
  },
  /** The statement columns staff chose for a bank's export, by header text: the next upload from that bank needs no choice. */
  'statement-format': {
    schema: {
      kind: 'collectionType',
      collectionName: 'enrolment_statement_formats',
      info: { singularName: 'statement-format', pluralName: 'statement-formats', displayName: '입금 내역 형식' },
      options: { draftAndPublish: false },
      pluginOptions: { 'content-manager': { visible: false }, 'content-type-builder': { visible: false } },
      attributes: {
        bank: { type: 'string', required: true, maxLength: 30 },
        dateColumn: { type: 'string', required: true, maxLength: 60 },
        depositorColumn: { type: 'string', required: true, maxLength: 60 },
        amountColumn: { type: 'string', required: true, maxLength: 60 },
      },
      indexes: [{ name: 'enrolment_statement_format_bank_unique', columns: ['bank'], type: 'unique' }],
    },
  },
  'public-class-application': offeringApplication(
    'public-class-application',
    'public-class-applications',
    'enrolment_public_class_applications',
    '공개강좌 신청',
    'enrolment_public_owner_course_unique',
  ),
  'self-study-application': offeringApplication(
    'self-study-application',
    'self-study-applications',
    'enrolment_self_study_applications',
    '자율학습 신청',
    'enrolment_self_study_owner_course_unique',
  ),
  'membership-application': {
    schema: {
      kind: 'collectionType',
      collectionName: 'enrolment_membership_applications',
      info: {
        singularName: 'membership-application',
        pluralName: 'membership-applications',
        displayName: '회원 신청',
      },
      options: { draftAndPublish: false },
      pluginOptions: { 'content-manager': { visible: false }, 'content-type-builder': { visible: false } },
      attributes: {
        ...learner,
        religionName: { type: 'string', maxLength: 30 },
        agreed: { type: 'boolean', default: false },
        consentedAt: { type: 'datetime' },
        // The privacy policy in force when the learner agreed (its version), as the signup keeps it.
        privacyPolicyVersion: { type: 'string', maxLength: 40 },
        membershipNumber: { type: 'string', maxLength: 20 },
        status: { type: 'enumeration', enum: ['applied', 'approved', 'cancelled'], default: 'applied' },
      },
      indexes: [{ name: 'enrolment_membership_owner_unique', columns: ['owner'], type: 'unique' }],
    },
  },
};
