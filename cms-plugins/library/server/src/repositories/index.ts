/**
 * The data layer: the only modules that query the plugin's own tables. The search service reads
 * the content and the index through these; the indexer writes the index through them.
 */
export { BOOK, PASSAGE, PLAYLIST, VIDEO, contentRepository, type NeighbourRow, type VideoRow } from './content';
export { forgetReads, readCache } from './read-cache';
export * from './search-index';
