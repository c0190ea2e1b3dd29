/**
 * The small school the learner-records tests share: autumn 2029 (finished) and summer 2030
 * (term 2030-07-01 … 07-28) as semesters, the dhammapada family with level 5, and the first three
 * days of its lessons (a check and a verse task each), published as editors publish them. A test
 * that needs another school names its own semesters, families or lessons through the options.
 */

/** Summer 2030: term 2030-07-01 … 07-28 after applications 06-01 … 06-20, 130,000 won in fees. */
export const SUMMER_2030 = {
  code: '2030SU',
  label: '2030 여름학기',
  termStart: '2030-07-01',
  termEnd: '2030-07-28',
  applyStart: '2030-06-01',
  applyEnd: '2030-06-20',
  registrationFee: 100000,
  admissionFee: 30000,
  bankAccount: '농협 000-0000',
  paymentDue: '2030-06-20',
};

/** Autumn 2029, over by summer 2030: term 2029-09-01 … 11-23 after applications 08-01 … 08-20. */
export const AUTUMN_2029 = {
  ...SUMMER_2030,
  code: '2029FA',
  label: '2029 가을학기',
  termStart: '2029-09-01',
  termEnd: '2029-11-23',
  applyStart: '2029-08-01',
  applyEnd: '2029-08-20',
  paymentDue: '2029-08-20',
};

export type Semester = typeof SUMMER_2030;

export interface Family {
  key: string;
  name: string;
  category: 'daily' | 'lecture';
  levels: number[];
}

/** Dhammapada level 5, the daily course every one of these tests studies. */
export const DHAMMAPADA: Family = { key: 'dhammapada', name: '법구경', category: 'daily', levels: [5] };

/** A check and a verse to copy, both required: what a day of dhammapada asks here. */
export const VERSE_TASKS = [
  { key: 'read', type: 'check', prompt: '읽었습니다', required: true },
  { key: 'verse', type: 'verse', prompt: '게송을 옮겨 적어 보세요', required: true },
];

/** Day `day` of dhammapada 5: opens on that term day, on verse 220 + day. */
export const verseLesson = (day: number) => ({
  catalog: 'dhammapada',
  level: 5,
  number: day,
  opensOnDay: day,
  title: `${day}일차`,
  scripture: { book: '법구경', reference: `제${220 + day}게`, passage: '게송', bookId: 1, verse: 220 + day },
  tasks: VERSE_TASKS,
});

export interface SchoolOptions {
  /** Written in this order; by default autumn 2029 and summer 2030 with one shared application window. */
  semesters?: Semester[];
  /** Published; by default dhammapada 5. */
  families?: Family[];
  /** Published, in this order; by default days 1–3 of dhammapada 5 (`verseLesson`). */
  lessons?: object[];
}

// The window the first tests on this school were written with: none of them applies, so both
// semesters share it.
const SHARED_WINDOW = { applyStart: '2029-06-01', applyEnd: '2029-06-20', paymentDue: '2029-06-20' };

export async function seedSummer2030(strapi: any, options: SchoolOptions = {}): Promise<void> {
  const {
    semesters = [
      { ...AUTUMN_2029, ...SHARED_WINDOW },
      { ...SUMMER_2030, ...SHARED_WINDOW },
    ],
    families = [DHAMMAPADA],
    lessons = [1, 2, 3].map(verseLesson),
  } = options;
  for (const data of semesters) await strapi.documents('api::semester.semester').create({ data });
  for (const { levels, ...family } of families) {
    await strapi
      .documents('api::course-family.course-family')
      .create({ data: { ...family, days: 28, levels: levels.map((level) => ({ level })) }, status: 'published' });
  }
  await publishLessons(strapi, lessons);
}

/** Creates each lesson and publishes it, as an editor does. */
export async function publishLessons(strapi: any, lessons: object[]): Promise<void> {
  const documents = strapi.documents('plugin::studyroom.lesson');
  for (const data of lessons) {
    const draft = await documents.create({ data });
    await documents.publish({ documentId: draft.documentId });
  }
}

/**
 * An application row as staff approval or the term result leaves it (dhammapada 5, daily,
 * unless `data` says otherwise), written directly: these tests are about what follows from it.
 */
export async function applicationRow(strapi: any, owner: number, name: string, data: Record<string, unknown>): Promise<number> {
  const row = await strapi.db.query('plugin::enrolment.application').create({
    data: {
      owner,
      learnerName: name,
      category: 'daily',
      catalog: 'dhammapada',
      level: 5,
      kind: 'apply',
      progress: 0,
      amountDue: 0,
      ...data,
    },
  });
  return row.id as number;
}
