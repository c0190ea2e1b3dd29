import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@dharma/config/words';
import { sharedLearnerStack, type LearnerStack } from '../support/learners';

/**
 * The member page's API over HTTP against a real Strapi: one read with the learner's account,
 * membership and consents (each with the privacy policy version agreed to), and the edit of name,
 * phone and dharma name (normalised; bad input changes nothing; each learner only ever reads and
 * edits their own).
 */
let stack: LearnerStack;
type Learner = { token: string; id: number; email: string };
let alice: Learner;
let bob: Learner;
let policyVersion = '';

const signIn = async (email: string, name: string): Promise<Learner> => ({ ...(await stack.signedIn(email, name)), email });
const page = (who: Learner) => stack.call('GET', '/v1/member/page', { token: who.token });
const edit = (who: Learner, body: unknown) => stack.call('PATCH', '/v1/member', { token: who.token, body });
const row = (who: Learner) =>
  stack.cms.strapi.db.query('plugin::users-permissions.user').findOne({ where: { id: who.id }, select: ['name', 'phone', 'email'] });
const membershipRow = (who: Learner) =>
  stack.cms.strapi.db
    .query('plugin::enrolment.membership-application')
    .findOne({ where: { owner: who.id }, select: ['religionName', 'privacyPolicyVersion'] });

beforeAll(async () => {
  stack = await sharedLearnerStack('no-demo', { SEED_DEMO_CONTENT: 'false' });
  const policy = stack.cms.strapi.documents('api::privacy-policy.privacy-policy');
  const existing = await policy.findFirst({ status: 'published' });
  const draft =
    existing ??
    (await policy.create({
      data: {
        title: '개인정보 처리방침',
        version: 'v2030.1',
        effectiveDate: '2030-01-01',
        body: [{ type: 'paragraph', children: [{ type: 'text', text: '본문' }] }],
      } as never,
    }));
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
    expect(
      (await stack.call('POST', '/v1/applications', { token: alice.token, body: { religion_name: '보리행', agreed: true } })).status,
    ).toBe(200);
    expect((await stack.call('PATCH', '/v1/user/membership?number=20301234', { token: alice.token })).status).toBe(200);
    const res = await page(alice);
    expect(res.body.membership).toMatchObject({
      religion_name: '보리행',
      status: 'applied',
      membership_number: '20301234',
      privacy_policy_version: policyVersion,
    });
    expect(res.body.consents.map((c: any) => c.kind)).toEqual(['privacy', 'membership']);
    // The membership consent names the privacy policy published when she agreed, as the signup's does.
    expect(res.body.consents[1]).toMatchObject({ kind: 'membership', version: policyVersion });
    expect(Date.parse(res.body.consents[1].at)).not.toBeNaN();
    expect((await membershipRow(alice)).privacyPolicyVersion).toBe(policyVersion);
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
      [{ name: '😀' }, messages.name_unreadable],
      [{ name: '"' }, messages.name_unreadable],
      [{ name: '김앨리스', religion_name: '\u3164' }, messages.religion_name_unreadable],
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

describe('PATCH /v1/member: the dharma name', () => {
  it('changes, keeps when left out, and clears when empty, on the membership record', async () => {
    // Alice applied for membership above with 보리행.
    const changed = await edit(alice, { name: '김앨리스', phone: '010-1234-5678', religion_name: '  묘법화 ' });
    expect(changed.status).toBe(200);
    expect(changed.body.membership).toMatchObject({ religion_name: '묘법화', status: 'applied' });
    expect((await membershipRow(alice)).religionName).toBe('묘법화');
    // Other plugins (boards, certificates) now show her by it: they ask the enrolment service.
    const dharmaNames = (ids: number[]) =>
      stack.cms.strapi.plugin('enrolment').service('membership').dharmaNames(ids) as Promise<Map<number, string>>;
    expect((await dharmaNames([alice.id])).get(alice.id)).toBe('묘법화');

    const kept = await edit(alice, { name: '김앨리스', phone: '010-1234-5678' });
    expect(kept.body.membership.religion_name).toBe('묘법화');
    expect(
      await edit(alice, { name: '김앨리스', phone: '010-1234-5678', religion_name: 'ㄱ' }).then((r) => r.body.membership.religion_name),
    ).toBe('ㄱ');
    expect(
      await edit(alice, { name: '김앨리스', phone: '010-1234-5678', religion_name: '가'.repeat(30) }).then(
        (r) => r.body.membership.religion_name,
      ),
    ).toBe('가'.repeat(30));

    const cleared = await edit(alice, { name: '김앨리스', phone: '010-1234-5678', religion_name: '   ' });
    expect(cleared.status).toBe(200);
    expect(cleared.body.membership).toMatchObject({ religion_name: null, status: 'applied', membership_number: '20301234' });
    expect((await membershipRow(alice)).religionName).toBeNull();
    expect((await dharmaNames([alice.id])).has(alice.id)).toBe(false);
    await edit(alice, { name: '김앨리스', phone: '010-1234-5678', religion_name: '묘법화' });
  });

  it('refuses a bad dharma name in Korean and writes nothing, neither the name nor the phone sent with it', async () => {
    const cases: [unknown, string][] = [
      [{ name: '바뀐이름', phone: '01099998888', religion_name: '가'.repeat(31) }, messages.religion_name_too_long],
      [{ name: '바뀐이름', phone: '01099998888', religion_name: 42 }, messages.religion_name_required],
      [{ name: '바뀐이름', phone: '01099998888', religion_name: null }, messages.religion_name_required],
      [{ name: '', religion_name: '새법명' }, messages.name_required],
      [{ name: '바뀐이름', phone: '02-123-4567', religion_name: '새법명' }, messages.phone_invalid],
    ];
    for (const [body, message] of cases) {
      const res = await edit(alice, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error.message, JSON.stringify(body)).toBe(message);
    }
    expect(await row(alice)).toMatchObject({ name: '김앨리스', phone: '010-1234-5678' });
    expect((await membershipRow(alice)).religionName).toBe('묘법화');
  });

  it('refuses a dharma name to a learner without a membership record and writes nothing', async () => {
    const before = await row(bob);
    const res = await edit(bob, { name: '박새이름', phone: '01077778888', religion_name: '지혜' });
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe(messages.religion_name_needs_membership);
    expect(await row(bob)).toMatchObject({ name: before.name, phone: before.phone });
    expect(await membershipRow(bob)).toBeNull();
    // Clearing a dharma name he does not have is no change; the rest is saved.
    const cleared = await edit(bob, { name: '박밥', phone: before.phone ?? '', religion_name: '' });
    expect(cleared.status).toBe(200);
    expect(cleared.body.membership).toBeNull();
    expect(await membershipRow(bob)).toBeNull();
  });
});
