import crypto from 'node:crypto';
import type { Core } from '@strapi/strapi';
import { writerOf } from '@dharma/config/platform/plugin';
import {
  NOTICE_KEY_MAX,
  NOTICE_KEY_READABLE,
  type KakaoOutcome,
  type NoticeChannel,
  type NoticeKind,
  type NoticeState,
} from '@dharma/config/rules';
import { chunks } from './choices';

const table = 'notices_outbox';

/**
 * The key a notice is stored under: as it is when it fits NOTICE_KEY_MAX, else its readable start
 * and the sha256 of the whole (one key per notice either way, and no write refused for length).
 */
export const storedKey = (key: string): string =>
  key.length <= NOTICE_KEY_MAX ? key : `${key.slice(0, NOTICE_KEY_READABLE)}#${crypto.createHash('sha256').update(key).digest('hex')}`;

/** A notice as the sender reads it. */
export interface NoticeRow {
  id: number;
  key: string;
  kind: NoticeKind;
  learner: number;
  facts: unknown;
  channel: string;
  state: NoticeState;
  attempts: number;
  /** A KakaoTalk notice's message group at the provider, once one was created for it. */
  groupId: string | null;
}

interface Stored {
  id: number | string;
  key: string;
  kind: NoticeKind;
  learner: number | string;
  facts: unknown;
  channel: string;
  state: NoticeState;
  attempts: number | string;
  group_id?: string | null;
}

/** A notice as the back office lists it. */
export interface StaffRow extends Omit<NoticeRow, 'key' | 'groupId'> {
  outcome: KakaoOutcome | null;
  lastError: string | null;
  createdAt: string;
  sentAt: string | null;
}

// SQLite hands back datetimes as epoch milliseconds, PostgreSQL as Date.
const isoOf = (v: unknown): string | null =>
  v === null || v === undefined
    ? null
    : new Date(typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : (v as string | number | Date)).toISOString();

const rowOf = (r: Stored): NoticeRow => ({
  id: Number(r.id),
  key: r.key,
  kind: r.kind,
  learner: Number(r.learner),
  // SQLite keeps JSON as text, PostgreSQL hands back the value.
  facts: typeof r.facts === 'string' ? JSON.parse(r.facts) : r.facts,
  channel: r.channel,
  state: r.state,
  attempts: Number(r.attempts),
  groupId: r.group_id ?? null,
});

/** The only code that touches the outbox table. */
export function outboxRepository(strapi: Core.Strapi) {
  const knex = () => strapi.db.connection;
  const writer = () => writerOf(strapi);
  return {
    /** Adds a notice unless one with its key exists; answers whether this call added it. */
    async add(notice: {
      key: string;
      kind: NoticeKind;
      learner: number;
      facts: unknown;
      channel: NoticeChannel;
      at: Date;
      due?: Date;
    }): Promise<boolean> {
      const key = storedKey(notice.key);
      // SQLite took a key of any length before keys were bounded: the same notice asked again
      // finds it under its whole key (PostgreSQL never stored one, it refused the write).
      if (key !== notice.key && (await (await writer())(table).select('id').where({ key: notice.key }).first())) return false;
      const inserted = await (
        await writer()
      )(table)
        .insert({
          document_id: crypto.randomBytes(12).toString('hex'),
          key,
          kind: notice.kind,
          learner: notice.learner,
          facts: JSON.stringify(notice.facts),
          channel: notice.channel,
          state: 'waiting',
          attempts: 0,
          next_attempt_at: notice.due ?? notice.at,
          created_at: notice.at,
          updated_at: notice.at,
        })
        .onConflict('key')
        .ignore()
        .returning('id');
      return inserted.length > 0;
    },

    /**
     * Adds many notices in one statement per chunk (a staff announcement, the reminders of a minute),
     * each unless its key exists (the unique index); answers how many this call added.
     */
    async addMany(
      notices: Array<{ key: string; kind: NoticeKind; learner: number; facts: unknown; channel: NoticeChannel; due?: Date }>,
      at: Date,
    ): Promise<number> {
      let added = 0;
      // 12 columns a row: 200 rows stay far below SQLite's limit of bound values.
      for (const part of chunks(notices, 200)) {
        const inserted = await (
          await writer()
        )(table)
          .insert(
            part.map((n) => ({
              document_id: crypto.randomBytes(12).toString('hex'),
              key: storedKey(n.key),
              kind: n.kind,
              learner: n.learner,
              facts: JSON.stringify(n.facts),
              channel: n.channel,
              state: 'waiting',
              attempts: 0,
              next_attempt_at: n.due ?? at,
              created_at: at,
              updated_at: at,
            })),
          )
          .onConflict('key')
          .ignore()
          .returning('id');
        added += inserted.length;
      }
      return added;
    },

    /** Whether any notice's key starts with this (an announcement already sent: its keys share its id). */
    async anyWithKeyPrefix(prefix: string): Promise<boolean> {
      const like = `${prefix.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      const row = await (await writer())(table).select('id').whereRaw(`?? like ? escape '\\'`, ['key', like]).first();
      return Boolean(row);
    },

    /** A page of notices for staff, newest first: what they are about, never their facts' words beyond the subject. */
    async page(state: NoticeState | undefined, page: number, size: number): Promise<{ rows: StaffRow[]; total: number }> {
      const filtered = () => (state ? knex()(table).where({ state }) : knex()(table));
      const [{ n }] = (await filtered().count({ n: 'id' })) as Array<{ n: number | string }>;
      const rows = (await filtered()
        .select('id', 'kind', 'learner', 'facts', 'channel', 'state', 'attempts', 'outcome', 'last_error', 'created_at', 'sent_at')
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(size)
        .offset((page - 1) * size)) as Array<
        Stored & { outcome: KakaoOutcome | null; last_error: string | null; created_at: unknown; sent_at: unknown }
      >;
      return {
        rows: rows.map((r) => ({
          ...(({ key: _key, groupId: _group, ...rest }) => rest)(rowOf({ ...r, key: '' })),
          outcome: r.outcome ?? null,
          lastError: r.last_error ?? null,
          createdAt: isoOf(r.created_at)!,
          sentAt: isoOf(r.sent_at),
        })),
        total: Number(n),
      };
    },

    /** Which of these keys the outbox has already (a reminder written today is not computed again). */
    async existingKeys(keys: readonly string[]): Promise<Set<string>> {
      const found = new Set<string>();
      for (const part of chunks(keys)) {
        const stored = new Map(part.map((k) => [storedKey(k), k] as const));
        const rows = (await knex()(table)
          .select('key')
          .whereIn('key', [...stored.keys()])) as Array<{ key: string }>;
        for (const r of rows) found.add(stored.get(r.key) ?? r.key);
      }
      return found;
    },

    /**
     * Claims up to `limit` notices that are due (waiting and due, or left `sending` by a process
     * whose lease is over) for `leaseMs`: one conditional UPDATE marks them with a fresh claim, so
     * two senders never hold the same notice; the rows read back are the ones this claim got.
     */
    async claim(now: Date, limit: number, leaseMs: number, channel: NoticeChannel = 'email'): Promise<NoticeRow[]> {
      const claim = crypto.randomUUID();
      const due = knex()(table)
        .select('id')
        .where('channel', channel)
        .andWhere((w) =>
          w
            .where((q) => q.where('state', 'waiting').andWhere('next_attempt_at', '<=', now))
            .orWhere((q) => q.where('state', 'sending').andWhere('lease_until', '<', now)),
        )
        .orderBy('next_attempt_at')
        .orderBy('id')
        .limit(limit);
      await knex()(table)
        .whereIn('id', due)
        .andWhere((q) =>
          q
            .where((w) => w.where('state', 'waiting').andWhere('next_attempt_at', '<=', now))
            .orWhere((w) => w.where('state', 'sending').andWhere('lease_until', '<', now)),
        )
        .update({ state: 'sending', claim, lease_until: new Date(now.getTime() + leaseMs), updated_at: now });
      const rows = (await knex()(table).select('*').where({ claim, state: 'sending' }).orderBy('id')) as Stored[];
      return rows.map(rowOf);
    },

    /** The server took these messages: the notices are sent, for good (`forgetFacts`: what they carried goes now). */
    async markSent(ids: readonly number[], at: Date, forgetFacts = false): Promise<void> {
      for (const part of chunks(ids))
        await knex()(table)
          .whereIn('id', part)
          .update({ state: 'sent', sent_at: at, lease_until: null, updated_at: at, ...(forgetFacts ? { facts: '{}' } : {}) });
    },

    /** The learner turned the kind off before it went: never sent. */
    async markDropped(id: number, at: Date): Promise<void> {
      await knex()(table).where({ id }).update({ state: 'dropped', lease_until: null, updated_at: at });
    },

    /** How many notices were handed over after `since` (the per-minute sending limit). */
    async sentSince(since: Date, channel: NoticeChannel = 'email'): Promise<number> {
      const [{ n }] = (await knex()(table).where({ state: 'sent', channel }).andWhere('sent_at', '>', since).count({ n: 'id' })) as Array<{
        n: number | string;
      }>;
      return Number(n);
    },

    /** Claimed notices not tried (the pass ended): waiting again, due at `next`, no try counted. */
    async release(ids: readonly number[], next: Date, at: Date): Promise<void> {
      for (const part of chunks(ids))
        await knex()(table)
          .whereIn('id', part)
          .andWhere('state', 'sending')
          .update({ state: 'waiting', next_attempt_at: next, lease_until: null, updated_at: at });
    },

    /** A try failed: the notice waits until `next`, or is dead when there is none. */
    async markFailed(id: number, attempts: number, next: Date | null, error: string, at: Date): Promise<void> {
      await knex()(table)
        .where({ id })
        .update({
          state: next ? 'waiting' : 'dead',
          attempts,
          next_attempt_at: next ?? at,
          lease_until: null,
          last_error: error.slice(0, 500),
          updated_at: at,
        });
    },

    /** The provider's message group these claimed KakaoTalk notices go in: stored (and committed) before any message is added. */
    async setGroup(ids: readonly number[], groupId: string | null, at: Date): Promise<void> {
      for (const part of chunks(ids)) await knex()(table).whereIn('id', part).update({ group_id: groupId, updated_at: at });
    },

    /** A notice goes by another channel than it was written for (the learner's choice changed before it went). */
    async reroute(id: number, channel: NoticeChannel, at: Date): Promise<void> {
      await knex()(table)
        .where({ id })
        .update({ channel, state: 'waiting', next_attempt_at: at, lease_until: null, group_id: null, updated_at: at });
    },

    /** Sent KakaoTalk notices whose outcome the provider has not told yet, sent between `since` and `until`: their groups. */
    async groupsAwaitingOutcome(since: Date, until: Date, limit: number): Promise<string[]> {
      const rows = (await knex()(table)
        .distinct('group_id')
        .where({ channel: 'kakao', state: 'sent' })
        .whereNull('outcome')
        .whereNotNull('group_id')
        .andWhere('sent_at', '>', since)
        .andWhere('sent_at', '<=', until)
        .orderBy('group_id')
        .limit(limit)) as Array<{ group_id: string }>;
      return rows.map((r) => r.group_id);
    },

    /** The notices of one provider group, with their keys (to match the provider's messages, which carry them). */
    async ofGroup(groupId: string): Promise<Array<{ id: number; key: string; outcome: KakaoOutcome | null; state: NoticeState }>> {
      const rows = (await knex()(table).select('id', 'key', 'outcome', 'state').where({ group_id: groupId })) as Array<{
        id: number | string;
        key: string;
        outcome: KakaoOutcome | null;
        state: NoticeState;
      }>;
      return rows.map((r) => ({ id: Number(r.id), key: r.key, outcome: r.outcome ?? null, state: r.state }));
    },

    /** What the provider reported of these KakaoTalk notices (one UPDATE per outcome). */
    async markOutcomes(outcomes: ReadonlyMap<number, KakaoOutcome>, at: Date): Promise<void> {
      const byOutcome = new Map<KakaoOutcome, number[]>();
      for (const [id, outcome] of outcomes) byOutcome.set(outcome, [...(byOutcome.get(outcome) ?? []), id]);
      for (const [outcome, ids] of byOutcome)
        for (const part of chunks(ids)) await knex()(table).whereIn('id', part).update({ outcome, updated_at: at });
    },

    /**
     * Per hour and channel since `since`: how many were sent and by what (a KakaoTalk notice's
     * outcome), and how many failed for good (dead), counted in the database. Hours, not months:
     * an hour is the same hour in Korea and in UTC, and each database hands it back the way it
     * stored it (SQLite epoch milliseconds, PostgreSQL a timestamp the driver reads in the
     * process's zone), so the caller names the Korean month without SQL that knows time zones.
     */
    async hourly(
      since: Date,
    ): Promise<Array<{ hour: Date; channel: NoticeChannel; state: NoticeState; outcome: KakaoOutcome | null; n: number }>> {
      const hourSql =
        strapi.db.dialect.client === 'postgres'
          ? `date_trunc('hour', coalesce(sent_at, updated_at))`
          : `(coalesce(sent_at, updated_at) / 3600000) * 3600000`;
      const rows = (await knex()(table)
        .select({ hour: knex().raw(hourSql), channel: 'channel', state: 'state', outcome: 'outcome' })
        .count({ n: 'id' })
        .whereIn('state', ['sent', 'dead'])
        .andWhere((q) => q.where('sent_at', '>=', since).orWhere((w) => w.where('state', 'dead').andWhere('updated_at', '>=', since)))
        // knex's groupBy takes a raw expression alone: the whole list is written out.
        .groupByRaw(`${hourSql}, channel, state, outcome`)) as Array<{
        hour: unknown;
        channel: NoticeChannel;
        state: NoticeState;
        outcome: KakaoOutcome | null;
        n: number | string;
      }>;
      return rows.map((r) => ({
        hour: new Date(typeof r.hour === 'string' && /^\d+$/.test(r.hour) ? Number(r.hour) : (r.hour as string | number | Date)),
        channel: r.channel,
        state: r.state,
        outcome: r.outcome ?? null,
        n: Number(r.n),
      }));
    },

    /** A learner's notices for "download my data": what was sent and when, no message bodies. */
    async ofLearner(
      learner: number,
    ): Promise<Array<{ kind: NoticeKind; channel: NoticeChannel; state: NoticeState; created_at: string; sent_at: string | null }>> {
      const rows = (await (
        await writer()
      )(table)
        .select('kind', 'channel', 'state', 'created_at', 'sent_at')
        .where({ learner })
        .orderBy('id')) as Array<{ kind: NoticeKind; channel: NoticeChannel; state: NoticeState; created_at: unknown; sent_at: unknown }>;
      const iso = (v: unknown) => (v === null || v === undefined ? null : new Date(v as string | number | Date).toISOString());
      return rows.map((r) => ({
        kind: r.kind,
        channel: r.channel,
        state: r.state,
        created_at: iso(r.created_at)!,
        sent_at: iso(r.sent_at),
      }));
    },

    /** Account deletion: the learner's notices go, sent or not (inside the deletion's transaction). */
    async deleteOfLearner(learner: number): Promise<void> {
      await (await writer())(table).where({ learner }).delete();
    },

    /** Finished notices (sent, dropped, dead) last changed before `before` go; answers how many. */
    async pruneFinished(before: Date): Promise<number> {
      return Number(await knex()(table).whereIn('state', ['sent', 'dropped', 'dead']).andWhere('updated_at', '<', before).delete());
    },

    /** How many notices are in each state (the back office's list heading, the tests). */
    async countByState(): Promise<Record<NoticeState, number>> {
      const rows = (await knex()(table).select('state').count({ n: 'id' }).groupBy('state')) as Array<{
        state: NoticeState;
        n: number | string;
      }>;
      const counts: Record<NoticeState, number> = { waiting: 0, sending: 0, sent: 0, dead: 0, dropped: 0 };
      for (const r of rows) counts[r.state] = Number(r.n);
      return counts;
    },
  };
}
export type OutboxRepository = ReturnType<typeof outboxRepository>;
