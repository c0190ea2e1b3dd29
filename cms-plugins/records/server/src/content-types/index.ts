/**
 * A learner's records of one grade (their application for a class). `owner` is the learner's
 * user id and `application` the grade's id, as plain columns: they come from the enrolment
 * plugin, whose tables this plugin never reads.
 */
export default {
  /**
   * One day of volunteer work in a grade's term. Hours are whole half hours. Staff confirm an
   * entry (who and when); a confirmed entry is no longer the learner's to change.
   */
  'volunteer-entry': {
    schema: {
      kind: 'collectionType',
      collectionName: 'records_volunteer_entries',
      info: { singularName: 'volunteer-entry', pluralName: 'volunteer-entries', displayName: '봉사활동 (Volunteer entry)' },
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
};
