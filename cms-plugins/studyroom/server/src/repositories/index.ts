/**
 * The data layer: the only modules that query the plugin's own tables. Lessons are content and
 * are read by the lessons service through the documents API (published versions only).
 */
export { recordsRepository, type RecordsRepository, type RecordKey } from './records';
export { postsRepository, type PostsRepository, type PostRow, type BoardPostRow, type BestPostRow } from './posts';
