import { describe, expect, it } from 'vitest';
import { firstIssue } from '../words/first-issue';
import fs from 'node:fs';
import path from 'node:path';
import { messages } from '../words/messages';
import { versesQuerySchema, voteSchema } from '../contracts/schemas';
import { displayName, isPostType, SCRIPTURE_BOOKS, scriptureBook, scriptureRef, VERSE_MAX, voteRefusal, type PostFacts } from './verses';

const term = { termStart: '2030-07-01', termEnd: '2030-07-28' };
const post = (over: Partial<PostFacts> = {}): PostFacts => ({
  owner: 2,
  courseCode: '2030SU-D5',
  day: 3,
  type: 'verse',
  hidden: false,
  ...over,
});
const refusal = (over: Partial<Parameters<typeof voteRefusal>[0]> = {}) =>
  voteRefusal({ voter: 1, courseCode: '2030SU-D5', type: 'verse', post: post(), term, opensOnDay: 3, today: '2030-07-05', ...over });

describe('voteRefusal', () => {
  it("a classmate's shown post of the same type, from its day to the term's last day: allowed", () => {
    expect(refusal()).toBeNull();
    expect(refusal({ today: '2030-07-03' })).toBeNull();
    expect(refusal({ today: '2030-07-28' })).toBeNull();
  });

  it('a post the voter may not see is not found, before anything else is said about it', () => {
    expect(refusal({ post: null })).toBe('post_not_found');
    expect(refusal({ post: post({ hidden: true }) })).toBe('post_not_found');
    // Another class's post, even the voter's own and after the term: nothing about it is told.
    expect(refusal({ post: post({ courseCode: '2030SU-D4', owner: 1, type: 'story' }), today: '2030-08-01' })).toBe('post_not_found');
    // A post of a day that is no longer a lesson of the class.
    expect(refusal({ opensOnDay: null })).toBe('post_not_found');
  });

  it('another type, one’s own post, or after the term: refused in that order', () => {
    expect(refusal({ type: 'story' })).toBe('vote_type_mismatch');
    expect(refusal({ post: post({ owner: 1 }) })).toBe('vote_own_post');
    expect(refusal({ post: post({ owner: 1 }), today: '2030-07-29' })).toBe('vote_own_post');
    expect(refusal({ today: '2030-07-29' })).toBe('vote_closed');
  });
});

describe('scripture references', () => {
  it('dhammapada is book 1, and ids are unique', () => {
    expect(SCRIPTURE_BOOKS[0]).toEqual({ id: 1, key: 'dhammapada', name: '법구경' });
    expect(new Set(SCRIPTURE_BOOKS.map((b) => b.id)).size).toBe(SCRIPTURE_BOOKS.length);
    expect(scriptureBook(1)?.name).toBe('법구경');
    expect(scriptureBook(99)).toBeNull();
  });

  it('a lesson names a verse only with a known book and a verse number in range', () => {
    expect(scriptureRef(1, 221)).toEqual({ bookId: 1, verse: 221 });
    expect(scriptureRef(1, null)).toBeNull();
    expect(scriptureRef(null, 221)).toBeNull();
    expect(scriptureRef(99, 221)).toBeNull();
    expect(scriptureRef(1, 0)).toBeNull();
    expect(scriptureRef(1, VERSE_MAX + 1)).toBeNull();
    expect(scriptureRef(1, 2.5)).toBeNull();
  });

  it("the panel's scripture component allows exactly the known book ids and verse numbers", () => {
    const component = JSON.parse(fs.readFileSync(path.resolve(__dirname, '../../../cms/src/components/studyroom/scripture.json'), 'utf8'));
    expect(component.attributes.bookId).toMatchObject({ type: 'integer', min: 1, max: Math.max(...SCRIPTURE_BOOKS.map((b) => b.id)) });
    expect(SCRIPTURE_BOOKS.map((b) => b.id)).toEqual(SCRIPTURE_BOOKS.map((_, i) => i + 1));
    expect(component.attributes.verse).toMatchObject({ type: 'integer', min: 1, max: VERSE_MAX });
  });
});

describe('display names and post types', () => {
  it('the dharma name when set, else the name, else a plain word', () => {
    expect(displayName('보현', '윤도현', '학인')).toBe('보현');
    expect(displayName('  ', '윤도현', '학인')).toBe('윤도현');
    expect(displayName(null, ' ', '학인')).toBe('학인');
  });
  it('only verse and story answers are posts', () => {
    expect(['check', 'text', 'verse', 'story'].filter(isPostType)).toEqual(['verse', 'story']);
  });
});

describe('the vote form', () => {
  const issue = (input: unknown) => {
    const parsed = voteSchema.safeParse(input);
    return parsed.success ? null : firstIssue(parsed.error);
  };
  it('takes a type and a post id (a form sends it as text)', () => {
    expect(voteSchema.parse({ type: 'verse', id: 12 })).toEqual({ type: 'verse', id: 12 });
    expect(voteSchema.parse({ type: 'story', id: '12' })).toEqual({ type: 'story', id: 12 });
  });
  it('refuses anything else with the Korean message', () => {
    for (const bad of [
      null,
      [],
      {},
      { type: 'verse' },
      { id: 3 },
      { type: 'text', id: 3 },
      { type: 'verse', id: 0 },
      { type: 'verse', id: -3 },
      { type: 'verse', id: 1.5 },
      { type: 'verse', id: true },
      { type: 'verse', id: '1e3' },
      { type: 'verse', id: '03' },
      { type: 'verse', id: 2 ** 31 },
      { type: 'verse', id: 3, extra: 1 },
    ]) {
      expect(issue(bad), JSON.stringify(bad)).toBe(messages.vote_payload_invalid);
    }
  });
  it('a board’s day, when one is named, is a day number; none named means the current day', () => {
    expect(versesQuerySchema.parse({ day: '4', other: 'x' })).toEqual({ day: 4 });
    expect(versesQuerySchema.parse({}).day).toBeUndefined();
    for (const bad of [{ day: '' }, { day: '0' }, { day: '1000' }, { day: 'x' }, { day: ['1', '2'] }]) {
      expect(versesQuerySchema.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
  });
});
