/**
 * The library is content editors own: scripture books and passages, playlists and videos. Books
 * and playlists are lists editors order themselves; passages and videos are drafts until
 * published, and only published ones are searched and shown.
 */
const panel = { 'content-manager': { visible: true }, 'content-type-builder': { visible: false } };

export default {
  book: {
    schema: {
      kind: 'collectionType',
      collectionName: 'library_books',
      info: {
        singularName: 'book',
        pluralName: 'books',
        displayName: '경전 (Book)',
        description: 'A scripture book; passages belong to one. Order = order in search results.',
      },
      options: { draftAndPublish: false },
      pluginOptions: panel,
      attributes: {
        name: { type: 'string', required: true, unique: true, maxLength: 60 },
        key: { type: 'string', required: true, unique: true, maxLength: 60, regex: '^[a-z0-9-]+$' },
        order: { type: 'integer', required: true, default: 0 },
      },
    },
  },
  passage: {
    schema: {
      kind: 'collectionType',
      collectionName: 'library_passages',
      info: {
        singularName: 'passage',
        pluralName: 'passages',
        displayName: '경전 구절 (Passage)',
        description: 'One verse or passage of a scripture book, in Korean.',
      },
      options: { draftAndPublish: true },
      pluginOptions: panel,
      attributes: {
        book: { type: 'relation', relation: 'manyToOne', target: 'plugin::library.book' },
        chapter: { type: 'integer', required: true, min: 1, default: 1 },
        chapterName: { type: 'string', maxLength: 120 },
        verse: { type: 'integer', required: true, min: 1 },
        text: { type: 'text', required: true, maxLength: 5000 },
      },
    },
  },
  playlist: {
    schema: {
      kind: 'collectionType',
      collectionName: 'library_playlists',
      info: {
        singularName: 'playlist',
        pluralName: 'playlists',
        displayName: '재생목록 (Playlist)',
        description: 'A list of videos (dharma talks, sati guidance, lectures).',
      },
      options: { draftAndPublish: false },
      pluginOptions: panel,
      attributes: {
        name: { type: 'string', required: true, unique: true, maxLength: 80 },
        key: { type: 'string', required: true, unique: true, maxLength: 60, regex: '^[a-z0-9-]+$' },
        description: { type: 'text' },
        order: { type: 'integer', required: true, default: 0 },
      },
    },
  },
  video: {
    schema: {
      kind: 'collectionType',
      collectionName: 'library_videos',
      info: {
        singularName: 'video',
        pluralName: 'videos',
        displayName: '영상 (Video)',
        description: 'A YouTube video; paste the id or any YouTube link (kept as the id).',
      },
      options: { draftAndPublish: true },
      pluginOptions: panel,
      attributes: {
        title: { type: 'string', required: true, maxLength: 200 },
        description: { type: 'text' },
        playlist: { type: 'relation', relation: 'manyToOne', target: 'plugin::library.playlist' },
        youtubeId: { type: 'string', required: true, maxLength: 200 },
        duration: { type: 'integer', min: 0, default: 0 },
        date: { type: 'date', required: true },
      },
    },
  },
};
