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
        displayName: '경전',
        description: '경전 한 권. 구절이 이 경전에 속하고, 순서가 검색 결과의 차례입니다.',
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
        displayName: '경전 구절',
        description: '경전의 게송이나 구절 하나 (한국어).',
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
        displayName: '재생목록',
        description: '영상 모음 (법문, 사띠 안내, 강의).',
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
        displayName: '영상',
        description: '유튜브 영상 하나. 영상 주소나 ID를 붙여 넣으면 ID로 저장됩니다.',
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
