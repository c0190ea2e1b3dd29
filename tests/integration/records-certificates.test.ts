import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@dharma/config/words';
import { startLearnerStack, type LearnerStack } from '../support/learners';
import { applicationRow, AUTUMN_2029, DHAMMAPADA, seedSummer2030 } from '../support/summer-2030';

/**
 * Certificates against a real Strapi: a course certificate for a COMPLETED class, the completion
 * certificate at 80 credits, the same code on every download, the public check, and the PDF
 * itself read back with poppler (pdftotext finds the Korean words, pdftoppm draws a page that
 * is not blank). Today is 2030-07-05; the autumn 2029 term is over.
 */
const at = (date: string) => `${date}T10:00:00+09:00`;
process.env.DHARMA_NOW = at('2030-07-05');
const SITE = 'https://school.example.org';

let stack: LearnerStack;
type Learner = { token: string; id: number };
let alice: Learner;
let bob: Learner;
let carol: Learner;
let aliceDone: number;
let aliceFailed: number;
const q = (uid: string) => stack.cms.strapi.db.query(uid);
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dharma-certificates-'));

const signIn = (name: string): Promise<Learner> => stack.signedIn(`${name}.${Date.now()}@example.com`, name);
function application(
  owner: number,
  semesterCode: string,
  category: 'daily' | 'lecture',
  courseCode: string,
  status: string,
): Promise<number> {
  const catalog = category === 'daily' ? 'dhammapada' : 'lotussutra';
  return applicationRow(stack.cms.strapi, owner, '학인', {
    semesterCode,
    category,
    catalog,
    courseCode,
    status,
    progress: status === 'completed' ? 70 : 20,
  });
}

/** Downloads a certificate PDF as the learner would: the bytes and the headers. */
async function download(who: Learner, key: string) {
  const res = await fetch(`${stack.cms.url}/api/v1/certificates/${key}/pdf`, {
    headers: { Authorization: `Bearer ${who.token}`, 'x-dharma-server-secret': stack.secret },
  });
  return {
    status: res.status,
    type: res.headers.get('content-type'),
    disposition: res.headers.get('content-disposition'),
    body: Buffer.from(await res.arrayBuffer()),
  };
}
const textOf = (pdf: Buffer) => {
  const file = path.join(dir, `c-${Date.now()}-${Math.random()}.pdf`);
  fs.writeFileSync(file, pdf);
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
};

beforeAll(async () => {
  stack = await startLearnerStack('records-certificates', { DHARMA_NOW: at('2030-07-05'), SEED_DEMO_CONTENT: 'false', SITE_URL: SITE });
  await seedSummer2030(stack.cms.strapi, {
    semesters: [AUTUMN_2029],
    families: [DHAMMAPADA, { key: 'lotussutra', name: '법화경', category: 'lecture', levels: [5] }],
    lessons: [],
  });
  alice = await signIn('김앨리스');
  bob = await signIn('박밥');
  carol = await signIn('최캐럴');
  aliceDone = await application(alice.id, '2029FA', 'daily', '2029FA-D5', 'completed');
  aliceFailed = await application(alice.id, '2029FA', 'lecture', '2029FA-L5', 'failed');
  // Carol has completed 27 daily classes over the years: 81 credits, past the 80 to complete.
  for (let year = 2001; year <= 2027; year++) await application(carol.id, `${year}SP`, 'daily', `${year}SP-D5`, 'completed');
});

afterAll(async () => {
  await stack?.stop();
  delete process.env.DHARMA_NOW;
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('course certificates', () => {
  it('lists a certificate for each completed class only', async () => {
    const res = await stack.call('GET', '/v1/certificates', { token: alice.token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      {
        key: `course-${aliceDone}`,
        kind: 'course',
        grade: aliceDone,
        title: '과정 이수증',
        course_name: '법구경 5단계',
        semester: '2029 가을학기',
        credits: 3,
        code: null,
      },
    ]);
    expect((await stack.call('GET', '/v1/certificates', { token: bob.token })).body).toEqual([]);
    expect((await stack.call('GET', '/v1/certificates')).status).toBe(401);
  });

  it('gives the PDF in a Korean font with the name, course, semester, credits and a code that stays the same', async () => {
    const first = await download(alice, `course-${aliceDone}`);
    expect(first.status).toBe(200);
    expect(first.type).toBe('application/pdf');
    expect(first.body.subarray(0, 5).toString()).toBe('%PDF-');
    expect(first.disposition).toContain(`filename*=UTF-8''${encodeURIComponent('과정 이수증')}`);
    const row = await q('plugin::records.certificate').findOne({ where: { owner: alice.id } });
    expect(row.code).toMatch(/^DS-[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}$/);

    const text = textOf(first.body);
    for (const words of [
      '과정 이수증',
      '김앨리스',
      '법구경 5단계 (2029FA-D5)',
      '2029 가을학기',
      '3학점',
      '담마스쿨',
      row.code,
      `${SITE}/certificates/${row.code}`,
    ])
      expect(text).toContain(words);

    // Drawn, not just written: page 1 rendered to PNG has ink on it.
    const pdfFile = path.join(dir, 'alice.pdf');
    fs.writeFileSync(pdfFile, first.body);
    execFileSync('pdftoppm', ['-png', '-r', '40', '-f', '1', '-l', '1', '-gray', pdfFile, path.join(dir, 'alice')]);
    const png = fs.readdirSync(dir).find((f) => f.startsWith('alice') && f.endsWith('.png'))!;
    expect(fs.statSync(path.join(dir, png)).size).toBeGreaterThan(5_000);

    const again = await download(alice, `course-${aliceDone}`);
    expect(textOf(again.body)).toContain(row.code);
    expect(await q('plugin::records.certificate').count({ where: { owner: alice.id } })).toBe(1);
  });

  it('refuses a class not completed, another learner’s class and a key that names nothing, and issues nothing', async () => {
    for (const [who, key] of [
      [alice, `course-${aliceFailed}`],
      [bob, `course-${aliceDone}`],
      [alice, 'course-abc'],
      [alice, 'completion'],
      [bob, 'completion'],
    ] as const) {
      const res = await download(who, key);
      expect(res.status, key).toBe(404);
      expect(JSON.parse(res.body.toString()).error.message).toBe(messages.certificate_not_found);
    }
    expect(await q('plugin::records.certificate').count({ where: { owner: bob.id } })).toBe(0);
    expect((await download({ token: '', id: 0 }, `course-${aliceDone}`)).status).toBe(401);
  });

  it('lets anyone check a code, showing the name partly hidden; an unknown code is refused', async () => {
    const row = await q('plugin::records.certificate').findOne({ where: { owner: alice.id } });
    const res = await stack.call('GET', `/v1/certificates/verify/${row.code}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      code: row.code,
      kind: 'course',
      title: '과정 이수증',
      name: '김**스',
      course: '법구경 5단계',
      semester: '2029 가을학기',
      credits: 3,
      issued_on: '2030-07-05',
    });
    for (const code of ['DS-2222-2222', 'not-a-code', `${row.code}x`]) {
      const refused = await stack.call('GET', `/v1/certificates/verify/${encodeURIComponent(code)}`);
      expect(refused.status).toBe(404);
      expect(refused.body.error.message).toBe(messages.certificate_code_unknown);
    }
  });
});

describe('the completion certificate', () => {
  it('is there once credits reach 80, issued once even when downloaded twice at the same moment', async () => {
    const list = await stack.call('GET', '/v1/certificates', { token: carol.token });
    expect(list.body.find((c: any) => c.kind === 'completion')).toMatchObject({
      key: 'completion',
      title: '수료증',
      credits: 81,
      code: null,
    });
    const [a, b] = await Promise.all([download(carol, 'completion'), download(carol, 'completion')]);
    expect([a.status, b.status]).toEqual([200, 200]);
    const rows = await q('plugin::records.certificate').findMany({ where: { owner: carol.id, subject: 'completion' } });
    expect(rows).toHaveLength(1);
    const text = textOf(a.body);
    for (const words of ['수료증', '최캐럴', '81학점', rows[0].code]) expect(text).toContain(words);
    expect(textOf(b.body)).toContain(rows[0].code);
  });
});
