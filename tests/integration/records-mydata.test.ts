import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { strFromU8, unzipSync } from 'fflate';
import { startLearnerStack, type LearnerStack } from '../support/learners';
import { applicationRow, seedSummer2030 } from '../support/summer-2030';

/**
 * "Download my data" over HTTP against a real Strapi: the zip holds data.json and one CSV per
 * section (UTF-8 with a byte-order mark so Excel shows Korean), and only the learner's own data.
 *
 * 김보리 has a row in every section, made the way the site makes it (the API): she answered and
 * posted a verse, voted for her classmate's, logged volunteer work, added and ticked her own
 * practice, applied for temple membership with her consent and a member number, turned on her
 * calendar feed and downloaded a certificate. Her grades (an approved and a completed class)
 * and a free class are rows staff would have approved, so the test writes them. Her classmate
 * 박남음 has rows of every kind too: none of them may be in her zip. Summer 2030, today day 5.
 */
const at = (date: string) => `${date}T10:00:00+09:00`;
process.env.DHARMA_NOW = at('2030-07-05');

const RESPONSE = 'plugin::studyroom.task-response';
const D5 = '/v2/classes/2030SU/D5';

const BORI = {
  email: 'mydata.own@example.com',
  name: '김보리',
  phone: '010-2468-1357',
  dharma: '묘덕화',
  number: '88776655',
  verse: '보리가 옮겨 적은 게송',
  volunteer: '보리의 연등 만들기 봉사',
  helper: 'bori.helper@example.com',
  practice: '보리의 백팔배',
};
const NAMEUM = {
  email: 'mydata.other@example.com',
  name: '박남음',
  phone: '010-9999-0000',
  dharma: '남음법명',
  number: '11223344',
  verse: '남음이 옮겨 적은 게송',
  volunteer: '남음의 도서관 봉사',
  helper: 'nameum.helper@example.com',
  practice: '남음의 좌선',
};

let stack: LearnerStack;
type Learner = { token: string; id: number };
let bori: Learner;
let nameum: Learner;
let boriDepositor: string;
let boriGrade: number;
let boriCompleted: number;
let nameumGrade: number;
let boriPost: number;
let nameumPost: number;
let boriPractice: number;
let policyVersion: string;
let files: Record<string, Uint8Array>;
let data: Record<string, Record<string, unknown>[]>;

const q = (uid: string) => stack.cms.strapi.db.query(uid);
const signIn = (email: string, name: string): Promise<Learner> => stack.signedIn(email, name);
const ok = async (method: string, path: string, who: Learner, body?: unknown) => {
  const res = await stack.call(method, path, { token: who.token, body });
  expect(res.status, `${method} ${path} ${JSON.stringify(res.body)}`).toBe(200);
  return res.body;
};

async function download(token?: string) {
  const headers: Record<string, string> = { 'x-dharma-server-secret': stack.secret };
  if (token) headers.Authorization = `Bearer ${token}`;
  return fetch(`${stack.cms.url}/api/v1/me/data`, { headers });
}

const application = (owner: number, name: string, data: Record<string, unknown>) => applicationRow(stack.cms.strapi, owner, name, data);

/** Everything a learner does on the site that leaves a personal row, through the API. */
async function liveAsLearner(who: Learner, person: typeof BORI, grade: number): Promise<void> {
  for (const day of [1, 2]) await ok('PATCH', `${D5}/tasks`, who, { type: 'check', task_id: `${day}:read`, response: true });
  await ok('PATCH', `${D5}/tasks`, who, { type: 'verse', task_id: '2:verse', response: person.verse });
  await ok('PATCH', '/v1/member', who, { name: person.name, phone: person.phone });
  await ok('POST', '/v1/applications', who, { religion_name: person.dharma, agreed: true });
  await ok('PATCH', `/v1/user/membership?number=${person.number}`, who);
  await ok('POST', `/v1/grade/${grade}/volunteer`, who, { date: '2030-07-03', hrs: 2, content: person.volunteer, email: person.helper });
  await ok('PATCH', `/v1/grade/${grade}/lifestyle`, who, { name: person.practice });
  const own = await q('plugin::records.own-practice').findOne({ where: { owner: who.id } });
  await ok('PATCH', `/v1/grade/${grade}/lifestyle/o${own.id}`, who, {});
  await ok('POST', '/v1/calendar/feed', who);
}

beforeAll(async () => {
  stack = await startLearnerStack('records-mydata', { DHARMA_NOW: at('2030-07-05'), SEED_DEMO_CONTENT: 'false' });
  const strapi = stack.cms.strapi;
  await seedSummer2030(strapi);
  // The consents name the privacy policy in force when they were given.
  const policy = strapi.documents('api::privacy-policy.privacy-policy');
  const draft =
    (await policy.findFirst({ status: 'published' })) ??
    (await policy.create({
      data: {
        title: '개인정보 처리방침',
        version: 'v2030.1',
        effectiveDate: '2030-01-01',
        body: [{ type: 'paragraph', children: [{ type: 'text', text: '본문' }] }],
      } as never,
    }));
  await policy.publish({ documentId: draft.documentId });
  policyVersion = (await policy.findFirst({ status: 'published', fields: ['version'] })).version as string;

  bori = await signIn(BORI.email, BORI.name);
  nameum = await signIn(NAMEUM.email, NAMEUM.name);
  boriGrade = await application(bori.id, BORI.name, { semesterCode: '2030SU', courseCode: '2030SU-D5', status: 'approved' });
  boriCompleted = await application(bori.id, BORI.name, {
    semesterCode: '2029FA',
    courseCode: '2029FA-D5',
    status: 'completed',
    progress: 90,
  });
  nameumGrade = await application(nameum.id, NAMEUM.name, { semesterCode: '2030SU', courseCode: '2030SU-D5', status: 'approved' });
  // The depositor name she was given when she applied for the summer (it carries her name).
  boriDepositor = (await stack.cms.strapi.plugin('enrolment').service('depositors').ensure(bori.id, '2030SU', BORI.name)).depositor;
  await q('plugin::enrolment.public-class-application').create({
    data: {
      owner: bori.id,
      learnerName: BORI.name,
      courseName: 'open-sati',
      startedAt: '2030-07-10',
      endedAt: '2030-07-12',
      status: 'applied',
    },
  });
  await q('plugin::enrolment.public-class-application').create({
    data: {
      owner: nameum.id,
      learnerName: NAMEUM.name,
      courseName: 'open-metta',
      startedAt: '2030-07-20',
      endedAt: '2030-07-22',
      status: 'applied',
    },
  });

  await liveAsLearner(bori, BORI, boriGrade);
  await liveAsLearner(nameum, NAMEUM, nameumGrade);
  boriPost = (await q(RESPONSE).findOne({ where: { owner: bori.id, day: 2, taskKey: 'verse' } })).id;
  nameumPost = (await q(RESPONSE).findOne({ where: { owner: nameum.id, day: 2, taskKey: 'verse' } })).id;
  // Each votes for the other's verse: hers is in her zip, his is not.
  await ok('POST', `${D5}/vote`, bori, { type: 'verse', id: nameumPost });
  await ok('POST', `${D5}/vote`, nameum, { type: 'verse', id: boriPost });
  boriPractice = (await q('plugin::records.own-practice').findOne({ where: { owner: bori.id } })).id;
  const pdf = await fetch(`${stack.cms.url}/api/v1/certificates/course-${boriCompleted}/pdf`, {
    headers: { Authorization: `Bearer ${bori.token}`, 'x-dharma-server-secret': stack.secret },
  });
  expect(pdf.status).toBe(200);

  const res = await download(bori.token);
  expect(res.status).toBe(200);
  files = unzipSync(new Uint8Array(await res.arrayBuffer()));
  data = JSON.parse(strFromU8(files['data.json']));
}, 180_000);

afterAll(async () => {
  await stack?.stop();
  delete process.env.DHARMA_NOW;
});

/** The CSV of a section as text, after checking it starts with the UTF-8 byte-order mark (a decoder drops it, so look at the bytes). */
function csvOf(section: string): string {
  const bytes = files[`${section}.csv`];
  expect(bytes, `${section}.csv`).toBeDefined();
  expect([...bytes.slice(0, 3)], `${section}.csv starts with the BOM`).toEqual([0xef, 0xbb, 0xbf]);
  return strFromU8(bytes);
}

describe('GET /v1/me/data', () => {
  it('gives the learner a zip of their own data, Korean intact', async () => {
    const res = await download(bori.token);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/zip');
    expect(res.headers.get('content-disposition')).toMatch(/my-data-\d{4}-\d{2}-\d{2}\.zip/);
    expect(Object.keys(files).sort()).toEqual([
      'answers.csv',
      'applications.csv',
      'calendar_feed.csv',
      'certificates.csv',
      'data.json',
      'depositor_names.csv',
      'free_classes.csv',
      'lifestyle_checks.csv',
      'lifestyle_own_practices.csv',
      'membership.csv',
      'notice_choices.csv',
      'notices.csv',
      'profile.csv',
      'volunteer.csv',
      'votes_given.csv',
    ]);
    expect(data.profile).toEqual([
      expect.objectContaining({ id: bori.id, name: BORI.name, email: BORI.email, phone: BORI.phone, privacyPolicyVersion: policyVersion }),
    ]);
    const csv = csvOf('profile');
    expect(csv).toContain(BORI.name);
    expect(csv).toContain(BORI.phone);
  });

  it('holds her membership with its consent and policy version, her grades and her free class', () => {
    expect(data.membership).toEqual([
      {
        religion_name: BORI.dharma,
        status: 'applied',
        membership_number: BORI.number,
        consented_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
        privacy_policy_version: policyVersion,
      },
    ]);
    expect(csvOf('membership')).toContain(`${BORI.dharma},applied,${BORI.number}`);

    const apps = data.applications.map((a) => [a.id, a.courseCode, a.status]);
    expect(apps).toEqual(
      expect.arrayContaining([
        [boriGrade, '2030SU-D5', 'approved'],
        [boriCompleted, '2029FA-D5', 'completed'],
      ]),
    );
    expect(apps).toHaveLength(2);
    const applications = csvOf('applications');
    expect(applications).toContain('2030SU-D5');
    expect(applications).toContain('2029FA-D5');

    expect(data.depositor_names).toEqual([{ semester: '2030SU', depositor: boriDepositor }]);
    expect(csvOf('depositor_names')).toContain(boriDepositor);

    expect(data.free_classes).toEqual([expect.objectContaining({ status: 'applied' })]);
    expect(JSON.stringify(data.free_classes)).toContain('open-sati');
    expect(csvOf('free_classes')).toContain('open-sati');
  });

  it('holds her task answers with the verse she posted, and the vote she gave (by post id, not author)', () => {
    expect(data.answers).toEqual([
      expect.objectContaining({ course_code: '2030SU-D5', day: 1, task_key: 'read', type: 'check' }),
      expect.objectContaining({ course_code: '2030SU-D5', day: 2, task_key: 'read', type: 'check' }),
      expect.objectContaining({ course_code: '2030SU-D5', day: 2, task_key: 'verse', type: 'verse', response: BORI.verse }),
    ]);
    expect(csvOf('answers')).toContain(BORI.verse);
    expect(data.votes_given).toEqual([{ course_code: '2030SU-D5', day: 2, type: 'verse', post: nameumPost }]);
    expect(csvOf('votes_given')).toContain(`2030SU-D5,2,verse,${nameumPost}`);
  });

  it('holds her volunteer entry, her own practice and today’s tick of it', () => {
    expect(data.volunteer).toEqual([
      { grade: boriGrade, date: '2030-07-03', hours: 2, content: BORI.volunteer, email: BORI.helper, confirmed_at: null },
    ]);
    const volunteer = csvOf('volunteer');
    expect(volunteer).toContain(BORI.volunteer);
    expect(volunteer).toContain(BORI.helper);
    expect(data.lifestyle_own_practices).toEqual([{ application: boriGrade, name: BORI.practice, etc: null }]);
    expect(csvOf('lifestyle_own_practices')).toContain(BORI.practice);
    expect(data.lifestyle_checks).toEqual([{ application: boriGrade, item: `o${boriPractice}`, day: '2030-07-05' }]);
    expect(csvOf('lifestyle_checks')).toContain(`${boriGrade},o${boriPractice},2030-07-05`);
  });

  it('holds her calendar feed (on, never the secret address) and her certificate', async () => {
    expect(data.calendar_feed).toEqual([{ private_feed: 'on' }]);
    expect(csvOf('calendar_feed')).toContain('on');
    const issued = await q('plugin::records.certificate').findOne({ where: { owner: bori.id } });
    expect(data.certificates).toEqual([
      expect.objectContaining({ code: issued.code, course_code: '2029FA-D5', semester: '2029 가을학기' }),
    ]);
    expect(csvOf('certificates')).toContain(issued.code);
  });

  it('holds nothing of her classmate’s, though he has a row of every kind', async () => {
    // His rows are really there (else their absence proves nothing).
    expect(await q('plugin::records.volunteer-entry').count({ where: { owner: nameum.id } })).toBe(1);
    expect(await q('plugin::enrolment.membership-application').count({ where: { owner: nameum.id } })).toBe(1);
    expect(await q('plugin::studyroom.vote').count({ where: { voter: nameum.id } })).toBe(1);
    const everything = Object.values(files)
      .map((f) => strFromU8(f))
      .join('\n');
    for (const text of [...Object.values(NAMEUM), 'open-metta']) expect(everything, text).not.toContain(text);
    expect(data.applications.map((a) => a.id)).not.toContain(nameumGrade);
    // His vote for her verse is his data, not hers.
    expect(data.votes_given.map((v) => v.post)).not.toContain(boriPost);
    // And his own download is his alone.
    const his = unzipSync(new Uint8Array(await (await download(nameum.token)).arrayBuffer()));
    const hisText = Object.values(his)
      .map((f) => strFromU8(f))
      .join('\n');
    expect(hisText).toContain(NAMEUM.verse);
    for (const text of Object.values(BORI)) expect(hisText, text).not.toContain(text);
  });

  it('is named with the Korean day: at 00:30 in Seoul (15:30 UTC the day before), that day', async () => {
    process.env.DHARMA_NOW = '2030-07-06T00:30:00+09:00';
    try {
      const res = await download(bori.token);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-disposition')).toBe('attachment; filename="my-data-2030-07-06.zip"');
    } finally {
      process.env.DHARMA_NOW = at('2030-07-05');
    }
  });

  it('refuses a visitor', async () => {
    expect((await download()).status).toBe(401);
  });
});
