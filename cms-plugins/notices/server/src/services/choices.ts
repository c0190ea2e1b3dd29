import crypto from 'node:crypto';
import type { Core } from '@strapi/strapi';
import {
  ADDRESS_CONFIRM_DAYS,
  ADDRESS_CONFIRMATIONS_PER_ADDRESS_PER_DAY,
  ADDRESS_CONFIRMATIONS_PER_LEARNER_PER_DAY,
  addDays,
  noticeChoices,
  noticeIsOn,
  noticeKey,
  OPTIONAL_NOTICE_KINDS,
  REMINDER_DEFAULT_AT,
  todayInKorea,
  withNoticeChoice,
  type NoticeKind,
  now,
} from '@dharma/config/rules';
import { messages } from '@dharma/config/words';
import {
  noticeAddressSchema,
  noticeChoicesSchema,
  type NoticeConfirm,
  type NoticeSettings,
  type NoticeStop,
} from '@dharma/config/contracts';
import { parse, usersOf } from '@dharma/config/platform/plugin';
import { cmsEnv } from '@dharma/config/platform/env';
import { NoticesError } from '../errors';
import { choicesRepository } from '../repositories/choices';
import { confirmationsRepository } from '../repositories/confirmations';
import { notices } from '../get-service';
import { addressLink, checkAddressToken, checkStopToken } from './links';

/** The key the stop links are signed with (development without NOTICE_LINK_SECRET: derived from the CMS's own key). */
export const noticeLinkSecret = () =>
  cmsEnv().NOTICE_LINK_SECRET ?? crypto.createHmac('sha256', cmsEnv().ENCRYPTION_KEY).update('notice-links').digest('base64url');

/** A learner's notice choices: which kinds are on, where they go, when the reminder comes, and the one-click stop. */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const repo = choicesRepository(strapi);
  const confirmations = confirmationsRepository(strapi);
  const kakaoOf = async (learner: number) =>
    (await usersOf(strapi).fetch<{ id: number; email: string | null; name: string | null; username: string }>(learner, {
      fields: ['email', 'name', 'username'],
    })) ?? null;
  return {
    /** Whether each learner wants this kind. */
    async wants(kind: NoticeKind, learners: readonly number[]): Promise<Map<number, boolean>> {
      const changed = await repo.changedOf(learners);
      return new Map(learners.map((l) => [l, noticeIsOn(kind, changed.get(l) ?? [])] as const));
    },
    /** The learners who turned on a kind that starts off (the application window opening). */
    async optedIn(kind: NoticeKind): Promise<number[]> {
      if (noticeChoices[kind].startsOn) throw new RangeError(`${kind} starts on: every learner but those who turned it off`);
      return repo.changedTo(kind);
    },
    /** The kinds a learner may turn on or off, and whether each is on (the member page). */
    async of(learner: number): Promise<{ kind: NoticeKind; on: boolean }[]> {
      const changed = (await repo.changedOf([learner])).get(learner) ?? [];
      return OPTIONAL_NOTICE_KINDS.map((kind) => ({ kind, on: noticeIsOn(kind, changed) }));
    },
    /** Where the learner's notices go besides Kakao's address, and the reminder's time (the member page). */
    async settings(learner: number): Promise<NoticeSettings> {
      const stored = (await repo.of([learner])).get(learner);
      return { address: stored?.address ?? null, reminder_at: stored?.reminderAt ?? REMINDER_DEFAULT_AT };
    },
    /** PUT /v1/notices/choices: these kinds on, every other one the learner may turn off, off; and the reminder's time. */
    async saveAll(learner: number, input: unknown): Promise<{ kind: NoticeKind; on: boolean }[]> {
      const { on, reminder_at: reminderAt } = parse(noticeChoicesSchema, input ?? {});
      let changed: string[] = [];
      for (const kind of OPTIONAL_NOTICE_KINDS) changed = withNoticeChoice(changed, kind, on.includes(kind));
      await repo.save(learner, changed, reminderAt);
      return this.of(learner);
    },
    /** Turns one kind on or off for a learner. */
    async set(learner: number, kind: NoticeKind, on: boolean): Promise<void> {
      const changed = (await repo.changedOf([learner])).get(learner) ?? [];
      await repo.save(learner, withNoticeChoice(changed, kind, on));
    },
    /** The one-click stop link: a link whose signature does not match changes nothing. */
    async stop({ learner, kind, token }: NoticeStop): Promise<{ kind: NoticeKind }> {
      if (!checkStopToken(noticeLinkSecret(), learner, kind, token)) throw new NoticesError('not_found', messages.notice_link_invalid);
      await this.set(learner, kind, false);
      return { kind };
    },
    /**
     * PUT /v1/notices/address: another address (a confirmation notice goes to it, nothing else
     * changes until its link is opened) or null / Kakao's own address (back to Kakao's at once).
     * One confirmation per learner, address and Korean day: asking again the same day sends
     * nothing more. Past ADDRESS_CONFIRMATIONS_PER_LEARNER_PER_DAY (the learner's) or
     * ADDRESS_CONFIRMATIONS_PER_ADDRESS_PER_DAY (the address's, whoever asks) it is refused until
     * the next Korean day, nothing sent and nothing written: the form cannot flood mailboxes.
     */
    async requestAddress(learner: number, input: unknown): Promise<{ address: string | null; pending: string | null }> {
      const { address } = parse(noticeAddressSchema, input ?? {});
      const account = await kakaoOf(learner);
      if (!account) throw new NoticesError('not_found', messages.login_required);
      const current = (await repo.of([learner])).get(learner)?.address ?? null;
      if (address === null || address === account.email?.toLowerCase()) {
        if (current !== null) await repo.setAddress(learner, null);
        return { address: null, pending: null };
      }
      if (address === current) return { address: current, pending: null };
      const today = todayInKorea();
      const expires = addDays(today, ADDRESS_CONFIRM_DAYS);
      const caps = { learner: ADDRESS_CONFIRMATIONS_PER_LEARNER_PER_DAY, address: ADDRESS_CONFIRMATIONS_PER_ADDRESS_PER_DAY };
      await strapi.db.transaction(async () => {
        const place = await confirmations.take(learner, address, today, caps);
        if (place === 'learner_cap') throw new NoticesError('too_many', messages.notice_address_learner_daily_limit);
        if (place === 'address_cap') throw new NoticesError('too_many', messages.notice_address_daily_limit);
        await notices(strapi).outbox.add({
          key: noticeKey('address_confirmation', learner, address, today),
          kind: 'address_confirmation',
          learner,
          facts: { address, expires, link: addressLink(cmsEnv().SITE_URL, noticeLinkSecret(), learner, address, expires) },
        });
      });
      return { address: current, pending: address };
    },
    /** POST /v1/notices/address/confirm (web's server passes the link on): the address is the learner's from now on. */
    async confirmAddress({ learner, address, expires, token }: NoticeConfirm): Promise<{ address: string }> {
      if (!checkAddressToken(noticeLinkSecret(), learner, address, expires, token) || !(await kakaoOf(learner)))
        throw new NoticesError('not_found', messages.notice_address_link_invalid);
      if (todayInKorea(now()) > expires) throw new NoticesError('conflict', messages.notice_address_link_expired);
      await repo.setAddress(learner, address);
      return { address };
    },
  };
};
