import type { Core } from '@strapi/strapi';
import {
  BEST_OF_LIMIT,
  classCode,
  dayWindow,
  parseCourseCode,
  scriptureBook,
  todayInKorea,
  voteRefusal,
  type BestPosts,
  type ClassBoard,
  lessonDate,
  openedLessons,
  type ClassPost,
  type DayPosts,
  type DayVotes,
  type PostType,
} from '@dharma/config/rules';
import { messages } from '@dharma/config/words';
import type { VoteInput } from '@dharma/config/contracts';
import { StudyroomError } from '../errors';
import { studyroom } from '../get-service';
import { learnersOf } from '../learners';
import { recentDay } from './rules';
import { postsRepository, type BoardPostRow } from '../repositories';
import type { Lesson } from '../types';

/** Who reads a board: a learner of the class, or staff (who read every class and never vote). */
export interface Reader {
  id: number;
  staff: boolean;
}

/**
 * Verses and stories as posts, and the votes on them. A board is read only by the learners of
 * the class and by staff (anyone else gets the class's 404, so nothing leaks); a vote is checked against the
 * voter's own class before anything is written. The hall of fame of a scripture verse gathers
 * the most-voted posts of every class.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const posts = postsRepository(strapi);
  const learners = learnersOf(strapi);
  const classes = () => studyroom(strapi).classes;

  const dayVotes = async (userId: number, courseCode: string, day: number): Promise<DayVotes> => {
    const [tallies, mine] = await Promise.all([posts.tallies(courseCode, day), posts.votesOf(userId, courseCode, day)]);
    const of = (type: PostType) => tallies.filter((t) => t.type === type).map((t) => ({ id: t.post, votes: t.votes }));
    return { day, verses: of('verse'), stories: of('story'), my_votes: mine };
  };

  /**
   * The class a board belongs to, as the reader may see it: a learner's own class (anyone else's
   * is the class's 404), or for staff any class by its code, with no term (staff do not vote).
   */
  const boardOf = async (
    reader: Reader,
    semester: string,
    course: string,
  ): Promise<{ courseCode: string; term: { termStart: string; termEnd: string } | null; lessons: Lesson[] }> => {
    if (!reader.staff) {
      const { row, lessons } = await classes().classOf(reader.id, semester, course);
      return { courseCode: row.courseCode, term: row, lessons };
    }
    const code = classCode(String(semester), String(course));
    if (!code) throw new StudyroomError('not_found', messages.class_not_found);
    const { catalog, level } = parseCourseCode(code)!;
    return { courseCode: code, term: null, lessons: await studyroom(strapi).lessons.ofCourse(catalog, level) };
  };

  const lessonOf = <T extends { number: number }>(lessons: T[], day: number): T => {
    const lesson = lessons.find((l) => l.number === day);
    if (!lesson) throw new StudyroomError('not_found', messages.day_not_found);
    return lesson;
  };

  return {
    /**
     * The posts of a class's day as `reader` sees them: the day page and the board call both
     * answer this. Votes are open only to a learner of the class (term given) while the day runs.
     */
    async dayPosts(
      reader: Reader,
      courseCode: string,
      term: { termStart: string; termEnd: string } | null,
      lesson: Pick<Lesson, 'number' | 'opensOnDay'>,
      today = todayInKorea(),
    ): Promise<DayPosts> {
      const day = lesson.number;
      const [rows, mine] = await Promise.all([posts.postsOfDay(courseCode, day), posts.votesOf(reader.id, courseCode, day)]);
      const names = await learners.displayNames(rows.map((r) => r.owner));
      const shape = (r: BoardPostRow): ClassPost => ({
        id: r.id,
        type: r.type,
        day: r.day,
        author: names.get(r.owner) ?? messages.author_unnamed,
        text: r.text,
        created_at: r.createdAt,
        votes: r.votes,
        mine: r.owner === reader.id,
        voted: mine[r.type] === r.id,
      });
      return {
        day,
        voting_open: term !== null && dayWindow(term, lesson.opensOnDay, today) === 'open',
        verses: rows.filter((r) => r.type === 'verse').map(shape),
        stories: rows.filter((r) => r.type === 'story').map(shape),
        my_votes: mine,
      };
    },

    /** GET /v2/classes/{semester}/{course}/verses?day=N: the day's verses and stories with their votes. */
    async board(reader: Reader, semester: string, course: string, day: number | undefined, today = todayInKorea()): Promise<DayPosts> {
      const { courseCode, term, lessons } = await boardOf(reader, semester, course);
      // No day named: the class's current one, the latest opened by today (staff, who have no term,
      // the course's last); before the first day opens there is none to show.
      const which =
        day ?? (term === null ? (lessons.length ? Math.max(...lessons.map((l) => l.number)) : null) : recentDay(term, lessons, today));
      if (which === null) throw new StudyroomError('not_found', messages.day_not_found);
      return this.dayPosts(reader, courseCode, term, lessonOf(lessons, which), today);
    },

    /**
     * GET /v2/classes/{semester}/{course}/board: the best verse and story of every day opened so far (most
     * votes, a tie going to the earlier post), latest day first. A day without posts still shows.
     */
    async classBoard(reader: Reader, semester: string, course: string, today = todayInKorea()): Promise<ClassBoard> {
      const { courseCode, term, lessons } = await boardOf(reader, semester, course);
      // Staff have no term of their own: every lesson of the course counts as opened for them.
      const opened = term === null ? lessons : openedLessons(term, lessons, today);
      const rows = await posts.bestOfDays(courseCode);
      const names = await learners.displayNames(rows.map((r) => r.owner));
      const shape = (r: BoardPostRow) => ({
        id: r.id,
        author: names.get(r.owner) ?? messages.author_unnamed,
        text: r.text,
        created_at: r.createdAt,
        votes: r.votes,
      });
      const bestOf = (day: number, type: PostType) => {
        const row = rows.find((r) => r.day === day && r.type === type);
        return row ? shape(row) : null;
      };
      return {
        course_name: courseCode,
        days: opened
          .map((l) => ({
            day: l.number,
            date: term ? lessonDate(term.termStart, l.opensOnDay) : null,
            title: l.title,
            verse: bestOf(l.number, 'verse'),
            story: bestOf(l.number, 'story'),
          }))
          .sort((a, b) => b.day - a.day),
      };
    },

    /** GET /v2/classes/{semester}/{course}/{day}/vote: the day's tallies and the reader's own votes. */
    async tally(reader: Reader, semester: string, course: string, day: number): Promise<DayVotes> {
      const { courseCode, lessons } = await boardOf(reader, semester, course);
      lessonOf(lessons, day);
      return dayVotes(reader.id, courseCode, day);
    },

    /**
     * POST /v2/classes/{semester}/{course}/vote {type, id}: casts the learner's vote of that type on the
     * post's day, or moves it there. Refused, with nothing written, for a post that is not a
     * shown post of the learner's class, of another type, their own, or after the term.
     */
    async vote(userId: number, semester: string, course: string, input: VoteInput, today = todayInKorea()): Promise<DayVotes> {
      const { row, lessons } = await classes().classOf(userId, semester, course, 'write');
      const post = await posts.post(input.id);
      const lesson = post ? lessons.find((l) => l.number === post.day) : undefined;
      const refusal = voteRefusal({
        voter: userId,
        courseCode: row.courseCode,
        type: input.type,
        post,
        term: row,
        opensOnDay: lesson?.opensOnDay ?? null,
        today,
      });
      if (refusal) throw new StudyroomError(refusal === 'post_not_found' ? 'not_found' : 'conflict', messages[refusal]);
      await posts.saveVote({ owner: userId, application: row.id, courseCode: row.courseCode }, post!.day, input.type, post!.id);
      return dayVotes(userId, row.courseCode, post!.day);
    },

    /** GET /v2/books/{id}/verses/best/{x} and /stories/best/{x}: a verse's most-voted posts. */
    async best(bookId: number, verse: number, type: PostType): Promise<BestPosts> {
      const book = scriptureBook(bookId);
      if (!book) throw new StudyroomError('not_found', messages.book_not_found);
      const rows = await posts.best(bookId, verse, type, BEST_OF_LIMIT);
      const names = await learners.displayNames(rows.map((r) => r.owner));
      return {
        book: { id: book.id, key: book.key, name: book.name },
        verse,
        type,
        posts: rows.map((r) => ({
          id: r.id,
          author: names.get(r.owner) ?? messages.author_unnamed,
          text: r.text,
          course_name: r.courseCode,
          created_at: r.createdAt,
          votes: r.votes,
        })),
      };
    },
  };
};
