import { describe, expect, it } from 'vitest';
import { BENCH_QUERIES, generatePassages } from '../../../../tests/bench/library-corpus.mjs';
import { DHAMMAPADA_5 } from '../studyroom-dhammapada';
import { LIBRARY_BOOKS } from './books';
import { DHAMMAPADA, DHAMMAPADA_CHAPTERS } from './dhammapada';
import { SUTRA_PASSAGES } from './sutras';
import { PLAYLISTS, VIDEOS } from './videos';

/** The first verse of each of the 26 chapters, as the Pali canon divides them. */
const CHAPTER_FIRST = [
  1, 21, 33, 44, 60, 76, 90, 100, 116, 129, 146, 157, 167, 179, 197, 209, 221, 235, 256, 273, 290, 306, 320, 334, 360, 383,
];
const HANGUL = /[\uac00-\ud7a3]/;

describe('the scripture books', () => {
  it('keep the ids and keys lessons already store, and add the Thousand-Hand Sutra as id 6', () => {
    expect(LIBRARY_BOOKS.map(({ id, key, name }) => [id, key, name])).toEqual([
      [1, 'dhammapada', '법구경'],
      [2, 'lotussutra', '법화경'],
      [3, 'diamond', '금강경'],
      [4, 'heart', '반야심경'],
      [5, 'suttanipata', '숫타니파타'],
      [6, 'thousand-hands', '천수경'],
    ]);
    expect(new Set(LIBRARY_BOOKS.map((b) => b.order)).size).toBe(LIBRARY_BOOKS.length);
  });
});

describe('the Dhammapada', () => {
  it('has 26 chapters, numbered 1–26 with Korean names', () => {
    expect(DHAMMAPADA_CHAPTERS.map((c) => c.number)).toEqual(Array.from({ length: 26 }, (_, i) => i + 1));
    expect(DHAMMAPADA_CHAPTERS[0].name).toBe('쌍품');
    expect(DHAMMAPADA_CHAPTERS[25].name).toBe('바라문품');
    for (const chapter of DHAMMAPADA_CHAPTERS) expect(chapter.name).toMatch(HANGUL);
  });

  it('holds verses 1–423, each once, in order', () => {
    expect(DHAMMAPADA.map((v) => v.verse)).toEqual(Array.from({ length: 423 }, (_, i) => i + 1));
  });

  it('puts every verse in its chapter', () => {
    for (const { verse, chapter } of DHAMMAPADA) {
      const expected = CHAPTER_FIRST.filter((first) => first <= verse).length;
      expect({ verse, chapter }).toEqual({ verse, chapter: expected });
    }
  });

  it('shows verses 221–289 in the very words of the study room', () => {
    const studyRoom = DHAMMAPADA_5.flatMap((c) => c.verses);
    expect(studyRoom).toHaveLength(69);
    for (const { n, verse } of studyRoom) expect(DHAMMAPADA[n - 1].text).toBe(verse);
  });

  it('has a distinct Korean text for every verse', () => {
    const texts = DHAMMAPADA.map((v) => v.text);
    for (const text of texts) expect(text.trim().length > 10 && HANGUL.test(text)).toBe(true);
    expect(new Set(texts).size).toBe(texts.length);
  });

  it('carries the teaching words a learner searches for', () => {
    for (const word of ['자비', '보시', '무상', '법보시', '자비심', '열반', '분노']) {
      expect(
        DHAMMAPADA.some((v) => v.text.includes(word)),
        word,
      ).toBe(true);
    }
  });
});

describe('the sutra passages', () => {
  it('name only library books and give every passage a place and a Korean text', () => {
    const keys = new Set(LIBRARY_BOOKS.map((b) => b.key));
    for (const p of SUTRA_PASSAGES) {
      expect(keys.has(p.book), p.book).toBe(true);
      expect(Number.isInteger(p.chapter) && p.chapter >= 1 && Number.isInteger(p.verse) && p.verse >= 1).toBe(true);
      expect(p.chapterName).toMatch(HANGUL);
      expect(p.text).toMatch(HANGUL);
    }
    const places = SUTRA_PASSAGES.map((p) => `${p.book}:${p.chapter}:${p.verse}`);
    expect(new Set(places).size).toBe(places.length);
    expect(new Set(SUTRA_PASSAGES.map((p) => p.text)).size).toBe(SUTRA_PASSAGES.length);
  });

  it('cover the 32 sections of the Diamond Sutra and the parts of the Thousand-Hand Sutra', () => {
    const diamond = SUTRA_PASSAGES.filter((p) => p.book === 'diamond');
    expect(new Set(diamond.map((p) => p.chapter)).size).toBe(32);
    expect(diamond.find((p) => p.chapter === 1)?.chapterName).toBe('법회인유분');
    expect(diamond.find((p) => p.chapter === 32)?.chapterName).toBe('응화비진분');
    expect(diamond.length).toBeGreaterThanOrEqual(60);
    expect(diamond.length).toBeLessThanOrEqual(120);
    const hands = SUTRA_PASSAGES.filter((p) => p.book === 'thousand-hands');
    expect(hands.find((p) => p.chapter === 1)?.chapterName).toBe('정구업진언');
    expect(hands.length).toBeGreaterThanOrEqual(40);
    expect(hands.length).toBeLessThanOrEqual(80);
  });
});

describe('the video library', () => {
  it('has at least 6 playlists with distinct keys and orders', () => {
    expect(PLAYLISTS.length).toBeGreaterThanOrEqual(6);
    expect(new Set(PLAYLISTS.map((p) => p.key)).size).toBe(PLAYLISTS.length);
    expect(new Set(PLAYLISTS.map((p) => p.order)).size).toBe(PLAYLISTS.length);
  });

  it('has at least 200 videos, each in a known playlist, with a unique 11-character id', () => {
    expect(VIDEOS.length).toBeGreaterThanOrEqual(200);
    const keys = new Set(PLAYLISTS.map((p) => p.key));
    for (const v of VIDEOS) {
      expect(keys.has(v.playlist), v.playlist).toBe(true);
      expect(v.youtubeId).toMatch(/^[A-Za-z0-9_-]{11}$/);
      expect(v.title).toMatch(HANGUL);
      expect(v.description).toMatch(HANGUL);
    }
    expect(new Set(VIDEOS.map((v) => v.youtubeId)).size).toBe(VIDEOS.length);
    expect(new Set(VIDEOS.map((v) => v.title)).size).toBe(VIDEOS.length);
    for (const p of PLAYLISTS)
      expect(
        VIDEOS.some((v) => v.playlist === p.key),
        p.key,
      ).toBe(true);
  });

  it('dates every video on a real day of 2023–2026, none after 2026-11-20, and lasts 5–90 minutes', () => {
    for (const v of VIDEOS) {
      expect(v.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(new Date(`${v.date}T00:00:00Z`).toISOString().slice(0, 10)).toBe(v.date);
      expect(v.date >= '2023-01-01' && v.date <= '2026-11-20', v.date).toBe(true);
      expect(Number.isInteger(v.duration) && v.duration >= 5 * 60 && v.duration <= 90 * 60, String(v.duration)).toBe(true);
    }
    const years = new Set(VIDEOS.map((v) => v.date.slice(0, 4)));
    expect([...years].sort()).toEqual(['2023', '2024', '2025', '2026']);
  });
});

describe('the bench passage generator', () => {
  it('gives the same passages for the same seed and others for another seed', () => {
    expect(generatePassages(500, 7)).toEqual(generatePassages(500, 7));
    expect(generatePassages(500, 8)).not.toEqual(generatePassages(500, 7));
    expect(generatePassages(0)).toEqual([]);
  });

  it('makes 100,000 passages in under 2 seconds of CPU, spread over all six books', () => {
    // CPU time, not wall time: beside the typecheck and lint a busy machine stretches the wall.
    const started = process.cpuUsage();
    const passages = generatePassages(100_000);
    const used = process.cpuUsage(started);
    expect((used.user + used.system) / 1000).toBeLessThan(2000);
    expect(passages).toHaveLength(100_000);
    const keys = new Set(LIBRARY_BOOKS.map((b) => b.key));
    const perBook = new Map<string, number>();
    for (const p of passages) perBook.set(p.book, (perBook.get(p.book) ?? 0) + 1);
    expect([...perBook.keys()].sort()).toEqual([...keys].sort());
    for (const count of perBook.values()) expect(count).toBeGreaterThan(1000);
    const sample = passages[12_345];
    expect(sample.text).toMatch(HANGUL);
    expect(Number.isInteger(sample.chapter) && Number.isInteger(sample.verse)).toBe(true);
    expect(passages.some((p) => /[A-Za-z]/.test(p.text))).toBe(true);
    expect(passages.some((p) => /\d/.test(p.text))).toBe(true);
  }, 20_000);

  it('contains every word it promises the bench, and every two-word query together', () => {
    const passages = generatePassages(100_000);
    const found = (query: string) => {
      const words = query.split(' ');
      return passages.filter((p) => words.every((w) => p.text.includes(w))).length;
    };
    for (const query of [...BENCH_QUERIES.two, ...BENCH_QUERIES.three, ...BENCH_QUERIES.five, ...BENCH_QUERIES.twoWords]) {
      expect(found(query), query).toBeGreaterThan(0);
    }
    for (const word of BENCH_QUERIES.one) expect([...word]).toHaveLength(1);
    for (const word of BENCH_QUERIES.two) expect([...word]).toHaveLength(2);
    for (const word of BENCH_QUERIES.three) expect([...word]).toHaveLength(3);
    for (const word of BENCH_QUERIES.five) expect([...word]).toHaveLength(5);
    for (const query of BENCH_QUERIES.twoWords) expect(query.split(' ')).toHaveLength(2);
    // Some words common, some rare: the bench times both kinds.
    const counts = BENCH_QUERIES.two.map(found);
    expect(Math.max(...counts)).toBeGreaterThan(10_000);
    expect(Math.min(...counts)).toBeLessThan(1_000);
  }, 20_000);
});
