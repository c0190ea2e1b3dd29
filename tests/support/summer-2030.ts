/**
 * The small school the learner-records tests share: autumn 2029 (finished) and summer 2030
 * (term 2030-07-01 … 07-28) as semesters, the dhammapada family with level 5, and the first three
 * days of its lessons (a check and a verse task each), published as editors publish them.
 */
export async function seedSummer2030(strapi: any): Promise<void> {
  for (const [code, label, termStart, termEnd] of [['2029FA', '2029 가을학기', '2029-09-01', '2029-11-23'], ['2030SU', '2030 여름학기', '2030-07-01', '2030-07-28']]) {
    await strapi.documents('api::semester.semester').create({
      data: { code, label, termStart, termEnd, applyStart: '2029-06-01', applyEnd: '2029-06-20', registrationFee: 100000, admissionFee: 30000, bankAccount: '농협 000-0000', paymentDue: '2029-06-20' },
    });
  }
  await strapi.documents('api::course-family.course-family').create({ data: { key: 'dhammapada', name: '법구경', category: 'daily', days: 28, levels: [{ level: 5 }] }, status: 'published' });
  const tasks = [
    { key: 'read', type: 'check', prompt: '읽었습니다', required: true },
    { key: 'verse', type: 'verse', prompt: '게송을 옮겨 적어 보세요', required: true },
  ];
  for (const day of [1, 2, 3]) {
    const draft = await strapi.documents('plugin::studyroom.lesson').create({
      data: { catalog: 'dhammapada', level: 5, number: day, opensOnDay: day, title: `${day}일차`, scripture: { book: '법구경', reference: `제${220 + day}게`, passage: '게송', bookId: 1, verse: 220 + day }, tasks },
    });
    await strapi.documents('plugin::studyroom.lesson').publish({ documentId: draft.documentId });
  }
}

/**
 * An application row as staff approval or the term result leaves it (dhammapada 5, daily,
 * unless `data` says otherwise), written directly: these tests are about what follows from it.
 */
export async function applicationRow(strapi: any, owner: number, name: string, data: Record<string, unknown>): Promise<number> {
  const row = await strapi.db
    .query('plugin::enrolment.application')
    .create({ data: { owner, learnerName: name, category: 'daily', catalog: 'dhammapada', level: 5, kind: 'apply', progress: 0, amountDue: 0, ...data } });
  return row.id as number;
}
