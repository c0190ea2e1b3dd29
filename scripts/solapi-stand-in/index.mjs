// A local stand-in for SOLAPI, the Korean message provider whose SDK (`solapi`) sends the
// school's KakaoTalk notification messages (알림톡), for development and tests only. It speaks the
// part of SOLAPI's messages v4 API the SDK's group calls use (create a group, add messages, send,
// read the group and its messages, remove messages), checks the SDK's HMAC signature as SOLAPI
// does, and keeps what each phone would have received. The SDK's base URL is fixed, so its calls
// reach this server through undici's global dispatcher (cms-plugins/notices/.../stand-in-route.ts).
//
// Shapes and codes follow SOLAPI's documentation (github.com/solapi/documents: authentication/
// api-key.md, api-reference/message-status-codes.md, api-reference/messages/groups/*) and the
// SDK's own response schemas (solapi 6.0.1, dist/index.js), which its answers must decode through.
import crypto from 'node:crypto';
import http from 'node:http';

const API = '/messages/v4/groups';
const MAX_BODY = 1024 * 1024;
/** SOLAPI refuses a signature whose date is more than this far from its clock, and the same signature twice within it. */
const SKEW_MS = 15 * 60 * 1000;
const ACCOUNT_ID = '19990101000000';
/** The fallback SMS holds this many bytes, counted as the carriers do (EUC-KR: Hangul 2, ASCII 1). */
const SMS_BYTES = 90;
const LMS_BYTES = 2000;

/** SOLAPI's message status codes (api-reference/message-status-codes.md). */
const STATUS = /** @type {const} */ ({
  missing: ['1010', '필수 입력 값 미입력'],
  format: ['1011', '수신번호 형식 오류'],
  duplicate: ['1026', '중복 수신번호'],
  tooLong: ['1031', 'SMS는 90byte LMS, MMS는 2000byte ATA는 한/영포함 1000자까지 사용 가능 합니다.'],
  customFields: ['1032', "유효한 커스텀 필드 값이 아닙니다. 필드명은 30자 설정값은 100자까지 가능하며 'String'형식만 지원 합니다."],
  kakaoOnlyForKakao: ['1033', 'kakaoOptions은 메시지가 ATA 나 CTA인 경우에만 사용가능합니다.'],
  pfId: ['1041', '유효한 플러스 친구 값이 아닙니다.'],
  template: ['1042', '유효한 템플릿 아이디가 아닙니다.'],
  templateMismatch: ['1043', '등록한 템플릿과 내용이 다릅니다.'],
  sender: ['1062', '발신번호 미등록'],
  registered: ['2000', '정상 접수(이통사로 접수 예정) '],
  notKakaoUser: ['3104', '카카오톡 미사용자'],
  received: ['4000', '수신 완료'],
});

/**
 * @typedef {'create' | 'add' | 'send' | 'get' | 'list' | 'remove'} Operation
 * @typedef {'503' | '429' | 'reset' | 'reset-after' | '503-after' | 'close-after'} FaultMode
 *   `503`, `429`, `reset`: refused before anything is done (`reset`: the connection is reset, a TCP
 *   RST: the SDK sees ECONNRESET and posts again). `reset-after`, `503-after`: the work IS done
 *   and its answer lost, the unclear case after which the SDK posts the same request again.
 *   `close-after`: the work is done and the connection closed without a reset (undici reports
 *   "other side closed", which the SDK does NOT retry: the caller gets a NetworkError).
 * @typedef {{ on: Operation | 'any', mode: FaultMode, times?: number }} Fault
 */

/**
 * One request as the stand-in saw it.
 * @typedef {object} RecordedRequest
 * @property {string} method
 * @property {string} path with its query
 * @property {Operation | undefined} operation
 * @property {unknown} body the parsed JSON body (undefined when empty)
 * @property {boolean} authorised whether its signature passed
 * @property {string} [refusal] the errorCode it was refused with
 * @property {FaultMode} [fault] the fault ordered by `fail` that it met
 * @property {number} [status] the HTTP status answered (none when the connection was dropped)
 * @property {number} at when it arrived (performance.now() of the stand-in's process: a bench in that process lines it up with its own times)
 * @property {number} [ms] how long it took from arriving to its answer (body read, checks, work), none when dropped
 */

/**
 * What a phone received.
 * @typedef {object} Delivered
 * @property {string} to
 * @property {'ATA' | 'SMS' | 'LMS'} type SMS/LMS: the provider's fallback for a number without KakaoTalk, or a text message
 * @property {string | undefined} templateId
 * @property {Record<string, string> | undefined} variables as sent (keys `#{name}`, as the SDK writes them)
 * @property {string} text the template filled with the variables (or the message's text)
 * @property {Record<string, string> | undefined} customFields
 * @property {string} groupId
 * @property {string} messageId
 */

/**
 * A message as the stand-in keeps it (the shape of the SDK's storedMessageSchema).
 * @typedef {Record<string, unknown> & { messageId: string, groupId: string, to: string, type: string, statusCode: string, replacement: boolean, kakaoOptions: Record<string, any> | null, customFields: Record<string, string> | null, text: string | null }} StoredMessage
 */

/**
 * @typedef {object} Group
 * @property {string} groupId
 * @property {boolean} allowDuplicates
 * @property {Record<string, string>} customFields
 * @property {string | null} appId
 * @property {string | null} sdkVersion
 * @property {string | null} osPlatform
 * @property {'PENDING' | 'COMPLETE'} status
 * @property {string} dateCreated
 * @property {string} dateUpdated
 * @property {string | null} dateSent
 * @property {string | null} dateCompleted
 * @property {{ message: string, createAt: string }[]} log
 * @property {Map<string, StoredMessage>} messages in the order they were added
 */

/**
 * A running stand-in.
 * @typedef {object} SolapiStandIn
 * @property {string} url
 * @property {string} apiKey
 * @property {string} apiSecret
 * @property {string} pfId
 * @property {string} sender
 * @property {RecordedRequest[]} requests every request, in order
 * @property {() => StoredMessage[]} messages every message of every group, as the provider keeps them
 * @property {() => Delivered[]} delivered what phones received, in order
 * @property {() => Record<string, unknown>[]} groups every group, as SOLAPI answers for it
 * @property {(fault: Fault) => void} fail the next `times` (1) requests for `on` meet the fault
 * @property {(hold: { on: Operation, after?: boolean }) => Held} hold the next request for `on` waits, before its work or
 *   (`after`) once its work is done, until `release()` or until its client goes away (a killed CMS): the crash tests'
 *   "the provider holds its answer"
 * @property {(number: string) => void} noKakao the number has no KakaoTalk (an ATA to it fails with 3104)
 * @property {() => void} reset forgets groups, deliveries, requests, faults, signatures and noKakao numbers
 * @property {() => Promise<void>} stop
 */

/**
 * A request held by `hold`.
 * @typedef {object} Held
 * @property {Promise<void>} reached resolves when the request is there and waiting
 * @property {() => void} release lets it go on (or answer) if its client is still there
 */

/** Bytes as the carriers count them for SMS (EUC-KR: one for ASCII, two for Hangul and the rest). */
export function smsBytes(/** @type {string} */ text) {
  let bytes = 0;
  for (const char of text) bytes += (char.codePointAt(0) ?? 0) < 0x80 ? 1 : 2;
  return bytes;
}

/** The `#{name}` placeholders of a template, each once. */
export function placeholders(/** @type {string} */ template) {
  return [...new Set(template.match(/#\{[^}]+\}/g) ?? [])];
}

/**
 * An id as SOLAPI writes one: a prefix, the time to the second, and random capitals (32 characters).
 * @param {'G' | 'M'} kind
 */
function newId(kind) {
  const stamp = new Date().toISOString().replace(/[-:T]/g, '').slice(0, 14);
  const letters = Array.from(crypto.randomBytes(15), (b) => String.fromCharCode(65 + (b % 26))).join('');
  return `${kind}4V${stamp}${letters}`;
}

/** @param {import('node:http').IncomingMessage} req */
async function readBody(req) {
  /** @type {Buffer[]} */
  const chunks = [];
  let size = 0;
  for await (const chunk of req) {
    size += chunk.length;
    // Past the limit the rest is read and dropped: answering before the client has written its
    // body would reach it as a broken pipe instead of the 413.
    if (size <= MAX_BODY) chunks.push(chunk);
  }
  return { raw: Buffer.concat(chunks), tooLarge: size > MAX_BODY };
}

/**
 * @param {string | undefined} header
 * @returns {Record<string, string> | undefined}
 */
function parseAuthorization(header) {
  const match = /^HMAC-SHA256 (.+)$/.exec(header ?? '');
  if (!match) return undefined;
  /** @type {Record<string, string>} */
  const fields = {};
  for (const part of match[1].split(',')) {
    const at = part.indexOf('=');
    if (at > 0) fields[part.slice(0, at).trim()] = part.slice(at + 1).trim();
  }
  return fields.apiKey && fields.date && fields.salt && fields.signature ? fields : undefined;
}

/**
 * Starts the stand-in.
 * @param {object} options
 * @param {number} [options.port] 0: any free port
 * @param {string} [options.host]
 * @param {string} options.apiKey
 * @param {string} options.apiSecret
 * @param {string} options.pfId the KakaoTalk channel's id (kakaoOptions.pfId must be it)
 * @param {string} options.sender the registered sending number (`from` must be it)
 * @param {Record<string, string>} [options.templates] templateId → the registered text with `#{name}`
 *   placeholders. Without it any templateId and variables are taken, and the text a phone gets is
 *   the message's own text (or the variables, listed).
 * @param {(line: string) => void} [options.log] a short line per message when a group is sent
 * @returns {Promise<SolapiStandIn>}
 */
export async function startSolapiStandIn({ port = 0, host = '127.0.0.1', apiKey, apiSecret, pfId, sender, templates, log }) {
  if (process.env.NODE_ENV === 'production') {
    throw new Error('The SOLAPI stand-in refuses to run with NODE_ENV=production. Set SOLAPI_API_KEY and the real SOLAPI keys instead.');
  }
  for (const [name, value] of Object.entries({ apiKey, apiSecret, pfId, sender })) {
    if (!value) throw new Error(`The SOLAPI stand-in needs ${name}.`);
  }

  /** @type {Map<string, Group>} */
  const groups = new Map();
  /** @type {Delivered[]} */
  const delivered = [];
  /** @type {RecordedRequest[]} */
  const requests = [];
  /** @type {Required<Fault>[]} */
  const faults = [];
  /** @type {{ on: Operation, after: boolean, reached: () => void, released: Promise<void> }[]} */
  const holds = [];
  /**
   * Waits while a hold for this operation and moment is there: until it is released or the client goes.
   * @param {Operation} operation
   * @param {boolean} after
   * @param {import('node:http').IncomingMessage} req
   */
  async function held(operation, after, req) {
    const index = holds.findIndex((h) => h.on === operation && h.after === after);
    if (index < 0) return;
    const [hold] = holds.splice(index, 1);
    hold.reached();
    await Promise.race([hold.released, new Promise((resolve) => req.socket.once('close', resolve))]);
  }
  /** @type {Set<string>} */
  const withoutKakao = new Set();
  /** @type {Map<string, number>} signature → when it stops counting as used */
  const usedSignatures = new Map();

  /**
   * @param {Fault['on']} on
   * @param {Operation} operation
   */
  const takeFault = (on, operation) => on === 'any' || on === operation;
  /** @param {Operation} operation */
  function nextFault(operation) {
    const index = faults.findIndex((f) => takeFault(f.on, operation));
    if (index < 0) return undefined;
    const fault = faults[index];
    fault.times -= 1;
    if (fault.times <= 0) faults.splice(index, 1);
    return fault.mode;
  }

  /**
   * SOLAPI's signature check; undefined when the request may go on, else the refusal.
   * @param {string | undefined} header
   * @returns {{ status: number, errorCode: string, errorMessage: string } | undefined}
   */
  function refusal(header) {
    const auth = parseAuthorization(header);
    // SOLAPI answers these four with 403 (authentication/api-key.md).
    if (!auth) return { status: 401, errorCode: 'Unauthorized', errorMessage: 'Authorization 헤더가 올바르지 않습니다.' };
    if (auth.apiKey !== apiKey) return { status: 403, errorCode: 'InvalidAPIKey', errorMessage: '유효한 API Key가 아닙니다.' };
    const date = Date.parse(auth.date);
    if (Number.isNaN(date) || Math.abs(Date.now() - date) > SKEW_MS) {
      return { status: 403, errorCode: 'RequestTimeTooSkewed', errorMessage: '시간 값이 서버 시간을 15분 이상 벗어났습니다.' };
    }
    const expected = crypto
      .createHmac('sha256', apiSecret)
      .update(auth.date + auth.salt)
      .digest('hex');
    const given = Buffer.from(auth.signature);
    if (given.length !== expected.length || !crypto.timingSafeEqual(given, Buffer.from(expected))) {
      return { status: 403, errorCode: 'SignatureDoesNotMatch', errorMessage: '생성한 Signature가 일치하지 않습니다.' };
    }
    const now = Date.now();
    for (const [signature, until] of usedSignatures) if (until < now) usedSignatures.delete(signature);
    if (usedSignatures.has(auth.signature)) {
      return { status: 403, errorCode: 'DuplicatedSignature', errorMessage: '15분 안에 같은 Signature가 사용되었습니다.' };
    }
    usedSignatures.set(auth.signature, now + SKEW_MS);
    return undefined;
  }

  /** @param {Group} group */
  function counts(group) {
    const all = [...group.messages.values()];
    const registered = all.filter((m) => m.registered);
    const sent = group.status === 'COMPLETE' ? registered : [];
    return {
      total: all.length,
      sentTotal: sent.length,
      sentFailed: sent.filter((m) => m.statusCode !== STATUS.received[0]).length,
      sentSuccess: sent.filter((m) => m.statusCode === STATUS.received[0]).length,
      sentPending: 0,
      sentReplacement: sent.filter((m) => m.replacement).length,
      refund: 0,
      registeredFailed: all.length - registered.length,
      registeredSuccess: registered.length,
    };
  }

  /**
   * The group as SOLAPI answers for it (groupMessageResponseSchema).
   * @param {Group} group
   */
  function groupAnswer(group) {
    const charged = { sms: {}, lms: {}, mms: {}, ata: {}, cta: {}, cti: {}, nsa: {}, rcs_sms: {}, rcs_lms: {}, rcs_mms: {}, rcs_tpl: {} };
    if (group.status === 'COMPLETE') {
      for (const m of group.messages.values()) {
        if (!m.registered || m.statusCode !== STATUS.received[0]) continue;
        const bucket = /** @type {Record<string, number>} */ (charged[/** @type {'sms'} */ (m.type.toLowerCase())]);
        bucket['82'] = (bucket['82'] ?? 0) + 1;
      }
    }
    const zero = { sms: 0, lms: 0, mms: 0, ata: 0, cta: 0, cti: 0, nsa: 0, rcs_sms: 0, rcs_lms: 0, rcs_mms: 0, rcs_tpl: 0 };
    return {
      _id: group.groupId,
      groupId: group.groupId,
      count: counts(group),
      countForCharge: charged,
      balance: { requested: 0, replacement: 0, refund: 0, sum: 0 },
      point: { requested: 0, replacement: 0, refund: 0, sum: 0 },
      app: { profit: zero, appId: group.appId },
      log: group.log,
      status: group.status,
      allowDuplicates: group.allowDuplicates,
      isRefunded: false,
      accountId: ACCOUNT_ID,
      masterAccountId: null,
      apiVersion: '4',
      sdkVersion: group.sdkVersion,
      osPlatform: group.osPlatform,
      customFields: group.customFields,
      price: { 82: { sms: 20, lms: 50, mms: 200, ata: 13, cta: 13 } },
      scheduledDate: null,
      dateSent: group.dateSent,
      dateCompleted: group.dateCompleted,
      dateCreated: group.dateCreated,
      dateUpdated: group.dateUpdated,
    };
  }

  /**
   * A message as the list answers it (storedMessageSchema); the stand-in's own flags left out.
   * @param {StoredMessage} m
   */
  function messageAnswer(m) {
    const { registered: _registered, filledText: _filledText, ...answer } = m;
    return answer;
  }

  /**
   * Checks one message as SOLAPI does when it is added; the failed ones are kept too (and never sent).
   * @param {Group} group
   * @param {Record<string, any>} input
   * @param {string} to
   * @param {Set<string>} takenNumbers numbers already in the group (for allowDuplicates: false)
   * @returns {{ status: readonly [string, string], type: string, filledText?: string, detail?: string }}
   */
  function check(group, input, to, takenNumbers) {
    const kakao = input.kakaoOptions;
    const type =
      typeof input.type === 'string'
        ? input.type.toUpperCase()
        : kakao?.templateId
          ? 'ATA'
          : smsBytes(input.text ?? '') > SMS_BYTES
            ? 'LMS'
            : 'SMS';
    const fail = (/** @type {readonly [string, string]} */ status, /** @type {string} */ detail = '') => ({ status, type, detail });
    if (!to || !input.from) return fail(STATUS.missing, !to ? 'to' : 'from');
    if (!/^\d{10,11}$/.test(to)) return fail(STATUS.format, to);
    if (String(input.from).replace(/-/g, '') !== sender) return fail(STATUS.sender, String(input.from));
    if (input.customFields !== undefined) {
      const fields = input.customFields;
      const valid =
        fields !== null &&
        typeof fields === 'object' &&
        Object.entries(fields).every(([k, v]) => k.length <= 30 && typeof v === 'string' && v.length <= 100);
      if (!valid) return fail(STATUS.customFields);
    }
    if (type === 'ATA') {
      if (!kakao || kakao.pfId !== pfId) return fail(STATUS.pfId, String(kakao?.pfId ?? ''));
      const template = templates ? templates[kakao.templateId] : undefined;
      if (!kakao.templateId || (templates && template === undefined)) return fail(STATUS.template, String(kakao.templateId ?? ''));
      /** @type {Record<string, string>} */
      const variables = kakao.variables ?? {};
      let filledText = typeof input.text === 'string' ? input.text : '';
      if (template !== undefined) {
        const wanted = placeholders(template);
        const missing = wanted.filter((p) => !(p in variables));
        const extra = Object.keys(variables).filter((k) => !wanted.includes(k));
        if (missing.length || extra.length) {
          return fail(
            STATUS.templateMismatch,
            [missing.length ? `없는 변수 ${missing.join(', ')}` : '', extra.length ? `템플릿에 없는 변수 ${extra.join(', ')}` : '']
              .filter(Boolean)
              .join('; '),
          );
        }
        filledText = template.replace(/#\{[^}]+\}/g, (p) => String(variables[p]));
      } else if (!filledText) {
        filledText = Object.entries(variables)
          .map(([k, v]) => `${k}=${v}`)
          .join(', ');
      }
      if ([...filledText].length > 1000) return fail(STATUS.tooLong);
      if (!group.allowDuplicates && takenNumbers.has(to)) return fail(STATUS.duplicate, to);
      return { status: STATUS.registered, type, filledText };
    }
    if (type === 'SMS' || type === 'LMS') {
      if (kakao) return fail(STATUS.kakaoOnlyForKakao);
      if (typeof input.text !== 'string' || !input.text) return fail(STATUS.missing, 'text');
      if (smsBytes(input.text) > (type === 'SMS' ? SMS_BYTES : LMS_BYTES)) return fail(STATUS.tooLong);
      if (!group.allowDuplicates && takenNumbers.has(to)) return fail(STATUS.duplicate, to);
      return { status: STATUS.registered, type, filledText: input.text };
    }
    return fail(STATUS.missing, `type ${type} is not one the stand-in sends`);
  }

  /**
   * @param {Group} group
   * @param {unknown} body
   */
  function addMessages(group, body) {
    const list = /** @type {{ messages?: unknown }} */ (body ?? {}).messages;
    if (!Array.isArray(list) || list.length === 0)
      return { status: 400, body: { errorCode: 'ValidationError', errorMessage: 'messages는 1건 이상이어야 합니다.' } };
    if (group.status !== 'PENDING')
      return { status: 400, body: { errorCode: 'ValidationError', errorMessage: '이미 발송된 그룹에는 메시지를 추가할 수 없습니다.' } };
    const now = new Date().toISOString();
    const takenNumbers = new Set([...group.messages.values()].filter((m) => m.registered).map((m) => m.to));
    const resultList = [];
    let errorCount = 0;
    for (const input of /** @type {Record<string, any>[]} */ (list)) {
      // SOLAPI makes one message of each number of a message sent to several.
      const numbers = Array.isArray(input?.to) ? input.to : [input?.to];
      for (const number of numbers) {
        const to = typeof number === 'string' ? number.replace(/-/g, '') : '';
        const verdict = check(group, input ?? {}, to, takenNumbers);
        const registered = verdict.status === STATUS.registered;
        if (registered) takenNumbers.add(to);
        else errorCount += 1;
        const messageId = newId('M');
        const statusMessage = verdict.detail ? `${verdict.status[1]} (${verdict.detail})` : verdict.status[1];
        /** @type {StoredMessage} */
        const stored = {
          _id: messageId,
          messageId,
          groupId: group.groupId,
          accountId: ACCOUNT_ID,
          type: verdict.type,
          to,
          from: input?.from ?? null,
          text: typeof input?.text === 'string' ? input.text : null,
          subject: input?.subject ?? null,
          imageId: input?.imageId ?? null,
          country: '82',
          kakaoOptions: input?.kakaoOptions ?? null,
          customFields: input?.customFields ?? null,
          autoTypeDetect: input?.type === undefined,
          replacement: false,
          resendCount: 0,
          status: registered ? 'PENDING' : 'FAILED',
          statusCode: verdict.status[0],
          reason: registered ? null : statusMessage,
          networkName: null,
          networkCode: null,
          clusterKey: null,
          dateCreated: now,
          dateUpdated: now,
          dateProcessed: null,
          dateReceived: null,
          dateReported: null,
          log: [],
          registered,
          filledText: verdict.filledText,
        };
        group.messages.set(messageId, stored);
        resultList.push({
          to,
          from: String(input?.from ?? ''),
          type: verdict.type,
          country: '82',
          messageId,
          statusCode: verdict.status[0],
          statusMessage,
          accountId: ACCOUNT_ID,
          ...(input?.customFields ? { customFields: input.customFields } : {}),
        });
      }
    }
    group.dateUpdated = now;
    group.log.push({ message: `메시지 ${resultList.length}건이 추가되었습니다.`, createAt: now });
    // addMessageResponseSchema types errorCount as a string.
    return { status: 200, body: { errorCount: String(errorCount), resultList } };
  }

  /**
   * Delivers every message registered in the group, as the carriers and Kakao would.
   * @param {Group} group
   */
  function send(group) {
    if (group.status !== 'PENDING')
      return { status: 400, body: { errorCode: 'ValidationError', errorMessage: '이미 발송 요청된 그룹입니다.' } };
    const registered = [...group.messages.values()].filter((m) => m.registered);
    // SOLAPI: "해당 그룹에 메시지가 추가되지 않은 경우" is ResourceNotFound (404).
    if (registered.length === 0) return { status: 404, body: { errorCode: 'ResourceNotFound', errorMessage: '발송할 메시지가 없습니다.' } };
    const now = new Date().toISOString();
    for (const m of registered) {
      const text = String(m.filledText ?? m.text ?? '');
      const kakao = /** @type {Record<string, any>} */ (m.kakaoOptions ?? {});
      /** @type {'ATA' | 'SMS' | 'LMS' | undefined} */
      let got = /** @type {'ATA' | 'SMS' | 'LMS'} */ (m.type);
      if (m.type === 'ATA' && withoutKakao.has(m.to)) {
        if (kakao.disableSms) {
          got = undefined;
          Object.assign(m, { statusCode: STATUS.notKakaoUser[0], reason: STATUS.notKakaoUser[1], status: 'FAILED' });
        } else {
          // Kakao could not deliver; the provider's fallback sends the same words as a text message.
          got = smsBytes(text) > SMS_BYTES ? 'LMS' : 'SMS';
          Object.assign(m, { type: got, replacement: true, text });
        }
      }
      if (got) {
        Object.assign(m, { statusCode: STATUS.received[0], reason: STATUS.received[1], status: 'COMPLETE', dateReceived: now });
        delivered.push({
          to: m.to,
          type: got,
          templateId: kakao.templateId,
          variables: kakao.variables,
          text,
          customFields: m.customFields ?? undefined,
          groupId: group.groupId,
          messageId: m.messageId,
        });
      }
      Object.assign(m, { dateProcessed: now, dateReported: now, dateUpdated: now });
      log?.(
        `${m.to} ${got ? '←' : '✗'} ${m.replacement ? `ATA→${got} (no KakaoTalk)` : got ? got : `ATA ${m.statusCode} ${m.reason}`}${kakao.templateId ? ` ${kakao.templateId}` : ''}`,
      );
    }
    Object.assign(group, { status: 'COMPLETE', dateSent: now, dateCompleted: now, dateUpdated: now });
    group.log.push({ message: '메시지를 발송했습니다.', createAt: now });
    return { status: 200, body: groupAnswer(group) };
  }

  /**
   * @param {Group} group
   * @param {URLSearchParams} query
   */
  function listMessages(group, query) {
    const all = [...group.messages.values()];
    const limit = Math.min(Math.max(Number(query.get('limit') ?? 20) || 20, 1), 500);
    const startKey = query.get('startKey');
    const from = startKey ? all.findIndex((m) => m.messageId === startKey) : 0;
    const page = from < 0 ? [] : all.slice(from, from + limit);
    const next = from < 0 ? undefined : all[from + limit];
    return {
      status: 200,
      body: {
        startKey: startKey ?? null,
        nextKey: next ? next.messageId : null,
        limit,
        messageList: Object.fromEntries(page.map((m) => [m.messageId, messageAnswer(m)])),
      },
    };
  }

  /**
   * @param {Group} group
   * @param {unknown} body
   */
  function removeMessages(group, body) {
    const ids = /** @type {{ messageIds?: unknown }} */ (body ?? {}).messageIds;
    if (!Array.isArray(ids) || ids.length === 0)
      return { status: 400, body: { errorCode: 'ValidationError', errorMessage: 'messageIds는 1건 이상이어야 합니다.' } };
    if (group.status !== 'PENDING')
      return { status: 400, body: { errorCode: 'ValidationError', errorMessage: '이미 발송된 그룹의 메시지는 삭제할 수 없습니다.' } };
    let errorCount = 0;
    const resultList = ids.map((id) => {
      const found = group.messages.delete(String(id));
      if (!found) errorCount += 1;
      return { messageId: String(id), resultCode: found ? 'Success' : 'MessageNotFound' };
    });
    group.dateUpdated = new Date().toISOString();
    return { status: 200, body: { groupId: group.groupId, errorCount, resultList } };
  }

  /**
   * @param {string} method
   * @param {string} pathname
   * @returns {{ operation: Operation, groupId?: string } | undefined}
   */
  function route(method, pathname) {
    if (pathname === API && method === 'POST') return { operation: 'create' };
    const match = /^\/messages\/v4\/groups\/([^/]+)(\/messages|\/send)?$/.exec(pathname);
    if (!match) return undefined;
    const [, groupId, tail] = match;
    if (!tail && method === 'GET') return { operation: 'get', groupId };
    if (tail === '/messages' && method === 'PUT') return { operation: 'add', groupId };
    if (tail === '/messages' && method === 'GET') return { operation: 'list', groupId };
    if (tail === '/messages' && method === 'DELETE') return { operation: 'remove', groupId };
    if (tail === '/send' && method === 'POST') return { operation: 'send', groupId };
    return undefined;
  }

  /**
   * @param {{ operation: Operation, groupId?: string }} target
   * @param {unknown} body
   * @param {URLSearchParams} query
   * @returns {{ status: number, body: unknown }}
   */
  function perform(target, body, query) {
    if (target.operation === 'create') {
      const input = /** @type {Record<string, any>} */ (body ?? {});
      const now = new Date().toISOString();
      /** @type {Group} */
      const group = {
        groupId: newId('G'),
        allowDuplicates: input.allowDuplicates === true,
        customFields: input.customFields ?? {},
        appId: input.appId ?? null,
        sdkVersion: input.sdkVersion ?? null,
        osPlatform: input.osPlatform ?? null,
        status: 'PENDING',
        dateCreated: now,
        dateUpdated: now,
        dateSent: null,
        dateCompleted: null,
        log: [{ message: '메시지 그룹이 생성되었습니다.', createAt: now }],
        messages: new Map(),
      };
      groups.set(group.groupId, group);
      return { status: 200, body: groupAnswer(group) };
    }
    const group = groups.get(/** @type {string} */ (target.groupId));
    if (!group) return { status: 404, body: { errorCode: 'ResourceNotFound', errorMessage: `해당 그룹이 없습니다. (${target.groupId})` } };
    switch (target.operation) {
      case 'add':
        return addMessages(group, body);
      case 'send':
        return send(group);
      case 'get':
        return { status: 200, body: groupAnswer(group) };
      case 'list':
        return listMessages(group, query);
      case 'remove':
        return removeMessages(group, body);
    }
  }

  /** @type {Set<import('node:net').Socket>} */
  const sockets = new Set();
  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    /** @type {RecordedRequest} */
    const record = {
      method: req.method ?? 'GET',
      path: url.pathname + url.search,
      operation: undefined,
      body: undefined,
      authorised: false,
      at: performance.now(),
    };
    requests.push(record);
    const answer = (/** @type {number} */ status, /** @type {unknown} */ body) => {
      record.status = status;
      record.ms = performance.now() - record.at;
      res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
      res.end(JSON.stringify(body));
    };
    try {
      const { raw, tooLarge } = await readBody(req);
      if (tooLarge) return answer(413, { errorCode: 'PayloadTooLarge', errorMessage: `요청 본문은 ${MAX_BODY}바이트를 넘을 수 없습니다.` });
      if (raw.length) {
        try {
          record.body = JSON.parse(raw.toString('utf8'));
        } catch {
          return answer(400, { errorCode: 'ValidationError', errorMessage: '요청 본문이 JSON이 아닙니다.' });
        }
      }
      const target = route(record.method, url.pathname);
      if (!target) return answer(404, { errorCode: 'NotFound', errorMessage: `${record.method} ${url.pathname} 는 없는 API입니다.` });
      record.operation = target.operation;

      const fault = nextFault(target.operation);
      record.fault = fault;
      if (fault === 'reset') return void req.socket.resetAndDestroy();
      if (fault === '503') return answer(503, { errorCode: 'ServiceUnavailable', errorMessage: '일시적으로 서비스를 이용할 수 없습니다.' });
      if (fault === '429') return answer(429, { errorCode: 'TooManyRequests', errorMessage: '요청이 너무 많습니다.' });

      const refused = refusal(req.headers.authorization);
      if (refused) {
        record.refusal = refused.errorCode;
        return answer(refused.status, { errorCode: refused.errorCode, errorMessage: refused.errorMessage });
      }
      record.authorised = true;

      await held(target.operation, false, req);
      // The client went away while it was held: nothing was done.
      if (req.socket.destroyed) return;
      const result = perform(target, record.body, url.searchParams);
      await held(target.operation, true, req);
      if (req.socket.destroyed) return;
      // The work is done; the answer is lost on the way back.
      if (fault === 'reset-after') return void req.socket.resetAndDestroy();
      if (fault === 'close-after') return void req.socket.destroy();
      if (fault === '503-after')
        return answer(503, { errorCode: 'ServiceUnavailable', errorMessage: '일시적으로 서비스를 이용할 수 없습니다.' });
      return answer(result.status, result.body);
    } catch (error) {
      if (!res.headersSent)
        answer(500, { errorCode: 'InternalError', errorMessage: String(/** @type {Error} */ (error)?.message ?? error) });
    }
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });

  await /** @type {Promise<void>} */ (new Promise((resolve) => server.listen(port, host, resolve)));
  const url = `http://${host}:${/** @type {import('node:net').AddressInfo} */ (server.address()).port}`;
  return {
    url,
    apiKey,
    apiSecret,
    pfId,
    sender,
    requests,
    messages: () => [...groups.values()].flatMap((g) => [...g.messages.values()].map(messageAnswer)),
    delivered: () => [...delivered],
    groups: () => [...groups.values()].map(groupAnswer),
    fail({ on, mode, times = 1 }) {
      // A misspelt fault would quietly never happen, and the test that ordered it pass for nothing.
      if (!['create', 'add', 'send', 'get', 'list', 'remove', 'any'].includes(on)) throw new Error(`fail: no operation "${on}"`);
      if (!['503', '429', 'reset', 'reset-after', '503-after', 'close-after'].includes(mode)) throw new Error(`fail: no mode "${mode}"`);
      faults.push({ on, mode, times });
    },
    hold({ on, after = false }) {
      /** @type {() => void} */
      let reached = () => {};
      /** @type {() => void} */
      let release = () => {};
      const reachedPromise = new Promise((resolve) => (reached = () => resolve(undefined)));
      const released = new Promise((resolve) => (release = () => resolve(undefined)));
      holds.push({ on, after, reached, released: /** @type {Promise<void>} */ (released) });
      return { reached: /** @type {Promise<void>} */ (reachedPromise), release };
    },
    noKakao(number) {
      withoutKakao.add(number.replace(/-/g, ''));
    },
    reset() {
      groups.clear();
      delivered.length = 0;
      requests.length = 0;
      faults.length = 0;
      holds.length = 0;
      withoutKakao.clear();
      usedSignatures.clear();
    },
    async stop() {
      const closed = new Promise((resolve) => server.close(resolve));
      for (const socket of sockets) socket.destroy();
      await closed;
    },
  };
}
