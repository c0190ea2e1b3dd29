import { SolapiMessageService } from 'solapi';
import { smsBytes, SMS_MAX_BYTES, type KakaoOutcome } from '@dharma/config/rules';

/** A KakaoTalk notice as the provider takes it: to whom, which registered template, its variables, and our notice's key. */
export interface KakaoMessage {
  key: string;
  to: string;
  template: string;
  variables: Record<string, string>;
}

/** One message in a provider group as it reads it back: which notice it carries (our key), and what became of it. */
export interface GroupMessage {
  messageId: string;
  key: string | null;
  type: string;
  statusCode: string | null;
  reason: string | null;
  replacement: boolean;
}

/**
 * How a call to the provider went wrong. `gone`: the group does not exist (404). `refused`: the
 * provider refuses what we asked (400: our request, never worth repeating as it is). `outage`: it
 * refuses the school (a wrong key, a blocked account, its rate limit) or cannot be reached, or its
 * answer was lost (503, a reset connection, after the SDK's own retries): whether the call took
 * effect is unknown, so the caller reads the group before doing anything else.
 */
export type ProviderProblem = { gone: string } | { refused: string } | { outage: string };

interface SdkError {
  _tag?: string;
  httpStatus?: number;
  errorCode?: string;
  errorMessage?: string;
  message?: string;
}

export function problemOf(error: unknown): ProviderProblem {
  const e = (error ?? {}) as SdkError;
  const reason = `${e._tag ?? 'Error'} ${e.httpStatus ?? ''} ${e.message ?? String(error)}`.replace(/\s+/g, ' ').trim().slice(0, 300);
  if (e._tag === 'ClientError' && e.httpStatus === 404) return { gone: reason };
  if ((e._tag === 'ClientError' && e.httpStatus === 400) || e._tag === 'BadRequestError') return { refused: reason };
  return { outage: reason };
}

/** Whether a provider's answer is an answer about our request rather than an error of its own. */
export const isProblem = (x: unknown): x is ProviderProblem =>
  typeof x === 'object' && x !== null && !(x instanceof Map) && ('gone' in x || 'refused' in x || 'outage' in x);

// SOLAPI's status codes: 2000 taken, 3000 on its way to the carrier or Kakao, 4000 received.
const PENDING_CODES = new Set(['2000', '3000']);
const DELIVERED = '4000';

/**
 * What became of one notice, from the messages the provider holds for its key: 알림톡 received,
 * the fallback text received (SMS or LMS, the provider's replacement), failed, or not known yet.
 */
export function outcomeOf(messages: readonly GroupMessage[]): KakaoOutcome | null {
  const replacement = messages.find((m) => m.replacement && m.statusCode === DELIVERED);
  if (replacement) return replacement.type.toUpperCase() === 'LMS' ? 'lms' : 'sms';
  if (messages.some((m) => m.type.toUpperCase() === 'ATA' && m.statusCode === DELIVERED)) return 'ata';
  if (!messages.length || messages.some((m) => m.statusCode === null || PENDING_CODES.has(m.statusCode))) return null;
  return 'failed';
}

/** A message the provider refused when it was added (SOLAPI's 1xxx codes): it is in the group's list but is never sent. */
export const refusedOnAdding = (m: GroupMessage) => Boolean(m.statusCode?.startsWith('1'));

/** The group's state at the provider: not sent yet (PENDING) or anything after. */
export type GroupState = 'pending' | 'sent';

/**
 * The KakaoTalk channel: SOLAPI's official SDK, used only through its message groups. Its one-call
 * send re-posts a whole batch by itself on a 503 or a reset connection, so a batch could arrive
 * twice; a group is created first and its id stored with the notices, messages are added to it
 * carrying each notice's key, and the group is sent: whatever answer is lost, the group can be read
 * back and nothing is sent twice (the sender's kakao pass, services/kakao-sender.ts).
 */
export function kakaoProvider(settings: { apiKey: string; apiSecret: string; pfId: string; sender: string }) {
  const service = new SolapiMessageService(settings.apiKey, settings.apiSecret);
  const call = async <T>(run: () => Promise<T>): Promise<T | ProviderProblem> => {
    try {
      return await run();
    } catch (error) {
      return problemOf(error);
    }
  };
  return {
    /**
     * A new, empty group. Duplicates allowed: a learner may have two notices in one pass (an
     * application and its approval) to the same number; a notice twice is kept out by its key.
     */
    createGroup: (label: string) => call(() => service.createGroup(true, undefined, { school: 'dharma', pass: label.slice(0, 40) })),

    /**
     * Adds 알림톡 to a group; answers the notices the provider refused (by key, with its reason).
     * `fallback`: the provider sends the filled text as SMS/LMS where KakaoTalk cannot deliver.
     */
    add: (groupId: string, messages: readonly KakaoMessage[], fallback: boolean) =>
      call(async () => {
        const answer = await service.addMessagesToGroup(
          groupId,
          messages.map((m) => ({
            to: m.to,
            from: settings.sender,
            type: 'ATA' as const,
            kakaoOptions: { pfId: settings.pfId, templateId: m.template, variables: m.variables, disableSms: !fallback },
            customFields: { key: m.key },
          })),
        );
        const refused = new Map<string, string>();
        for (const r of answer.resultList ?? [])
          if (r.statusCode !== '2000' && r.customFields?.key)
            refused.set(r.customFields.key, `${r.statusCode} ${r.statusMessage}`.slice(0, 300));
        return refused;
      }),

    /** Adds a plain text message (SMS or LMS by length) to a group: the number's confirmation code. */
    addText: (groupId: string, to: string, text: string, key: string) =>
      call(async () => {
        const answer = await service.addMessagesToGroup(groupId, [
          { to, from: settings.sender, type: smsBytes(text) <= SMS_MAX_BYTES ? 'SMS' : 'LMS', text, customFields: { key } },
        ]);
        const refused = (answer.resultList ?? []).find((r) => r.statusCode !== '2000');
        return refused ? ({ refused: `${refused.statusCode} ${refused.statusMessage}` } as ProviderProblem) : null;
      }),

    send: (groupId: string) => call(() => service.sendGroup(groupId)),

    /** The group's state: pending until it was sent; gone when the provider has no such group. */
    state: (groupId: string) =>
      call(async (): Promise<GroupState> => ((await service.getGroup(groupId)).status === 'PENDING' ? 'pending' : 'sent')),

    /** Every message of a group (all pages), with the key it carries. */
    messages: (groupId: string) =>
      call(async () => {
        const out: GroupMessage[] = [];
        let startKey: string | undefined;
        for (;;) {
          const page = await service.getGroupMessages(groupId, { limit: 500, ...(startKey ? { startKey } : {}) });
          for (const [messageId, m] of Object.entries(page.messageList ?? {}))
            out.push({
              messageId: m.messageId ?? messageId,
              key: m.customFields?.key ?? null,
              type: m.type ?? '',
              statusCode: m.statusCode ?? null,
              reason: m.reason ?? null,
              replacement: Boolean(m.replacement),
            });
          if (!page.nextKey || page.nextKey === startKey) return out;
          startKey = page.nextKey;
        }
      }),

    remove: (groupId: string, messageIds: readonly string[]) => call(() => service.removeGroupMessages(groupId, [...messageIds])),
  };
}
export type KakaoProvider = ReturnType<typeof kakaoProvider>;
