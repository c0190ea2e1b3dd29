import type { Core } from '@strapi/strapi';
import {
  channelKey,
  copiesDue,
  channelsOf,
  isKakaoKind,
  NOTICE_KEEP_DAYS,
  noticeFacts,
  noticeIsOn,
  todayInKorea,
  type NoticeChannel,
  type NoticeFacts,
  type NoticeKind,
  now,
} from '@dharma/config/rules';
import { outboxRepository } from '../repositories';
import { choicesRepository } from '../repositories/choices';
import { confirmationsRepository } from '../repositories/confirmations';
import { phoneCodesRepository } from '../repositories/phone-codes';

/**
 * One outbox row per channel a notice goes by, each with its own key (the e-mail copy keeps the
 * notice's key, so a notice written before KakaoTalk dedupes as it did) and its own due time: a
 * KakaoTalk copy written in the quiet hours waits until 08:00.
 */
export function copiesOf<T extends { key: string; kind: NoticeKind }>(notice: T, channels: readonly NoticeChannel[], at: Date) {
  return copiesDue(notice.kind, channels, at).map(({ channel, due }) => ({
    ...notice,
    key: channelKey(notice.key, channel),
    channel,
    due,
  }));
}

/**
 * Writing notices. Called by the other plugins (through their ports) inside the transaction that
 * records the event, so the notice is kept or lost with it. The facts are checked against the
 * kind's schema here: a notice that could not be rendered is refused when it is written, with
 * the event, not found out at sending time. Whether the learner wants the kind is asked once, when
 * it is sent (a notice of a kind turned off meanwhile is dropped there): reading the choices here
 * too would hold every event's transaction for one more query — on SQLite's one connection, every
 * other request waits for it. A notice to many at once (an announcement, the window opening) reads
 * all their choices in one query and leaves out those who turned the kind off.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const repo = outboxRepository(strapi);
  const choices = choicesRepository(strapi);
  const confirmations = confirmationsRepository(strapi);
  const phoneCodes = phoneCodesRepository(strapi);
  return {
    /**
     * Adds the notice, once per channel the learner has it by, unless one with its key exists;
     * answers whether it was added. Only a kind KakaoTalk may carry reads the learner's channel
     * choice (one read by the choices' unique index, in the event's transaction).
     */
    async add<K extends NoticeKind>(notice: { key: string; kind: K; learner: number; facts: NoticeFacts<K> }): Promise<boolean> {
      const facts = noticeFacts[notice.kind].parse(notice.facts);
      const at = now();
      const mine = isKakaoKind(notice.kind) ? (await choices.of([notice.learner])).get(notice.learner) : undefined;
      const channels = channelsOf(notice.kind, mine?.channels ?? {}, mine?.phone ?? null);
      let added = false;
      for (const copy of copiesOf({ key: notice.key, kind: notice.kind, learner: notice.learner, facts }, channels, at))
        added = (await repo.add({ ...copy, at })) || added;
      return added;
    },
    /**
     * Adds one notice of a kind to each of many learners (all with the same facts), leaving out
     * those who turned the kind off and keys that exist; answers how many it added.
     */
    async addMany<K extends NoticeKind>(
      kind: K,
      facts: NoticeFacts<K>,
      recipients: Array<{ key: string; learner: number }>,
    ): Promise<number> {
      const checked = noticeFacts[kind].parse(facts);
      const stored = await choices.of(recipients.map((r) => r.learner));
      const at = now();
      const wanted = recipients.filter((r) => noticeIsOn(kind, stored.get(r.learner)?.changed ?? []));
      return repo.addMany(
        wanted.flatMap((r) => {
          const mine = stored.get(r.learner);
          return copiesOf(
            { key: r.key, kind, learner: r.learner, facts: checked },
            channelsOf(kind, mine?.channels ?? {}, mine?.phone ?? null),
            at,
          );
        }),
        at,
      );
    },
    /**
     * The daily pruning: finished notices older than NOTICE_KEEP_DAYS go (waiting ones stay), and
     * the address confirmations asked before today (they count toward no cap any more).
     */
    async prune(): Promise<number> {
      await confirmations.pruneBefore(todayInKorea());
      await phoneCodes.pruneBefore(todayInKorea());
      return repo.pruneFinished(new Date(now().getTime() - NOTICE_KEEP_DAYS * 86_400_000));
    },
  };
};
