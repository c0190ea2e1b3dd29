import crypto from 'node:crypto';
import { Schema } from 'effect';
import {
  SolapiMessageService,
  addMessageResponseSchema,
  groupMessageResponseSchema,
  removeGroupMessagesResponseSchema,
  type RequestSendOneMessageSchema,
} from 'solapi';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { routeSolapiTo } from '../../cms-plugins/notices/server/src/channels/stand-in-route';
import { smsBytes, startSolapiStandIn, type SolapiStandIn } from './index.mjs';

/**
 * The SOLAPI stand-in spoken to by the real solapi SDK (6.0.1), its calls routed to the stand-in
 * by routeSolapiTo as the CMS routes them: what the SDK sends is what the stand-in judges, and
 * what the stand-in answers must decode through the SDK's own response schemas.
 */
const KEY = 'test-solapi-key';
const SECRET = 'test-solapi-secret-0123456789';
const PFID = 'KA01PF-TEST-DHARMA';
const SENDER = '0212345678';
const TEMPLATES = {
  CLASS_SOON: '#{이름}님, #{수업} 수업이 #{시각}에 시작합니다.',
  TERM_NOTICE:
    '#{이름}님, 다음 학기 안내입니다.\n#{안내}\n수강 신청은 사이트의 내 수업에서 하실 수 있습니다. 문의는 종무소로 연락 주십시오.',
};

let standIn: SolapiStandIn;
let unroute: () => Promise<void>;
const solapi = new SolapiMessageService(KEY, SECRET);

beforeAll(async () => {
  standIn = await startSolapiStandIn({ apiKey: KEY, apiSecret: SECRET, pfId: PFID, sender: SENDER, templates: TEMPLATES });
  unroute = routeSolapiTo(standIn.url);
});
afterAll(async () => {
  await unroute?.();
  await standIn?.stop();
});
beforeEach(() => standIn.reset());

function ata(
  to: string,
  templateId: keyof typeof TEMPLATES | string,
  variables: Record<string, string>,
  more: Partial<RequestSendOneMessageSchema> = {},
) {
  return { to, from: SENDER, type: 'ATA', kakaoOptions: { pfId: PFID, templateId, variables }, ...more } as RequestSendOneMessageSchema;
}

const soon = { 이름: '지현', 수업: '초심자 명상', 시각: '10:00' };
const decodes = (schema: Schema.Schema.AnyNoContext, value: unknown) =>
  Schema.decodeUnknownSync(schema, { onExcessProperty: 'preserve' })(value);

/** Every message of the group, through the SDK's paging. */
async function listAll(groupId: string) {
  const all = [];
  let startKey: string | undefined;
  do {
    const page = await solapi.getGroupMessages(groupId, { limit: 2, ...(startKey ? { startKey } : {}) });
    all.push(...Object.values(page.messageList));
    startKey = page.nextKey ?? undefined;
  } while (startKey);
  return all;
}

describe('through the real SDK', () => {
  test('an ATA whose variables fill its template: created, added, sent, read back with its customFields; the phone gets the filled template', async () => {
    const groupId = await solapi.createGroup(false, undefined, { notice: 'n-1' });
    expect(groupId).toMatch(/^G4V\d{14}[A-Z]{15}$/);

    const added = await solapi.addMessagesToGroup(groupId, [
      ata('010-1234-5678', 'CLASS_SOON', soon, { customFields: { delivery: 'd-1' } }),
    ]);
    expect(decodes(addMessageResponseSchema, added)).toMatchObject({
      errorCount: '0',
      resultList: [{ to: '01012345678', statusCode: '2000' }],
    });
    const before = await solapi.getGroup(groupId);
    expect(before.status).toBe('PENDING');
    expect(before.count).toMatchObject({ total: 1, registeredSuccess: 1, registeredFailed: 0, sentTotal: 0 });
    expect(standIn.delivered()).toEqual([]);

    const sent = await solapi.sendGroup(groupId);
    expect(decodes(groupMessageResponseSchema, sent)).toMatchObject({ groupId, status: 'COMPLETE' });

    const group = await solapi.getGroup(groupId);
    expect(group.status).toBe('COMPLETE');
    expect(group.count).toMatchObject({ total: 1, sentTotal: 1, sentSuccess: 1, sentFailed: 0, sentReplacement: 0 });
    const [message] = await listAll(groupId);
    expect(message).toMatchObject({
      to: '01012345678',
      type: 'ATA',
      statusCode: '4000',
      replacement: false,
      customFields: { delivery: 'd-1' },
    });

    expect(standIn.delivered()).toEqual([
      {
        to: '01012345678',
        type: 'ATA',
        templateId: 'CLASS_SOON',
        variables: { '#{이름}': '지현', '#{수업}': '초심자 명상', '#{시각}': '10:00' },
        text: '지현님, 초심자 명상 수업이 10:00에 시작합니다.',
        customFields: { delivery: 'd-1' },
        groupId,
        messageId: message.messageId,
      },
    ]);
  });

  test('to a number without KakaoTalk the provider falls back to SMS or LMS by length, and not at all when disableSms', async () => {
    const term = { 이름: '지현', 안내: '가을 학기는 9월 1일에 시작합니다.' };
    expect(smsBytes('지현님, 초심자 명상 수업이 10:00에 시작합니다.')).toBeLessThanOrEqual(90);
    standIn.noKakao('01011110001');
    standIn.noKakao('010-1111-0002');
    standIn.noKakao('01011110003');
    const groupId = await solapi.createGroup();
    await solapi.addMessagesToGroup(groupId, [
      ata('01011110001', 'CLASS_SOON', soon),
      ata('01011110002', 'TERM_NOTICE', term),
      ata('01011110003', 'CLASS_SOON', soon, { kakaoOptions: { pfId: PFID, templateId: 'CLASS_SOON', variables: soon, disableSms: true } }),
      ata('01022220004', 'CLASS_SOON', soon),
    ]);
    await solapi.sendGroup(groupId);

    const byNumber = Object.fromEntries((await listAll(groupId)).map((m) => [m.to, m]));
    expect(byNumber['01011110001']).toMatchObject({ type: 'SMS', statusCode: '4000', replacement: true });
    expect(byNumber['01011110002']).toMatchObject({ type: 'LMS', statusCode: '4000', replacement: true });
    expect(byNumber['01011110003']).toMatchObject({ type: 'ATA', statusCode: '3104', reason: '카카오톡 미사용자', replacement: false });
    expect(byNumber['01022220004']).toMatchObject({ type: 'ATA', statusCode: '4000', replacement: false });
    expect((await solapi.getGroup(groupId)).count).toMatchObject({ sentTotal: 4, sentSuccess: 3, sentFailed: 1, sentReplacement: 2 });

    expect(standIn.delivered().map(({ to, type, text }) => ({ to, type, text }))).toEqual([
      { to: '01011110001', type: 'SMS', text: '지현님, 초심자 명상 수업이 10:00에 시작합니다.' },
      { to: '01011110002', type: 'LMS', text: expect.stringContaining('가을 학기는 9월 1일에 시작합니다.') },
      { to: '01022220004', type: 'ATA', text: '지현님, 초심자 명상 수업이 10:00에 시작합니다.' },
    ]);
  });

  test('a missing or an extra variable, an unknown template, another channel or sender: each a failed message of its own; the rest is sent', async () => {
    const groupId = await solapi.createGroup();
    const added = await solapi.addMessagesToGroup(groupId, [
      ata('01033330001', 'CLASS_SOON', soon),
      ata('01033330002', 'CLASS_SOON', { 이름: '지현', 수업: '초심자 명상' }),
      ata('01033330003', 'CLASS_SOON', { ...soon, 장소: '법당' }),
      ata('01033330004', 'NO_SUCH_TEMPLATE', soon),
      ata('01033330005', 'CLASS_SOON', soon, { kakaoOptions: { pfId: 'KA01PF-SOMEONE-ELSE', templateId: 'CLASS_SOON', variables: soon } }),
      ata('01033330006', 'CLASS_SOON', soon, { from: '0299999999' }),
      ata('0103333', 'CLASS_SOON', soon),
    ]);
    expect(decodes(addMessageResponseSchema, added)).toMatchObject({ errorCount: '6' });
    expect(added.resultList.map((r) => r.statusCode)).toEqual(['2000', '1043', '1043', '1042', '1041', '1062', '1011']);
    expect(added.resultList[1].statusMessage).toContain('#{시각}');
    expect(added.resultList[2].statusMessage).toContain('#{장소}');

    await solapi.sendGroup(groupId);
    expect((await solapi.getGroup(groupId)).count).toMatchObject({
      total: 7,
      registeredSuccess: 1,
      registeredFailed: 6,
      sentTotal: 1,
      sentSuccess: 1,
    });
    expect(standIn.delivered().map((d) => d.to)).toEqual(['01033330001']);
  });

  test('a group is sent once: sending it again, or sending a group with no messages, is refused; an unknown group is not found', async () => {
    const groupId = await solapi.createGroup();
    await expect(solapi.sendGroup(groupId)).rejects.toMatchObject({ _tag: 'ClientError', httpStatus: 404, errorCode: 'ResourceNotFound' });
    await solapi.addMessagesToGroup(groupId, [ata('01044440001', 'CLASS_SOON', soon)]);
    await solapi.sendGroup(groupId);
    await expect(solapi.sendGroup(groupId)).rejects.toMatchObject({ _tag: 'ClientError', httpStatus: 400, errorCode: 'ValidationError' });
    await expect(solapi.addMessagesToGroup(groupId, [ata('01044440002', 'CLASS_SOON', soon)])).rejects.toMatchObject({ httpStatus: 400 });
    await expect(solapi.getGroup('G4V20300101000000NOSUCHGROUPXXXX')).rejects.toMatchObject({
      httpStatus: 404,
      errorCode: 'ResourceNotFound',
    });
    expect(standIn.delivered()).toHaveLength(1);
  });
});

describe('signatures', () => {
  test('a wrong secret or key is refused (the SDK throws) and nothing is created', async () => {
    await expect(new SolapiMessageService(KEY, 'not-the-secret').createGroup()).rejects.toMatchObject({
      _tag: 'ClientError',
      httpStatus: 403,
      errorCode: 'SignatureDoesNotMatch',
    });
    await expect(new SolapiMessageService('someone-else', SECRET).createGroup()).rejects.toMatchObject({ errorCode: 'InvalidAPIKey' });
    expect(standIn.groups()).toEqual([]);
    expect(standIn.requests.map((r) => [r.operation, r.authorised, r.refusal])).toEqual([
      ['create', false, 'SignatureDoesNotMatch'],
      ['create', false, 'InvalidAPIKey'],
    ]);
  });

  function header(date: string, salt = crypto.randomBytes(16).toString('hex')) {
    const signature = crypto
      .createHmac('sha256', SECRET)
      .update(date + salt)
      .digest('hex');
    return `HMAC-SHA256 apiKey=${KEY}, date=${date}, salt=${salt}, signature=${signature}`;
  }
  const create = (authorization: string, body: string = '{}') =>
    fetch(`${standIn.url}/messages/v4/groups`, { method: 'POST', headers: { authorization, 'content-type': 'application/json' }, body });

  test('a signature used twice, a date more than 15 minutes off, a body over 1 MB: each refused', async () => {
    const once = header(new Date().toISOString());
    expect((await create(once)).status).toBe(200);
    const again = await create(once);
    expect([again.status, (await again.json()).errorCode]).toEqual([403, 'DuplicatedSignature']);
    const stale = await create(header(new Date(Date.now() - 16 * 60_000).toISOString()));
    expect([stale.status, (await stale.json()).errorCode]).toEqual([403, 'RequestTimeTooSkewed']);
    const big = await create(header(new Date().toISOString()), JSON.stringify({ customFields: { x: 'x'.repeat(1024 * 1024) } }));
    expect(big.status).toBe(413);
    expect(standIn.groups()).toHaveLength(1);
  });
});

describe('faults', () => {
  test('an add whose answer was lost (reset after the work): the SDK posts it again and the group holds the messages twice, visible before sending', async () => {
    const groupId = await solapi.createGroup(true);
    standIn.fail({ on: 'add', mode: 'reset-after' });
    await solapi.addMessagesToGroup(groupId, [ata('01055550001', 'CLASS_SOON', soon, { customFields: { delivery: 'd-7' } })]);
    expect(standIn.requests.filter((r) => r.operation === 'add').map((r) => r.fault)).toEqual(['reset-after', undefined]);

    const copies = (await listAll(groupId)).filter((m) => m.customFields?.delivery === 'd-7');
    expect(copies).toHaveLength(2);
    expect((await solapi.getGroup(groupId)).count).toMatchObject({ total: 2, registeredSuccess: 2 });

    // What re-reading the group before sending is for: the copy removed, the phone gets one message.
    const removed = await solapi.removeGroupMessages(groupId, [copies[1].messageId!]);
    expect(decodes(removeGroupMessagesResponseSchema, removed)).toMatchObject({ errorCount: 0, resultList: [{ resultCode: 'Success' }] });
    await solapi.sendGroup(groupId);
    expect(standIn.delivered().map((d) => d.to)).toEqual(['01055550001']);
  });

  test('the same lost answer in a group without duplicates: the copy is kept as a failed message (1026) and not sent', async () => {
    const groupId = await solapi.createGroup(false);
    standIn.fail({ on: 'add', mode: 'reset-after' });
    const added = await solapi.addMessagesToGroup(groupId, [ata('01055550002', 'CLASS_SOON', soon)]);
    expect(added).toMatchObject({ errorCount: '1', resultList: [{ statusCode: '1026' }] });
    expect((await listAll(groupId)).map((m) => m.statusCode)).toEqual(['2000', '1026']);
    await solapi.sendGroup(groupId);
    expect(standIn.delivered()).toHaveLength(1);
  });

  test('a 503 on send: the SDK tries again and the group is sent once', async () => {
    const groupId = await solapi.createGroup();
    await solapi.addMessagesToGroup(groupId, [ata('01066660001', 'CLASS_SOON', soon)]);
    standIn.fail({ on: 'send', mode: '503' });
    await expect(solapi.sendGroup(groupId)).resolves.toMatchObject({ status: 'COMPLETE' });
    expect(standIn.requests.filter((r) => r.operation === 'send').map((r) => [r.fault, r.status])).toEqual([
      ['503', 503],
      [undefined, 200],
    ]);
    expect(standIn.delivered()).toHaveLength(1);
  });

  test('a send whose answer was lost (503 after the work): the SDK tries again, is told the group was sent, and throws; the phone got one message', async () => {
    const groupId = await solapi.createGroup();
    await solapi.addMessagesToGroup(groupId, [ata('01066660002', 'CLASS_SOON', soon)]);
    standIn.fail({ on: 'send', mode: '503-after' });
    await expect(solapi.sendGroup(groupId)).rejects.toMatchObject({ _tag: 'ClientError', httpStatus: 400 });
    expect((await solapi.getGroup(groupId)).status).toBe('COMPLETE');
    expect(standIn.delivered()).toHaveLength(1);
  });

  test('a reset before the work: the SDK tries again, one group; refused three times more, the SDK gives up', async () => {
    standIn.fail({ on: 'create', mode: 'reset' });
    await solapi.createGroup();
    expect(standIn.groups()).toHaveLength(1);
    standIn.fail({ on: 'any', mode: '503', times: 4 });
    await expect(solapi.createGroup()).rejects.toMatchObject({ errorCode: 'RequestFailedAfterRetryError' });
    expect(standIn.groups()).toHaveLength(1);
  });

  test('a connection closed after the work without a reset: the SDK does not try again (a NetworkError), yet the message is in the group', async () => {
    const groupId = await solapi.createGroup();
    standIn.fail({ on: 'add', mode: 'close-after' });
    await expect(solapi.addMessagesToGroup(groupId, [ata('01077770001', 'CLASS_SOON', soon)])).rejects.toMatchObject({
      _tag: 'NetworkError',
    });
    expect(standIn.requests.filter((r) => r.operation === 'add')).toHaveLength(1);
    expect(await listAll(groupId)).toHaveLength(1);
  });

  test('a 429 is not retried by the SDK', async () => {
    standIn.fail({ on: 'create', mode: '429' });
    await expect(solapi.createGroup()).rejects.toMatchObject({ httpStatus: 429, errorCode: 'TooManyRequests' });
    expect(standIn.requests).toHaveLength(1);
  });
});
