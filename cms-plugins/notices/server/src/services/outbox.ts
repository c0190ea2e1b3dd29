import type { Core } from '@strapi/strapi';
import { noticeFacts, noticeIsOn, now, type NoticeFacts, type NoticeKind } from '@dharma/config';
import { outboxRepository } from '../repositories';
import { choicesRepository } from '../repositories/choices';

/**
 * Writing notices. Called by the other plugins (through their ports) inside the transaction that
 * records the event, so the notice is kept or lost with it. The facts are checked against the
 * kind's schema here: a notice that could not be rendered is refused when it is written, with
 * the event, not found out at sending time.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const repo = outboxRepository(strapi);
  const choices = choicesRepository(strapi);
  return {
    /** Adds the notice unless one with its key exists; answers whether it was added. */
    async add<K extends NoticeKind>(notice: { key: string; kind: K; learner: number; facts: NoticeFacts<K> }): Promise<boolean> {
      const facts = noticeFacts[notice.kind].parse(notice.facts);
      // A kind the learner turned off is not written at all.
      if (!(await choices.changedOf([notice.learner]).then((c) => noticeIsOn(notice.kind, c.get(notice.learner) ?? [])))) return false;
      return repo.add({ key: notice.key, kind: notice.kind, learner: notice.learner, facts, channel: 'email', at: now() });
    },
    counts: () => repo.countByState(),
  };
};
