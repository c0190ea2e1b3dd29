import type { Core } from '@strapi/strapi';
import {
  emailKeyOf,
  channelsOf,
  isKakaoKind,
  KAKAO_GROUP_MAX,
  kakaoSendableAt,
  nextAttemptAt,
  noticeIsOn,
  noticeOutagePauseMs,
  now,
  type KakaoOutcome,
} from '@dharma/config/rules';
import { renderKakao } from '@dharma/config/words';
import { usersOf } from '@dharma/config/platform/plugin';
import {
  isProblem,
  outcomeOf,
  refusedOnAdding,
  type GroupMessage,
  type KakaoMessage,
  type KakaoProvider,
  type ProviderProblem,
} from '../channels/kakao';
import { outboxRepository, type NoticeRow } from '../repositories';
import { choicesRepository, type StoredChoices } from '../repositories/choices';
import { settingsRepository } from '../repositories/settings';

/**
 * When the provider is asked what became of a KakaoTalk notice: from two minutes after it was sent
 * (the provider learns it from Kakao and the carriers seconds to minutes later; asking at once
 * mostly reads "pending") until three days after; and how many groups a pass asks about.
 */
const OUTCOME_AFTER_MS = 2 * 60_000;
const OUTCOME_DAYS = 3;
const OUTCOME_GROUPS_PER_PASS = 20;

type Counts = { claimed: number; sent: number; failed: number };
const zero = (): Counts => ({ claimed: 0, sent: 0, failed: 0 });

/**
 * The KakaoTalk pass of the sender: exactly once through the provider's message groups.
 *
 * 1. Claim due KakaoTalk notices (the claim and lease as e-mail's). A notice not in a group yet is
 *    checked against the learner's choices now: its kind turned off → dropped; KakaoTalk no longer
 *    chosen or the number taken off → it goes by e-mail instead (unless an e-mail copy exists);
 *    inside the quiet hours → released to 08:00, no try counted.
 * 2. Create a group and store its id with the notices (committed) before anything is added to it.
 * 3. Add the messages, each carrying its notice's key; read the group back; take out what the
 *    SDK's own retry added twice; detach any notice whose message is not in it (it gets a new
 *    group next time); send the group.
 * 4. Whatever answer is lost, the group's state at the provider decides: sent → the notices are
 *    sent; still pending → they wait with their group, whose messages the next pass reads before
 *    doing anything; unreadable → they stay claimed until their lease ends and the next pass reads
 *    the group. A group is sent at most once (the provider refuses a second send), so no notice
 *    reaches a phone twice.
 *
 * A pass with nothing to send asks the provider what became of sent notices (알림톡, the SMS/LMS
 * fallback, or failed) for the staff's monthly counts and costs: the provider learns it from the
 * carriers some seconds to minutes after sending, and a busy minute is left to sending.
 */
export function kakaoSending(strapi: Core.Strapi, provider: () => KakaoProvider | null, leaseMs: number) {
  const repo = outboxRepository(strapi);
  const choices = choicesRepository(strapi);
  const settings = settingsRepository(strapi);
  let outage: { since: Date; answers: number; until: Date } | null = null;

  const beginOutage = async (problem: ProviderProblem, rows: readonly NoticeRow[]) => {
    const at = now();
    const answers = (outage?.answers ?? 0) + 1;
    const until = new Date(at.getTime() + noticeOutagePauseMs(answers));
    if (!outage)
      strapi.log.warn(
        `notices: the KakaoTalk provider cannot take our messages (${Object.values(problem)[0]}): none is given up, ` +
          `all wait and KakaoTalk sending pauses until ${until.toISOString()} (check SOLAPI_API_KEY, SOLAPI_API_SECRET and the provider's status)`,
      );
    outage = { since: outage?.since ?? at, answers, until };
    // Not the notices' fault: they wait (with their group, if they have one) and no try is counted.
    await repo.release(
      rows.map((r) => r.id),
      until,
      at,
    );
  };

  const flowing = () => {
    if (!outage) return;
    const minutes = Math.round((now().getTime() - outage.since.getTime()) / 60_000);
    strapi.log.info(`notices: the KakaoTalk provider takes our messages again (after ${minutes} min)`);
    outage = null;
  };

  /** The provider's messages of a group by the key they carry (those it refused on adding are not in it: never sent). */
  const byKey = (messages: readonly GroupMessage[]) => {
    const out = new Map<string, GroupMessage[]>();
    for (const m of messages) if (m.key && !refusedOnAdding(m)) out.set(m.key, [...(out.get(m.key) ?? []), m]);
    return out;
  };

  /**
   * Brings one group to sent: reads it, adds what is missing, removes what is twice, sends. Rows
   * not in the group when it is sent are detached from it. Answers how many were sent and failed,
   * or a problem that ended it.
   */
  async function settle(
    kakao: KakaoProvider,
    groupId: string,
    rows: readonly NoticeRow[],
    messageOf: Map<number, KakaoMessage>,
    fresh: boolean,
    fallback: boolean,
  ): Promise<{ sent: number; failed: number } | ProviderProblem> {
    if (!fresh) {
      const state = await kakao.state(groupId);
      if (isProblem(state)) {
        if ('gone' in state) {
          // The provider has no such group (never created, or deleted): these notices start over.
          await repo.setGroup(
            rows.map((r) => r.id),
            null,
            now(),
          );
          await repo.release(
            rows.map((r) => r.id),
            now(),
            now(),
          );
          return { sent: 0, failed: 0 };
        }
        return state;
      }
      if (state === 'sent') {
        await repo.markSent(
          rows.map((r) => r.id),
          now(),
        );
        return { sent: rows.length, failed: 0 };
      }
    }
    let failed = 0;
    let inGroup = fresh ? new Map<string, GroupMessage[]>() : null;
    if (!inGroup) {
      const read = await kakao.messages(groupId);
      if (isProblem(read)) return read;
      inGroup = byKey(read);
    }
    const missing = rows.filter((r) => !inGroup!.has(r.key) && messageOf.has(r.id));
    if (missing.length) {
      const added = await kakao.add(
        groupId,
        missing.map((r) => messageOf.get(r.id)!),
        fallback,
      );
      if (added instanceof Map) {
        // The provider refuses these messages as they are (a template or number it does not take): final.
        for (const r of missing) {
          const reason = added.get(r.key);
          if (reason === undefined) continue;
          await repo.markFailed(r.id, r.attempts + 1, null, reason, now());
          failed += 1;
        }
      } else if (!('outage' in added)) return added;
      // Whatever the answer said, the group as the provider holds it is what counts.
      const read = await kakao.messages(groupId);
      if (isProblem(read)) return read;
      inGroup = byKey(read);
    }
    // The SDK posts a request again by itself when its answer is lost: a message may be in twice.
    const twice = [...inGroup.values()].flatMap((ms) => ms.slice(1).map((m) => m.messageId));
    if (twice.length) {
      const removed = await kakao.remove(groupId, twice);
      if (isProblem(removed) && !('outage' in removed)) return removed;
      const read = await kakao.messages(groupId);
      if (isProblem(read)) return read;
      inGroup = byKey(read);
      if ([...inGroup.values()].some((ms) => ms.length > 1)) return { outage: 'a message twice in its group could not be removed' };
    }
    const going = rows.filter((r) => inGroup!.has(r.key));
    const left = rows.filter((r) => !inGroup!.has(r.key));
    // Not in the group: it must not be taken for sent with it. Next pass it is looked at afresh
    // (the learner's choices, a new group).
    if (left.length) {
      await repo.setGroup(
        left.map((r) => r.id),
        null,
        now(),
      );
      await repo.release(
        left.map((r) => r.id),
        now(),
        now(),
      );
    }
    if (!going.length) return { sent: 0, failed };
    const sending = await kakao.send(groupId);
    if (isProblem(sending)) {
      // The answer may be lost after the provider sent it (and the SDK's retry refused as "sent
      // already"): the group's state says.
      const state = await kakao.state(groupId);
      if (isProblem(state)) return state;
      if (state === 'pending') return 'outage' in sending ? sending : { outage: Object.values(sending)[0]! };
    }
    await repo.markSent(
      going.map((r) => r.id),
      now(),
    );
    return { sent: going.length, failed };
  }

  /** Asks the provider what became of KakaoTalk notices sent in the last days (a few groups a pass). */
  async function outcomes(kakao: KakaoProvider): Promise<void> {
    const at = now().getTime();
    const groups = await repo.groupsAwaitingOutcome(
      new Date(at - OUTCOME_DAYS * 86_400_000),
      new Date(at - OUTCOME_AFTER_MS),
      OUTCOME_GROUPS_PER_PASS,
    );
    for (const groupId of groups) {
      const read = await kakao.messages(groupId);
      if (isProblem(read)) return;
      const messages = byKey(read);
      const known = new Map<number, KakaoOutcome>();
      for (const row of await repo.ofGroup(groupId)) {
        if (row.state !== 'sent' || row.outcome) continue;
        const outcome = outcomeOf(messages.get(row.key) ?? []);
        if (outcome) known.set(row.id, outcome);
      }
      await repo.markOutcomes(known, now());
    }
  }

  return {
    async pass({ limit = KAKAO_GROUP_MAX }: { limit?: number } = {}): Promise<Counts> {
      const kakao = provider();
      if (outage && now() < outage.until) return zero();
      const claimed = await repo.claim(now(), Math.min(limit, KAKAO_GROUP_MAX), leaseMs, 'kakao');
      if (!claimed.length) {
        if (kakao) await outcomes(kakao);
        return zero();
      }
      const counts: Counts = { claimed: claimed.length, sent: 0, failed: 0 };
      const ids = [...new Set(claimed.map((n) => n.learner))];
      const stored = await choices.of(ids);
      const users = await usersOf(strapi).fetchAll<{ id: number; name: string | null; username: string }>({
        filters: { id: { $in: ids } },
        fields: ['name', 'username'],
      });
      const byId = new Map(users.map((u) => [Number(u.id), u]));
      const messageOf = new Map<number, KakaoMessage>();
      const ready: NoticeRow[] = [];
      const held = new Map<number, number[]>();
      for (const n of claimed) {
        const mine: StoredChoices | undefined = stored.get(n.learner);
        const phone = mine?.phone ?? null;
        if (!n.groupId) {
          // In no group yet: the learner's choices now decide.
          if (!noticeIsOn(n.kind, mine?.changed ?? [])) {
            await repo.markDropped(n.id, now());
            continue;
          }
          if (!kakao || !isKakaoKind(n.kind) || !phone || !channelsOf(n.kind, mine?.channels ?? {}, phone).includes('kakao')) {
            await rerouteToEmail(n);
            continue;
          }
          const at = kakaoSendableAt(n.kind, now());
          if (at > now()) {
            held.set(at.getTime(), [...(held.get(at.getTime()) ?? []), n.id]);
            continue;
          }
        }
        if (!kakao) continue;
        if (phone && isKakaoKind(n.kind)) {
          try {
            const user = byId.get(n.learner);
            const { template, variables } = renderKakao(n.kind, n.facts, user?.name ?? user?.username ?? '');
            messageOf.set(n.id, { key: n.key, to: phone, template, variables });
          } catch (error) {
            // Facts an older release wrote that no template takes: no try would mend them.
            await repo.markFailed(n.id, n.attempts + 1, null, `cannot render: ${(error as Error).message}`.slice(0, 300), now());
            counts.failed += 1;
            continue;
          }
        }
        ready.push(n);
      }
      for (const [at, heldIds] of held) await repo.release(heldIds, new Date(at), now());
      if (!kakao) return counts;

      // Staff's switch, read once a pass: where KakaoTalk cannot deliver, the provider sends a text message.
      const fallback = await settings.kakaoFallback();
      // Groups a crash or a lost answer left: read before anything else is done with them.
      const groups = new Map<string, NoticeRow[]>();
      for (const n of ready) if (n.groupId) groups.set(n.groupId, [...(groups.get(n.groupId) ?? []), n]);
      for (const [groupId, rows] of groups) {
        const result = await settle(kakao, groupId, rows, messageOf, false, fallback);
        if (isProblem(result)) {
          await (('outage' in result ? beginOutage(result, rows) : failAll(rows, result, counts)) as Promise<void>);
          if ('outage' in result) return counts;
          continue;
        }
        counts.sent += result.sent;
        counts.failed += result.failed;
      }

      const fresh = ready.filter((n) => !n.groupId && messageOf.has(n.id));
      if (!fresh.length) return counts;
      const created = await kakao.createGroup(String(fresh[0]!.id));
      if (typeof created !== 'string') {
        // A group the provider may have created and we never learned of stays empty: never sent.
        await ('outage' in created ? beginOutage(created, fresh) : failAll(fresh, created, counts));
        return counts;
      }
      await repo.setGroup(
        fresh.map((n) => n.id),
        created,
        now(),
      );
      const result = await settle(kakao, created, fresh, messageOf, true, fallback);
      if (isProblem(result)) {
        if ('outage' in result) await beginOutage(result, fresh);
        else await failAll(fresh, result, counts);
        return counts;
      }
      flowing();
      counts.sent += result.sent;
      counts.failed += result.failed;
      return counts;
    },
    /** Forgets the outage (tests and a changed configuration). */
    reset(): void {
      outage = null;
    },
  };

  /** A request the provider refuses as it is (400): each notice's try is counted, and it waits its back-off. */
  async function failAll(rows: readonly NoticeRow[], problem: ProviderProblem, counts: Counts): Promise<void> {
    const reason = Object.values(problem)[0]!;
    for (const r of rows) {
      const attempts = r.attempts + 1;
      await repo.markFailed(r.id, attempts, nextAttemptAt(attempts, now()), reason, now());
      counts.failed += 1;
    }
  }

  /**
   * The learner no longer wants this by KakaoTalk (or has no confirmed number, or the school no
   * KakaoTalk settings): it goes by e-mail, unless an e-mail copy of the notice exists already.
   */
  async function rerouteToEmail(n: NoticeRow): Promise<void> {
    if ((await repo.existingKeys([emailKeyOf(n.key)])).size) await repo.markDropped(n.id, now());
    else await repo.reroute(n.id, 'email', now());
  }
}
