/**
 * Korean search by character bigrams. Korean words glue particles and suffixes to their stem
 * (자비심, 법보시를), so word tokenizers miss them and trigrams cannot match a 2-syllable word.
 * Every text is indexed as the bigrams of each of its words; a query word of 2 characters is one
 * bigram, a longer one the phrase of its bigrams (consecutive positions), a 1-character word is
 * looked up in the plain text. Several words must all match. The same bigrams serve SQLite FTS5
 * and PostgreSQL's tsvector, so both databases answer alike.
 */

/** Results per page of both searches. */
export const LIBRARY_PAGE_SIZE = 10;
/**
 * How long a CMS process reuses a query's hit count and the lists of books and playlists. The
 * process that writes the index forgets them at once; another process shows an editor's change in
 * the count within these seconds (the hits themselves are always read live).
 */
export const LIBRARY_CACHE_SECONDS = 10;
/** The longest keyword accepted (characters); longer is refused with a message. */
export const SEARCH_KEYWORD_MAX = 100;
/** Words of a query beyond this many are ignored (each is one more condition). */
export const SEARCH_WORDS_MAX = 8;
/** The longest description snippet of a video result (characters). */
export const SNIPPET_MAX = 160;

/**
 * The words of a text: runs of letters and digits, NFC-normalised and lower-cased (Latin search
 * ignores case). Everything else (spaces, punctuation, symbols, quotes) separates words.
 */
export function searchWords(text: string): string[] {
  return (
    text
      .normalize('NFC')
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu) ?? []
  );
}

/** The bigrams of one word in order (a 1-character word has none). */
export function bigramsOf(word: string): string[] {
  const chars = Array.from(word);
  const grams: string[] = [];
  for (let i = 0; i + 1 < chars.length; i++) grams.push(chars[i] + chars[i + 1]);
  return grams;
}

/**
 * A text as index tokens, with their positions: the bigrams of each word at consecutive
 * positions, and a gap of one position between words, so a phrase never matches across two
 * words (`xab bcy` must not be found by `abc`).
 */
export function indexTokens(text: string): { gram: string; position: number }[] {
  const out: { gram: string; position: number }[] = [];
  let position = 1;
  for (const word of searchWords(text)) {
    for (const gram of bigramsOf(word)) out.push({ gram, position: position++ });
    position++;
  }
  return out;
}

/**
 * The gap between words for FTS5, which numbers tokens itself: a 1-character token no query
 * asks for (queries are made of 2-character bigrams only).
 */
const FTS_GAP = 'z';

/** The text to store in the FTS5 column: bigrams separated by spaces, words by the gap token. */
export function ftsDocument(text: string): string {
  return searchWords(text)
    .map((word) => bigramsOf(word).join(' '))
    .filter(Boolean)
    .join(` ${FTS_GAP} `);
}

/** The tsvector literal for PostgreSQL: each bigram with its positions (PostgreSQL keeps ≤ 16383). */
export function tsvectorDocument(text: string): string {
  const positions = new Map<string, number[]>();
  for (const { gram, position } of indexTokens(text)) {
    if (position > 16383) break;
    const list = positions.get(gram) ?? [];
    list.push(position);
    positions.set(gram, list);
  }
  return [...positions].map(([gram, list]) => `'${gram}':${list.join(',')}`).join(' ');
}

/** A parsed query: the words (for highlighting), those matched by the index and those by LIKE. */
export interface SearchQuery {
  words: string[];
  /** Words of 2+ characters, each as its bigrams. */
  indexed: string[][];
  /** 1-character words, looked up in the text. */
  single: string[];
}

/** A keyword as a query; an empty query (no letters or digits) lists everything. */
export function parseQuery(keyword: string): SearchQuery {
  const words = [...new Set(searchWords(keyword))].slice(0, SEARCH_WORDS_MAX);
  return {
    words,
    indexed: words.filter((w) => Array.from(w).length >= 2).map(bigramsOf),
    single: words.filter((w) => Array.from(w).length === 1),
  };
}

/**
 * The FTS5 MATCH expression: each word a quoted phrase of its bigrams, all words ANDed. Bigrams
 * hold only letters and digits, so quoting makes every query a plain phrase (no operators).
 */
export function ftsMatch(query: SearchQuery): string | null {
  if (query.indexed.length === 0) return null;
  return query.indexed.map((grams) => `"${grams.join(' ')}"`).join(' AND ');
}

/** The tsquery literal for PostgreSQL: each word its bigrams followed by one another (<->), ANDed. */
export function tsqueryOf(query: SearchQuery): string | null {
  if (query.indexed.length === 0) return null;
  return query.indexed.map((grams) => `(${grams.map((g) => `'${g}'`).join(' <-> ')})`).join(' & ');
}

/** A piece of a text; `match` marks the pieces a query word found (shown highlighted, as text). */
export interface TextPart {
  text: string;
  match: boolean;
}

/** Where the query words occur in a text, as merged [start, end) ranges (case-insensitive). */
function matchRanges(text: string, words: string[]): [number, number][] {
  const lower = text.toLowerCase();
  // Lower-casing may change the length of rare characters; then the offsets would not line up.
  if (lower.length !== text.length || words.length === 0) return [];
  const ranges: [number, number][] = [];
  for (const word of words) {
    for (let at = lower.indexOf(word); at !== -1; at = lower.indexOf(word, at + 1)) ranges.push([at, at + word.length]);
  }
  ranges.sort((a, b) => a[0] - b[0]);
  const merged: [number, number][] = [];
  for (const r of ranges) {
    const last = merged[merged.length - 1];
    if (last && r[0] <= last[1]) last[1] = Math.max(last[1], r[1]);
    else merged.push([r[0], r[1]]);
  }
  return merged;
}

/** A text cut into parts, the query words' occurrences marked. */
export function highlight(text: string, words: string[]): TextPart[] {
  const source = text.normalize('NFC');
  const parts: TextPart[] = [];
  let at = 0;
  for (const [start, end] of matchRanges(source, words)) {
    if (start > at) parts.push({ text: source.slice(at, start), match: false });
    parts.push({ text: source.slice(start, end), match: true });
    at = end;
  }
  if (at < source.length || parts.length === 0) parts.push({ text: source.slice(at), match: false });
  return parts;
}

/**
 * A long text as a snippet of at most `max` characters around its first match (the start when
 * nothing matches), with … where it was cut, cut into parts like `highlight`.
 */
export function snippet(text: string, words: string[], max = SNIPPET_MAX): TextPart[] {
  const source = text.normalize('NFC');
  if (source.length <= max) return highlight(source, words);
  const first = matchRanges(source, words)[0]?.[0] ?? 0;
  const start = Math.max(0, Math.min(first - Math.floor(max / 4), source.length - max));
  const cut = source.slice(start, start + max);
  const parts = highlight(cut, words);
  if (start > 0) parts.unshift({ text: '…', match: false });
  if (start + max < source.length) parts.push({ text: '…', match: false });
  return parts;
}

/**
 * A YouTube video id from what an editor pasted: the 11-character id itself, or a watch,
 * short, embed, live or youtu.be link. Null when it is neither.
 */
export function youtubeIdOf(input: string): string | null {
  const value = input.trim();
  if (/^[A-Za-z0-9_-]{11}$/.test(value)) return value;
  let url: URL;
  try {
    url = new URL(/^https?:\/\//i.test(value) ? value : `https://${value}`);
  } catch {
    return null;
  }
  const host = url.hostname.replace(/^(www\.|m\.|music\.)/, '');
  let id: string | null = null;
  if (host === 'youtu.be') id = url.pathname.split('/')[1] ?? null;
  else if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    id = url.searchParams.get('v') ?? url.pathname.match(/^\/(?:embed|shorts|live|v)\/([^/?#]+)/)?.[1] ?? null;
  }
  return id && /^[A-Za-z0-9_-]{11}$/.test(id) ? id : null;
}

/*
 * What the library's API answers (the plugin builds these, web's pages read them). Ids are
 * document ids: they survive an editor publishing a passage or video again.
 */
export interface LibraryBookRef {
  key: string;
  name: string;
}
export interface ScriptureHit {
  id: string;
  book: LibraryBookRef;
  chapter: number;
  chapterName: string;
  verse: number;
  text: string;
  parts: TextPart[];
}
export interface VideoHit {
  id: string;
  title: string;
  titleParts: TextPart[];
  descriptionParts: TextPart[];
  playlist: LibraryBookRef;
  youtubeId: string;
  duration: number;
  date: string;
}
interface SearchPage<T> {
  keyword: string;
  page: number;
  pageSize: number;
  total: number;
  pages: number;
  results: T[];
}
export type ScriptureSearch = SearchPage<ScriptureHit> & { books: LibraryBookRef[] };
export type VideoSearch = SearchPage<VideoHit> & { playlists: LibraryBookRef[] };
export interface VideoDetail {
  id: string;
  title: string;
  description: string;
  playlist: LibraryBookRef | null;
  youtubeId: string;
  duration: number;
  date: string;
  neighbours: { id: string; title: string; duration: number; date: string; current: boolean }[];
}

/** A duration in seconds as a player shows it: 5:07, 1:02:03. */
export function formatDuration(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const rest = String(s % 60).padStart(2, '0');
  return h ? `${h}:${String(m).padStart(2, '0')}:${rest}` : `${m}:${rest}`;
}
