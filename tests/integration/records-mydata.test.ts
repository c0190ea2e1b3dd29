import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { strFromU8, unzipSync } from 'fflate';
import { startLearnerStack, type LearnerStack } from '../support/learners';

/**
 * "Download my data" over HTTP against a real Strapi: the zip holds data.json and one CSV per
 * section (UTF-8 with a byte-order mark so Excel shows Korean), and only the learner's own data.
 */
let stack: LearnerStack;

async function download(token?: string) {
  const headers: Record<string, string> = { 'x-dharma-server-secret': stack.secret };
  if (token) headers.Authorization = `Bearer ${token}`;
  return fetch(`${stack.cms.url}/api/v1/me/data`, { headers });
}

beforeAll(async () => {
  stack = await startLearnerStack('records-mydata');
}, 120_000);
afterAll(async () => {
  await stack?.stop();
});

describe('GET /v1/me/data', () => {
  it('gives the learner a zip of their own data, Korean intact', async () => {
    const mine = await stack.signIn('mydata.own@example.com', '김보리');
    await stack.signIn('mydata.other@example.com', '이연꽃');
    const res = await download(mine.access_token);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/zip');
    expect(res.headers.get('content-disposition')).toMatch(/my-data-\d{4}-\d{2}-\d{2}\.zip/);
    const files = unzipSync(new Uint8Array(await res.arrayBuffer()));
    expect(Object.keys(files).sort()).toEqual(['answers.csv', 'applications.csv', 'calendar_feed.csv', 'certificates.csv', 'data.json', 'free_classes.csv', 'lifestyle_checks.csv', 'lifestyle_own_practices.csv', 'membership.csv', 'profile.csv', 'volunteer.csv', 'votes_given.csv']);
    const data = JSON.parse(strFromU8(files['data.json']));
    expect(data.profile).toEqual([expect.objectContaining({ name: '김보리', email: 'mydata.own@example.com' })]);
    const csv = strFromU8(files['profile.csv']);
    // The UTF-8 byte-order mark (a decoder drops it, so look at the bytes).
    expect([...files['profile.csv'].slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(csv).toContain('김보리');
    const everything = Object.values(files).map((f) => strFromU8(f)).join('\n');
    expect(everything).not.toContain('이연꽃');
    expect(everything).not.toContain('mydata.other@example.com');
  });

  it('refuses a visitor', async () => {
    expect((await download()).status).toBe(401);
  });
});
