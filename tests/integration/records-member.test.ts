import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@dharma/config';
import { startLearnerStack, type LearnerStack } from '../support/learners';

/**
 * The member page's API over HTTP against a real Strapi: one read with the learner's account,
 * membership and consents, and the edit of name and phone (normalised; bad input changes nothing;
 * each learner only ever reads and edits their own).
 */
let stack: LearnerStack;
type Learner = { token: string; id: number; email: string };
let alice: Learner;
let bob: Learner;
let policyVersion = '';

const signIn = async (email: string, name: string): Promise<Learner> => {
  const tokens = await stack.signIn(email, name);
  const user = await stack.cms.strapi.db.query('plugin::users-permissions.user').findOne({ where: { email } });
  return { token: tokens.access_token, id: user.id as number, email };
};
const page = (who: Learner) => stack.call('GET', '/v1/member/page', { token: who.token });
const edit = (who: Learner, body: unknown) => stack.call('PATCH', '/v1/member', { token: who.token, body });
const row = (who: Learner) => stack.cms.strapi.db.query('plugin::users-permissions.user').findOne({ where: { id: who.id }, select: ['name', 'phone', 'email'] });

beforeAll(async () => {
  stack = await startLearnerStack('records-member', { SEED_DEMO_CONTENT: 'false' });
  const policy = stack.cms.strapi.documents('api::privacy-policy.privacy-policy');
  const existing = await policy.findFirst({ status: 'published' });
  const draft = existing ?? (await policy.create({ data: { title: '개인정보 처리방침', version: 'v2030.1', effectiveDate: '2030-01-01', body: [{ type: 'paragraph', children: [{ type: 'text', text: '본문' }] }] } as never }));
  await policy.publish({ documentId: draft.documentId });
  const version = (await policy.findFirst({ status: 'published', fields: ['version'] })).version as string;
  expect(version).toMatch(/\S/);
  policyVersion = version;
  alice = await signIn(`member.alice.${Date.now()}@example.com`, '김앨리스');
  bob = await signIn(`member.bob.${Date.now()}@example.com`, '박밥');
});

afterAll(async () => {
  await stack?.stop();
});

describe('GET /v1/member/page', () => {
  it('shows the learner’s name, e-mail, no phone, no membership and the privacy consent with its version', async () => {
    const res = await page(alice);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ name: '김앨리스', email: alice.email, phone: null, membership: null });
    expect(res.body.consents).toHaveLength(1);
    expect(res.body.consents[0].kind).toBe('privacy');
    expect(res.body.consents[0].version).toBe(policyVersion);
    expect(Date.parse(res.body.consents[0].at)).not.toBeNaN();
  });

  it('shows the temple membership with its dharma name, status, number and consent once given', async () => {
    expect((await stack.call('POST', '/v1/applications', { token: alice.token, body: { religion_name: '보리행', agreed: true } })).status).toBe(200);
    expect((await stack.call('PATCH', '/v1/user/membership?number=20301234', { token: alice.token })).status).toBe(200);
    const res = await page(alice);
    expect(res.body.membership).toMatchObject({ religion_name: '보리행', status: 'applied', membership_number: '20301234' });
    expect(res.body.consents.map((c: any) => c.kind)).toEqual(['privacy', 'membership']);
    // Bob's page is his own.
    expect((await page(bob)).body).toMatchObject({ name: '박밥', membership: null });
  });

  it('keeps GET /v1/member as it was', async () => {
    const res = await stack.call('GET', '/v1/member', { token: alice.token });
    expect(res.body).toMatchObject({ username: '김앨리스', email: alice.email, roles: ['LEARNER'] });
  });

  it('refuses a visitor', async () => {
    expect((await stack.call('GET', '/v1/member/page')).status).toBe(401);
    expect((await stack.call('PATCH', '/v1/member', { body: { name: 'x' } })).status).toBe(401);
  });
});

describe('PATCH /v1/member', () => {
  it('saves the name and a phone in one stored form, whichever way it was typed', async () => {
    for (const [typed, stored] of [
      ['01012345678', '010-1234-5678'],
      ['010-9876-5432', '010-9876-5432'],
      [' 010 1111 2222 ', '010-1111-2222'],
      ['011-123-4567', '011-123-4567'],
    ]) {
      const res = await edit(alice, { name: '  김앨리스  ', phone: typed });
      expect(res.status, typed).toBe(200);
      expect(res.body).toMatchObject({ name: '김앨리스', phone: stored });
      expect((await row(alice)).phone).toBe(stored);
    }
  });

  it('clears the phone when it is left empty or left out', async () => {
    expect((await edit(alice, { name: '김앨리스', phone: '' })).body.phone).toBeNull();
    await edit(alice, { name: '김앨리스', phone: '01012345678' });
    expect((await edit(alice, { name: '김앨리스' })).body.phone).toBeNull();
    expect((await row(alice)).phone).toBeNull();
  });

  it('refuses bad input in Korean and changes nothing', async () => {
    await edit(alice, { name: '김앨리스', phone: '010-1234-5678' });
    const cases: [unknown, string][] = [
      [{ name: '', phone: '010-1234-5678' }, messages.name_required],
      [{ name: '   ' }, messages.name_required],
      [{ phone: '010-1234-5678' }, messages.name_required],
      [{ name: 'x'.repeat(51) }, messages.name_too_long],
      [{ name: 42 }, messages.name_required],
      [{ name: '다른이름', phone: '02-123-4567' }, messages.phone_invalid],
      [{ name: '다른이름', phone: '010-123-4567' }, messages.phone_invalid],
      [{ name: '다른이름', phone: '0101234567890' }, messages.phone_invalid],
      [{ name: '다른이름', phone: 'abc' }, messages.phone_invalid],
      [{ name: '다른이름', phone: 1012345678 }, messages.phone_invalid],
      [{ name: '다른이름', email: 'new@example.com' }, messages.member_payload_invalid],
      [{ name: '다른이름', id: bob.id }, messages.member_payload_invalid],
    ];
    for (const [body, message] of cases) {
      const res = await edit(alice, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error.message, JSON.stringify(body)).toBe(message);
    }
    expect(await row(alice)).toMatchObject({ name: '김앨리스', phone: '010-1234-5678', email: alice.email });
  });

  it('edits only the caller’s own account', async () => {
    await edit(bob, { name: '박밥', phone: '01055556666' });
    expect((await row(alice)).phone).toBe('010-1234-5678');
    expect((await row(bob)).phone).toBe('010-5555-6666');
  });
});
