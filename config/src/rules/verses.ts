import { dayWindow } from './studyroom';

/**
 * Verses, stories and votes. A learner's answer to a `verse` or `story` task is also a post that
 * the classmates of the same class read; each learner votes for one verse and one story a day.
 * Pure rules on rows already read; "today" is a Korean date passed in.
 */

/** The task types whose answers are posts, and the two kinds of vote. */
export const POST_TYPES = ['verse', 'story'] as const;
export type PostType = (typeof POST_TYPES)[number];

export function isPostType(type: string): type is PostType {
  return (POST_TYPES as readonly string[]).includes(type);
}

/**
 * The scripture books a lesson's passage can name by id, so that every post on one verse of one
 * book can be found across classes. Ids are stored on lessons and posts: never renumber one.
 * Until the scripture library holds the books, this list is the catalogue.
 */
export const SCRIPTURE_BOOKS = [
  { id: 1, key: 'dhammapada', name: '법구경' },
  { id: 2, key: 'lotussutra', name: '법화경' },
  { id: 3, key: 'diamond', name: '금강경' },
  { id: 4, key: 'heart', name: '반야심경' },
  { id: 5, key: 'suttanipata', name: '숫타니파타' },
] as const;
export type ScriptureBook = (typeof SCRIPTURE_BOOKS)[number];

export function scriptureBook(id: number): ScriptureBook | null {
  return SCRIPTURE_BOOKS.find((book) => book.id === id) ?? null;
}

/** The highest verse number a book id and verse pair may carry (the longest books stay below it). */
export const VERSE_MAX = 9999;

/**
 * A lesson's structured scripture reference, when an editor gave one: a known book and a verse
 * number. Anything else is no reference (the lesson still shows its free-text book and reference).
 */
export function scriptureRef(bookId: unknown, verse: unknown): { bookId: number; verse: number } | null {
  if (!Number.isInteger(bookId) || !Number.isInteger(verse)) return null;
  if (!scriptureBook(bookId as number) || (verse as number) < 1 || (verse as number) > VERSE_MAX) return null;
  return { bookId: bookId as number, verse: verse as number };
}

/** How many posts a book verse's hall of fame shows. */
export const BEST_OF_LIMIT = 10;

/** A post as the rules see it: whose, in which class and day, and whether staff hid it. */
export interface PostFacts {
  owner: number;
  courseCode: string;
  day: number;
  type: string;
  hidden: boolean;
}

/**
 * Why a vote is refused, or null when it may be stored. The order matters: a post the voter may
 * not see (missing, hidden, another class's) is "not found" before anything else is said about
 * it, so a vote never reveals that a post of another class exists.
 */
export type VoteRefusal = 'post_not_found' | 'vote_type_mismatch' | 'vote_own_post' | 'vote_closed';
export function voteRefusal(input: {
  voter: number;
  courseCode: string;
  type: PostType;
  post: PostFacts | null;
  /** The term of the voter's class and the term day the post's lesson opens (null: no such lesson now). */
  term: { termStart: string; termEnd: string };
  opensOnDay: number | null;
  today: string;
}): VoteRefusal | null {
  const { post } = input;
  if (!post || post.hidden || post.courseCode !== input.courseCode || input.opensOnDay === null) return 'post_not_found';
  if (post.type !== input.type) return 'vote_type_mismatch';
  if (post.owner === input.voter) return 'vote_own_post';
  // Votes are cast while the class runs: from the post's day to the term's last day.
  const window = dayWindow(input.term, input.opensOnDay, input.today);
  if (window === 'closed') return 'vote_closed';
  if (window === 'future') return 'post_not_found';
  return null;
}

/** A post as a board lists it (GET /v2/classes/{semester}/{course}/verses). Plain text: show it as text. */
export interface ClassPost {
  /** The post's id: the id of the task response it is. Votes name a post by this id. */
  id: number;
  type: PostType;
  day: number;
  /** The author's display name: their dharma name when they have one, else their name. */
  author: string;
  text: string;
  created_at: string;
  /** Votes the post has (hidden posts are never listed nor counted). */
  votes: number;
  /** Whether the signed-in learner wrote it (no vote for it then). */
  mine: boolean;
  /** Whether the signed-in learner's vote of its type is for it. */
  voted: boolean;
}

/** The learner's own vote of each type on one day: the post id, or null. */
export type MyVotes = Record<PostType, number | null>;

/** GET /v2/classes/{semester}/{course}/verses?day=N: both kinds of post of a day, oldest first. */
export interface DayPosts {
  day: number;
  /** Whether votes can be cast on this day now (the day has opened and the term runs). */
  voting_open: boolean;
  verses: ClassPost[];
  stories: ClassPost[];
  my_votes: MyVotes;
}

/** GET /v2/classes/{semester}/{course}/{day}/vote and POST …/vote: the day's tallies and the learner's votes. */
export interface DayVotes {
  day: number;
  /** Votes per post id, most votes first (only posts with votes, never hidden ones). */
  verses: { id: number; votes: number }[];
  stories: { id: number; votes: number }[];
  my_votes: MyVotes;
}

/** A day's best post on the class board: the most-voted (a tie going to the earlier post). */
export interface BoardPost {
  id: number;
  author: string;
  text: string;
  created_at: string;
  votes: number;
}

/** GET /v2/classes/{semester}/{course}/board: the best verse and story of each day opened so far, latest first. */
export interface ClassBoard {
  course_name: string;
  days: {
    day: number;
    /** The day's date in the reader's term (null for staff, who read a class without a term). */
    date: string | null;
    title: string;
    /** Null when no post of that kind has a vote yet. */
    verse: BoardPost | null;
    story: BoardPost | null;
  }[];
}

/** GET /v2/books/{id}/verses/best/{x} and /stories/best/{x}. */
export interface BestPosts {
  book: { id: number; key: string; name: string };
  verse: number;
  type: PostType;
  posts: { id: number; author: string; text: string; course_name: string; created_at: string; votes: number }[];
}

/**
 * A display name: the dharma name when set, else the name, else a plain word for a learner. The
 * enrolment plugin's membership.displayNames applies it for every plugin that shows a learner.
 */
export function displayName(dharmaName: string | null | undefined, name: string | null | undefined, fallback: string): string {
  return dharmaName?.trim() || name?.trim() || fallback;
}
