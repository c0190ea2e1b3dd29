/**
 * A learner's private calendar feed: only the SHA-256 of its secret token is stored, so a copy of
 * the database does not open anyone's feed. One feed per learner (renewing replaces the hash in
 * place, so the old address stops at once); both columns are unique indexes.
 */
export default {
  'calendar-feed': {
    schema: {
      kind: 'collectionType',
      collectionName: 'records_calendar_feeds',
      info: { singularName: 'calendar-feed', pluralName: 'calendar-feeds', displayName: '캘린더 구독 (Calendar feed)' },
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
