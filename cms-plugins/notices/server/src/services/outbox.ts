import type { Core } from '@strapi/strapi';
import { NOTICE_KEEP_DAYS, noticeFacts, noticeIsOn, todayInKorea, type NoticeFacts, type NoticeKind, now } from '@dharma/config/rules';
import { outboxRepository } from '../repositories';
import { choicesRepository } from '../repositories/choices';
import { confirmationsRepository } from '../repositories/confirmations';

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
  return {
    /** Adds the notice unless one with its key exists; answers whether it was added. */
    async add<K extends NoticeKind>(notice: { key: string; kind: K; learner: number; facts: NoticeFacts<K> }): Promise<boolean> {
      const facts = noticeFacts[notice.kind].parse(notice.facts);
      return repo.add({ key: notice.key, kind: notice.kind, learner: notice.learner, facts, channel: 'email', at: now() });
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
      const changed = await choices.changedOf(recipients.map((r) => r.learner));
      const wanted = recipients.filter((r) => noticeIsOn(kind, changed.get(r.learner) ?? []));
      return repo.addMany(
        wanted.map((r) => ({ key: r.key, kind, learner: r.learner, facts: checked, channel: 'email' })),
        now(),
      );
    },
    /**
     * The daily pruning: finished notices older than NOTICE_KEEP_DAYS go (waiting ones stay), and
     * the address confirmations asked before today (they count toward no cap any more).
     */
    async prune(): Promise<number> {
      await confirmations.pruneBefore(todayInKorea());
      return repo.pruneFinished(new Date(now().getTime() - NOTICE_KEEP_DAYS * 86_400_000));
    },
  };
};
