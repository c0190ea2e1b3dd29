import path from 'node:path';
import type { Core } from '@strapi/strapi';
import {
  NOTICE_FACTS_FORGOTTEN_ONCE_SENT,
  nextAttemptAt,
  noticeIsOn,
  noticeOutagePauseMs,
  ownAddressOf,
  realEmail,
  now,
} from '@dharma/config/rules';
import { renderNotice } from '@dharma/config/words';
import { cmsEnv } from '@dharma/config/platform/env';
import { usersOf } from '@dharma/config/platform/plugin';
import { emailChannel } from '../channels/email';
import { fileChannel } from '../channels/file';
import type { Channel } from '../channels/types';
import { outboxRepository, type NoticeRow } from '../repositories';
import { noticeLinkSecret } from './choices';
import { stopLink } from './links';
import { choicesRepository } from '../repositories/choices';
import { sentMarks } from './sent-marks';
import { kakaoProviderOf } from '../channels/provider-of';
import { kakaoSending } from './kakao-sender';

export { sentMarks } from './sent-marks';

/** How many notices one pass claims, and how long a claim holds before another pass may take them. */
export const SEND_BATCH = 200;
export const SEND_LEASE_MS = 5 * 60_000;

interface Recipient {
  id: number;
  email: string | null;
  name: string | null;
  username: string;
}

/**
 * Where a notice goes, read at sending time: an address confirmation only to the address it
 * confirms (never the account's) and a deleted account's receipt to the address it had; every
 * other kind to the address the learner confirmed, else to Kakao's (never a placeholder).
 */
function addressOf(notice: NoticeRow, user: Recipient | undefined, confirmed: string | null): string | null {
  // The notices that name their address: an address confirmation, a deleted account's receipt.
  const own = ownAddressOf(notice.facts);
  if (own) return own.to;
  return confirmed ?? realEmail(user?.email);
}

/**
 * Sending: run by the one process that runs the scheduled jobs. Each pass claims the notices that
 * are due and sends them as many at a time as the channel has connections (NOTICE_SEND_CONNECTIONS,
 * decision 046), marking each right after the channel's answer: sent when the server took it (with
 * the others taken meanwhile, in one UPDATE: `sentMarks`), waiting for the next try (1, 5, 30 min,
 * 2 h, 12 h after a failure) or dead after the last try or a permanent refusal of the recipient. A
 * notice whose learner has no address any more is dead.
 *
 * An answer that refuses the school rather than a recipient (an outage: a wrong password, a
 * quota, no connection) ends the pass: that notice and the rest of the claim not yet taken up
 * wait, with no try counted against them (the ones already on another connection finish with
 * their own answer), and sending pauses (noticeOutagePauseMs, longer for each outage answer in
 * a row). The operator gets one warning when an outage begins and one line when mail flows again,
 * never one per notice.
 *
 * At most NOTICE_SEND_PER_MINUTE messages go in any 60 seconds, counted in the outbox (the notices
 * sent in the last minute, one query a pass): the limit is the school's across processes, also
 * when a second process is made to send or one restarts. What is over it stays in the outbox,
 * unclaimed, for the next pass.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const repo = outboxRepository(strapi);
  const choices = choicesRepository(strapi);
  let channel: Channel | undefined;
  const env = () => cmsEnv();
  let warned = false;
  let passing = false;
  /** The outage under way: since when, how many outage answers in a row, and until when sending pauses. */
  let outage: { since: Date; answers: number; until: Date } | null = null;

  const kakao = kakaoSending(strapi, kakaoProviderOf, SEND_LEASE_MS);

  /** The e-mail channel; in development without SMTP .eml files; in production without SMTP none (notices wait). */
  const channelOf = (): Channel | null => {
    if (channel) return channel;
    const { SMTP_URL, MAIL_FROM, NOTICE_MAIL_DIR, SITE_URL, NODE_ENV } = env();
    if (!SMTP_URL && NODE_ENV === 'production') {
      if (!warned) strapi.log.warn('notices: SMTP_URL is not set, so notices wait in the outbox until it is');
      warned = true;
      return null;
    }
    const { NOTICE_SEND_CONNECTIONS, NOTICE_SEND_PER_MINUTE } = env();
    channel = SMTP_URL
      ? emailChannel({
          url: SMTP_URL,
          from: MAIL_FROM,
          domain: new URL(SITE_URL).hostname,
          connections: NOTICE_SEND_CONNECTIONS,
          // The minute's limit spread over its seconds: side by side connections must not send a
          // minute's worth in a burst that a relay's per-second limit refuses.
          perSecond: Math.ceil(NOTICE_SEND_PER_MINUTE / 60),
        })
      : fileChannel({ dir: NOTICE_MAIL_DIR ?? path.resolve(strapi.dirs.app.root, '.tmp', 'mail'), from: MAIL_FROM });
    return channel;
  };

  return {
    /**
     * One pass. A pass still running when the next tick comes (a slow mail server) is left to
     * finish: passes of one process never overlap, so it holds at most one SMTP transaction a connection.
     */
    async sendDue(
      options: { limit?: number; leaseMs?: number; perMinute?: number } = {},
    ): Promise<{ claimed: number; sent: number; failed: number }> {
      if (passing) return { claimed: 0, sent: 0, failed: 0 };
      passing = true;
      try {
        // E-mail first, then KakaoTalk: each channel's notices are claimed and sent on their own,
        // and a provider's outage pauses only its own channel.
        const mail = await pass(options);
        const talk = await kakao.pass(options.limit === undefined ? {} : { limit: options.limit });
        return { claimed: mail.claimed + talk.claimed, sent: mail.sent + talk.sent, failed: mail.failed + talk.failed };
      } finally {
        passing = false;
      }
    },
    /**
     * The scheduled job's pass: batches one after another while each comes back full, for at
     * most `withinMs` (under the minute, so the next tick finds this one done). One batch a
     * minute would take 25 minutes over a minute's 5,000 reminders.
     */
    async drain({ withinMs = 45_000 } = {}): Promise<{ claimed: number; sent: number; failed: number }> {
      const started = Date.now();
      const total = { claimed: 0, sent: 0, failed: 0 };
      for (;;) {
        const pass = await this.sendDue();
        total.claimed += pass.claimed;
        total.sent += pass.sent;
        total.failed += pass.failed;
        if (pass.claimed < SEND_BATCH || Date.now() - started > withinMs) return total;
      }
    },
    /** Forgets the channel (tests and a changed configuration). */
    async reset(): Promise<void> {
      await channel?.close?.();
      channel = undefined;
      outage = null;
      kakao.reset();
    },
  };

  async function pass({
    limit = SEND_BATCH,
    leaseMs = SEND_LEASE_MS,
    perMinute = env().NOTICE_SEND_PER_MINUTE,
  }: {
    limit?: number;
    leaseMs?: number;
    perMinute?: number;
  }) {
    const sending = channelOf();
    if (!sending) return { claimed: 0, sent: 0, failed: 0 };
    if (outage && now() < outage.until) return { claimed: 0, sent: 0, failed: 0 };
    const room = Math.min(limit, perMinute - (await repo.sentSince(new Date(now().getTime() - 60_000))));
    if (room <= 0) return { claimed: 0, sent: 0, failed: 0 };
    const claimed = await repo.claim(now(), room, leaseMs, 'email');
    if (!claimed.length) return { claimed: 0, sent: 0, failed: 0 };
    const ids = [...new Set(claimed.map((n) => n.learner))];
    const users = await usersOf(strapi).fetchAll<Recipient>({ filters: { id: { $in: ids } }, fields: ['email', 'name', 'username'] });
    const byId = new Map(users.map((u) => [Number(u.id), u]));
    const stored = await choices.of(ids);
    const site = env().SITE_URL;
    const settings = new URL('/member', site).toString();
    const marks = sentMarks(async (ids, forget) => repo.markSent(ids, now(), forget));
    let sent = 0;
    let failed = 0;
    /** How many of the claim were taken up; once the pass ends early, the rest are released, untried. */
    let taken = 0;
    let ended = false;
    /** This pass met an outage: it counts once, however many connections answered so. */
    let outageNow = false;

    const one = async (notice: NoticeRow): Promise<void> => {
      const user = byId.get(notice.learner);
      const mine = stored.get(notice.learner);
      // Turned off after it was written: not sent, and said so.
      if (!noticeIsOn(notice.kind, mine?.changed ?? [])) {
        await repo.markDropped(notice.id, now());
        return;
      }
      const own = ownAddressOf(notice.facts);
      const to = addressOf(notice, user, mine?.address ?? null);
      if (!to) {
        await repo.markFailed(notice.id, notice.attempts + 1, null, 'no address', now());
        failed += 1;
        return;
      }
      const unsubscribe = stopLink(site, noticeLinkSecret(), notice.learner, notice.kind);
      const rendered = renderNotice(notice.kind, notice.facts, own?.name ?? user?.name ?? user?.username ?? '', { unsubscribe, settings });
      const result = await sending.deliver({ ...rendered, to, key: notice.key, unsubscribe });
      if ('sent' in result) {
        if (outage && !outageNow) {
          const minutes = Math.round((now().getTime() - outage.since.getTime()) / 60_000);
          strapi.log.info(`notices: the mail server takes our mail again (after ${minutes} min); waiting notices go out`);
          outage = null;
        }
        marks.add(notice.id, NOTICE_FACTS_FORGOTTEN_ONCE_SENT.includes(notice.kind));
        sent += 1;
      } else if ('outage' in result) {
        const at = now();
        ended = true;
        if (!outageNow) {
          outageNow = true;
          const answers = (outage?.answers ?? 0) + 1;
          const until = new Date(at.getTime() + noticeOutagePauseMs(answers));
          if (!outage)
            strapi.log.warn(
              `notices: the mail server refuses our mail (${result.outage.slice(0, 200)}): no notice is given up, ` +
                `all wait and sending pauses until ${until.toISOString()}, then tries again (check SMTP_URL's account and the provider's limits)`,
            );
          outage = { since: outage?.since ?? at, answers, until };
          // Not taken up by any connection: the rest of the claim waits with this notice.
          await repo.release(
            claimed.slice(taken).map((n) => n.id),
            until,
            at,
          );
        }
        // Not this notice's fault: no try is counted against it.
        await repo.markFailed(notice.id, notice.attempts, outage!.until, result.outage, at);
        failed += 1;
      } else {
        const attempts = notice.attempts + 1;
        const next = 'refused' in result ? null : nextAttemptAt(attempts, now());
        await repo.markFailed(notice.id, attempts, next, 'refused' in result ? result.refused : result.retry, now());
        failed += 1;
      }
    };

    // As many at a time as the channel sends side by side: each takes the claim's next notice. A
    // failure (the database) ends the pass once the others' messages in flight are answered and
    // marked, so no straggler of this pass runs beside the next one.
    let broken: { error: unknown } | null = null;
    const worker = async (): Promise<void> => {
      try {
        while (!ended && !broken && !marks.failed() && taken < claimed.length) await one(claimed[taken++]!);
      } catch (error) {
        broken ??= { error };
      }
    };
    try {
      // The first goes alone: a mail server that refuses the school (a wrong password) is asked
      // once a pass, not once a connection, as a provider that locks an account after failed
      // logins counts them.
      await one(claimed[taken++]!);
      await Promise.all(Array.from({ length: Math.min(sending.parallel ?? 1, claimed.length - taken) }, worker));
    } finally {
      await marks.done();
    }
    if (broken) throw (broken as { error: unknown }).error;
    return { claimed: claimed.length, sent, failed };
  }
};
