import type { Core } from '@strapi/strapi';
import { courseCode, isPostType, now, SCRIPTURE_BOOKS, scriptureRef, termRunsOn, todayInKorea, type PostType } from '@dharma/config/rules';
import { demoLessons } from './studyroom-data';
import { DEMO_LEARNER, ensureLearner, insertMany, pastLessons, runningSemester, seedClasses, type Semester } from './studyroom';
import type { SeedLesson, SeedSemester, SeedTask } from './types';

/**
 * The verse boards' demo: classmates of the demo learner in the running semester's dhammapada
 * class, who wrote their own verses and stories on the days they studied and voted for each
 * other's (and the demo learner's), so the boards and a verse's best posts are alive on the first
 * start. Computed from the seeding day like the rest of the study room's demo.
 */

const RESPONSE = 'plugin::studyroom.task-response';
const VOTE = 'plugin::studyroom.vote';
const APPLICATION = 'plugin::enrolment.application';
const MEMBERSHIP = 'plugin::enrolment.membership-application';
const SEMESTER = 'api::semester.semester';
const SCRIPTURE = 'studyroom.scripture';

/** The class the boards are shown in: the demo learner's dhammapada level 5. */
const BOARD_CLASS = { catalog: 'dhammapada', level: 5 } as const;

/** Classmates of the demo learner; two have a dharma name, which the boards show instead of the name. */
export const DEMO_CLASSMATES = [
  { email: 'sumin@example.com', name: '한수민', dharmaName: null },
  { email: 'dohyun@example.com', name: '윤도현', dharmaName: '보현' },
  { email: 'haeun@example.com', name: '서하은', dharmaName: null },
  { email: 'minjun@example.com', name: '장민준', dharmaName: '지안' },
  { email: 'seoyeon@example.com', name: '오서연', dharmaName: null },
] as const;

const shortTitle = (lesson: SeedLesson) => lesson.title.replace(/^.*– /, '');
const firstSentence = (lesson: SeedLesson) => (lesson.scripture?.passage.split('. ')[0] ?? lesson.title).replace(/\.$/, '');

/** Each classmate writes in their own voice, so no two posts of a day read alike. */
const VERSE_VOICES: ((lesson: SeedLesson) => string)[] = [
  (l) => `${firstSentence(l)}. 오늘은 이 말씀을 출근길에 세 번 되뇌었습니다.`,
  (l) => `제 말로 옮기면 이렇습니다. ${firstSentence(l)}. 어렵지만 한 걸음씩 해 보려 합니다.`,
  (l) => `「${shortTitle(l)}」 ${firstSentence(l)}. 가족에게 먼저 이 마음으로 대해 보겠습니다.`,
  (l) => `${firstSentence(l)}. 이 구절을 읽으며 지난주의 제 모습이 떠올라 부끄러웠습니다.`,
  (l) => `한 줄로 줄이면 "${shortTitle(l)}"입니다. ${firstSentence(l)}.`,
];

const STORY_VOICES: ((lesson: SeedLesson) => string)[] = [
  (l) => `「${shortTitle(l)}」의 이야기에서 주인공이 마음을 돌이키는 장면이 가장 오래 남았습니다.`,
  (l) => `이야기 속 스님들의 모습에서 제 직장 생활이 겹쳐 보였습니다. 「${shortTitle(l)}」을 오늘의 화두로 삼겠습니다.`,
  () => `부처님께서 꾸짖지 않고 이야기로 일러 주시는 방식이 따뜻했습니다. 저도 아이에게 그렇게 말해 보려 합니다.`,
  () => `처음에는 이야기의 인물이 답답했는데, 다시 읽으니 제 안에도 그 마음이 있었습니다.`,
  (l) => `「${shortTitle(l)}」 이야기를 읽고 작은 선행 하나를 오늘 바로 해 보았습니다.`,
];

function classmateWrites(k: number) {
  return (lesson: SeedLesson, task: SeedTask): string | null => {
    if (task.type === 'verse') return VERSE_VOICES[k % VERSE_VOICES.length](lesson);
    if (task.type === 'story') return STORY_VOICES[(k + lesson.number) % STORY_VOICES.length](lesson);
    if (task.type === 'check') return null;
    return '오늘도 15분을 끝까지 앉았습니다. 호흡이 조금 길어졌습니다.';
  };
}

/** A classmate's done days: three of every four past days, each classmate missing different ones. */
function classmateDoneDays(lessons: SeedLesson[], termStart: string, today: string, k: number): number[] {
  return pastLessons(lessons, termStart, today)
    .filter((_, i) => (i + k) % 4 !== 3)
    .map((l) => l.number);
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * Who votes for what on a day: each voter picks the day's favourite post of the type, some pick
 * the runner-up, and now and then a voter does not vote; nobody votes for their own post. The
 * same posts and voters always give the same votes.
 */
export function demoVotes(
  posts: { id: number; owner: number; day: number; type: PostType }[],
  voters: { owner: number; application: number }[],
): { voter: number; application: number; day: number; type: PostType; post: number }[] {
  const groups = new Map<string, typeof posts>();
  for (const post of [...posts].sort((a, b) => a.id - b.id)) {
    const key = `${post.day}:${post.type}`;
    groups.set(key, [...(groups.get(key) ?? []), post]);
  }
  const votes: ReturnType<typeof demoVotes> = [];
  for (const group of groups.values()) {
    const { day, type } = group[0];
    voters.forEach((voter, i) => {
      if ((day + i) % 5 === 4) return;
      const candidates = group.filter((p) => p.owner !== voter.owner);
      if (!candidates.length) return;
      const favourite = (day * 3 + (type === 'story' ? 1 : 0)) % candidates.length;
      const pick = i % 3 === 2 ? (favourite + 1) % candidates.length : favourite;
      votes.push({ voter: voter.owner, application: voter.application, day, type, post: candidates[pick].id });
    });
  }
  return votes;
}

/**
 * Lessons seeded before the scripture component had a book id and verse name a dhammapada verse
 * only in text ("제17품 분노품 제221게"): give them the structured reference the text states, in
 * their draft and published versions alike (so no editor's pending draft gets published). A
 * passage that already has a book id, or whose text names no verse, is left as it is.
 */
async function nameDhammapadaVerses(strapi: Core.Strapi): Promise<void> {
  const book = SCRIPTURE_BOOKS.find((b) => b.key === 'dhammapada')!;
  const passages = await strapi.db.query(SCRIPTURE).findMany({ where: { book: book.name, bookId: null }, select: ['id', 'reference'] });
  for (const passage of passages as { id: number; reference: string | null }[]) {
    const named = [...(passage.reference ?? '').matchAll(/제(\d+)게/g)].at(-1);
    const ref = named ? scriptureRef(book.id, Number(named[1])) : null;
    if (ref) await strapi.db.query(SCRIPTURE).update({ where: { id: passage.id }, data: ref });
  }
}

/** Seeds the boards' demo once (the caller's seed marker guards it); see the module's comment. */
export async function seedVerseBoards(
  strapi: Core.Strapi,
  template: SeedSemester,
  policyVersion: string | null,
  at: Date = now(),
): Promise<void> {
  await strapi.db.transaction(() => seedVerseBoardsNow(strapi, template, policyVersion, at));
}

async function seedVerseBoardsNow(strapi: Core.Strapi, template: SeedSemester, policyVersion: string | null, at: Date): Promise<void> {
  const today = todayInKorea(at);
  const code = runningSemester(template, at).code;
  const [semester] = (await strapi.documents(SEMESTER).findMany({ filters: { code }, limit: 1 } as never)) as unknown as Semester[];
  if (!semester || !termRunsOn(semester, today)) return;
  const lessons = demoLessons().filter((l) => l.catalog === BOARD_CLASS.catalog && l.level === BOARD_CLASS.level);
  const lessonsOf = (catalog: string, level: number) => demoLessons().filter((l) => l.catalog === catalog && l.level === level);
  const boardCode = courseCode(semester.code, BOARD_CLASS.catalog, BOARD_CLASS.level);

  await nameDhammapadaVerses(strapi);
  // Posts the demo learner wrote before lessons named their verse take the verse of their day.
  for (const lesson of lessons) {
    const ref =
      lesson.scripture?.bookId && lesson.scripture.verse ? { bookId: lesson.scripture.bookId, verse: lesson.scripture.verse } : null;
    if (!ref) continue;
    await strapi.db
      .query(RESPONSE)
      .updateMany({ where: { courseCode: boardCode, day: lesson.number, type: { $in: ['verse', 'story'] }, bookId: null }, data: ref });
  }

  let created = 0;
  for (const [k, mate] of DEMO_CLASSMATES.entries()) {
    const account = await ensureLearner(strapi, mate.email, mate.name, policyVersion);
    if (!account.created) continue;
    created += 1;
    if (mate.dharmaName) {
      await strapi.db
        .query(MEMBERSHIP)
        .create({ data: { owner: account.id, religionName: mate.dharmaName, agreed: true, consentedAt: at, status: 'approved' } });
    }
    const classes = [
      {
        catalog: 'sati',
        level: 3,
        category: 'required',
        kind: 'required',
        done: classmateDoneDays(lessonsOf('sati', 3), semester.termStart, today, k),
      },
      { ...BOARD_CLASS, category: 'daily', kind: 'apply', done: classmateDoneDays(lessons, semester.termStart, today, k) },
    ];
    await seedClasses(strapi, { id: account.id, name: mate.name }, semester, classes, lessonsOf, {
      firstTime: true,
      write: classmateWrites(k),
      optional: (day) => (day + k) % 2 === 0,
      finishedAt: (date) => new Date(`${date}T${pad(18 + (k % 5))}:${pad((k * 17) % 60)}:00+09:00`),
    });
  }
  if (!created) return;

  const members = await strapi.db
    .query(APPLICATION)
    .findMany({ where: { courseCode: boardCode, status: 'approved' }, select: ['id', 'owner'] });
  const demo = await strapi.db.query('plugin::users-permissions.user').findOne({ where: { email: DEMO_LEARNER.email }, select: ['id'] });
  const voters = members
    .map((m: { id: number; owner: number }) => ({ owner: Number(m.owner), application: Number(m.id) }))
    .sort(
      (a: { owner: number }, b: { owner: number }) => (a.owner === demo?.id ? 1 : 0) - (b.owner === demo?.id ? 1 : 0) || a.owner - b.owner,
    );
  const posts = (
    await strapi.db
      .query(RESPONSE)
      .findMany({ where: { courseCode: boardCode, type: { $in: ['verse', 'story'] } }, select: ['id', 'owner', 'day', 'type'] })
  )
    .filter((p: { type: string }) => isPostType(p.type))
    .map((p: { id: number; owner: number; day: number; type: PostType }) => ({
      id: Number(p.id),
      owner: Number(p.owner),
      day: Number(p.day),
      type: p.type,
    }));
  const stamp = new Date(`${today}T08:00:00+09:00`);
  await insertMany(
    strapi,
    VOTE,
    demoVotes(posts, voters).map((v) => ({ ...v, courseCode: boardCode, createdAt: stamp, updatedAt: stamp })),
  );
}
