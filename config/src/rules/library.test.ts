import { describe, expect, it } from 'vitest';
import {
  bigramsOf,
  ftsDocument,
  ftsMatch,
  highlight,
  indexTokens,
  parseQuery,
  searchWords,
  snippet,
  tsqueryOf,
  tsvectorDocument,
  youtubeIdOf,
} from './library';

describe('words and bigrams', () => {
  it('splits on spaces and punctuation, lower-cases Latin, keeps Hangul and digits', () => {
    expect(searchWords('자비심으로, Dharma 108번! "quote"')).toEqual(['자비심으로', 'dharma', '108번', 'quote']);
    expect(searchWords(' ") OR 1=1 -- * ')).toEqual(['or', '1', '1']);
    expect(searchWords('…!?')).toEqual([]);
  });

  it('makes the bigrams of a word: none for 1 character, one for 2, n-1 for n', () => {
    expect(bigramsOf('밤')).toEqual([]);
    expect(bigramsOf('자비')).toEqual(['자비']);
    expect(bigramsOf('자비심')).toEqual(['자비', '비심']);
    expect(bigramsOf('a1b')).toEqual(['a1', '1b']);
  });

  it('leaves a position gap between words so a phrase never spans two words', () => {
    expect(indexTokens('xab bcy')).toEqual([
      { gram: 'xa', position: 1 },
      { gram: 'ab', position: 2 },
      { gram: 'bc', position: 4 },
      { gram: 'cy', position: 5 },
    ]);
    expect(ftsDocument('자비심 법보시 밤')).toBe('자비 비심 z 법보 보시');
    expect(tsvectorDocument('자비 자비')).toBe("'자비':1,3");
  });
});

describe('queries', () => {
  it('sorts words into indexed (2+ characters) and single characters, without repeats', () => {
    expect(parseQuery('자비 밤 Dharma 자비')).toEqual({
      words: ['자비', '밤', 'dharma'],
      indexed: [['자비'], ['dh', 'ha', 'ar', 'rm', 'ma']],
      single: ['밤'],
    });
    expect(parseQuery('  ')).toEqual({ words: [], indexed: [], single: [] });
  });

  it('builds an FTS5 expression of quoted phrases, all ANDed, with no operator from the input', () => {
    expect(ftsMatch(parseQuery('자비'))).toBe('"자비"');
    expect(ftsMatch(parseQuery('자비심 보시'))).toBe('"자비 비심" AND "보시"');
    expect(ftsMatch(parseQuery('") OR 1=1 -- *'))).toBe('"or"');
    expect(ftsMatch(parseQuery('밤'))).toBeNull();
  });

  it('builds a PostgreSQL tsquery of followed-by bigrams, all ANDed', () => {
    expect(tsqueryOf(parseQuery('자비심 108'))).toBe("('자비' <-> '비심') & ('10' <-> '08')");
    expect(tsqueryOf(parseQuery('*'))).toBeNull();
  });
});

describe('highlighting', () => {
  it('marks every occurrence of every query word, merging overlaps, case-insensitive', () => {
    expect(highlight('자비와 자비심', ['자비'])).toEqual([
      { text: '자비', match: true },
      { text: '와 ', match: false },
      { text: '자비', match: true },
      { text: '심', match: false },
    ]);
    expect(highlight('Dharma talk', ['dharma', 'arm'])).toEqual([
      { text: 'Dharma', match: true },
      { text: ' talk', match: false },
    ]);
    expect(highlight('없음', ['자비'])).toEqual([{ text: '없음', match: false }]);
  });

  it('cuts a long text around its first match', () => {
    const text = `${'가'.repeat(300)}자비${'나'.repeat(300)}`;
    const parts = snippet(text, ['자비'], 100);
    expect(parts[0]).toEqual({ text: '…', match: false });
    expect(parts.at(-1)).toEqual({ text: '…', match: false });
    expect(parts.filter((p) => p.match)).toEqual([{ text: '자비', match: true }]);
    expect(parts.map((p) => p.text).join('').length).toBe(102);
  });
});

describe('YouTube ids', () => {
  it('keeps the id of any YouTube link and refuses other text', () => {
    expect(youtubeIdOf('dQw4w9WgXcQ')).toBe('dQw4w9WgXcQ');
    expect(youtubeIdOf('https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=30s')).toBe('dQw4w9WgXcQ');
    expect(youtubeIdOf('https://youtu.be/dQw4w9WgXcQ?si=x')).toBe('dQw4w9WgXcQ');
    expect(youtubeIdOf('youtube.com/shorts/dQw4w9WgXcQ')).toBe('dQw4w9WgXcQ');
    expect(youtubeIdOf('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ')).toBe('dQw4w9WgXcQ');
    expect(youtubeIdOf('https://example.com/watch?v=dQw4w9WgXcQ')).toBeNull();
    expect(youtubeIdOf('hello')).toBeNull();
  });
});
