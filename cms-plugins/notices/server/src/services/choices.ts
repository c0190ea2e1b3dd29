import crypto from 'node:crypto';
import type { Core } from '@strapi/strapi';
import {
  ADDRESS_CONFIRM_DAYS,
  ADDRESS_CONFIRMATIONS_PER_ADDRESS_PER_DAY,
  ADDRESS_CONFIRMATIONS_PER_LEARNER_PER_DAY,
  addDays,
  CHANNEL_CHOICE_KINDS,
  channelChoiceOf,
  channelKey,
  PHONE_CODE_MINUTES,
  PHONE_CODE_TRIES,
  PHONE_CODES_PER_LEARNER_PER_DAY,
  PHONE_CODES_PER_NUMBER_PER_DAY,
  withChannelChoice,
  type ChannelChoice,
  type KakaoKind,
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
import { messages, phoneCodeText } from '@dharma/config/words';
import {
  noticeAddressSchema,
  noticeChoicesSchema,
  noticePhoneConfirmSchema,
  noticePhoneSchema,
  type NoticeConfirm,
  type NoticeSettings,
  type NoticeStop,
} from '@dharma/config/contracts';
import { parse, usersOf } from '@dharma/config/platform/plugin';
import { cmsEnv } from '@dharma/config/platform/env';
import { NoticesError } from '../errors';
import { choicesRepository } from '../repositories/choices';
import { confirmationsRepository } from '../repositories/confirmations';
import { phoneCodesRepository } from '../repositories/phone-codes';
import { kakaoProviderOf } from '../channels/provider-of';
import { isProblem, type KakaoProvider } from '../channels/kakao';
import { notices } from '../get-service';
import { addressLink, checkAddressToken, checkStopToken } from './links';

/** The key the stop links are signed with (development without NOTICE_LINK_SECRET: derived from the CMS's own key). */
export const noticeLinkSecret = () =>
  cmsEnv().NOTICE_LINK_SECRET ?? crypto.createHmac('sha256', cmsEnv().ENCRYPTION_KEY).update('notice-links').digest('base64url');

/** A code's HMAC: the database never holds a code a reader could type in. */
const codeHashOf = (learner: number, phone: string, code: string) =>
  crypto.createHmac('sha256', noticeLinkSecret()).update(`phone-code:${learner}:${phone}:${code}`).digest('hex');

/**
 * Sends the confirmation code as one text message through a group of its own (the SDK's one-call
 * send could post it twice): answers whether the provider took it.
 */
async function sendCode(kakao: KakaoProvider, to: string, text: string, key: string): Promise<boolean> {
  const group = await kakao.createGroup(key);
  if (typeof group !== 'string') return false;
  const added = await kakao.addText(group, to, text, key);
  if (added && !('outage' in added)) return false;
  // Whatever the answer said, the group as the provider holds it: one message, not two.
  const held = await kakao.messages(group);
  if (isProblem(held) || !held.length) return false;
  if (
    held.length > 1 &&
    isProblem(
      await kakao.remove(
        group,
        held.slice(1).map((m) => m.messageId),
      ),
    )
  )
    return false;
  const sent = await kakao.send(group);
  if (!isProblem(sent)) return true;
  return (await kakao.state(group)) === 'sent';
}

/** A learner's notice choices: which kinds are on, where they go, when the reminder comes, and the one-click stop. */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const repo = choicesRepository(strapi);
  const confirmations = confirmationsRepository(strapi);
  const phoneCodes = phoneCodesRepository(strapi);
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
    /** Where the learner's notices go (another address, the mobile number, each kind's channel) and the reminder's time (the member page). */
    async settings(learner: number): Promise<NoticeSettings> {
      const stored = (await repo.of([learner])).get(learner);
      const phone = stored?.phone ?? null;
      const pending = await phoneCodes.latest(learner);
      const waiting = pending && pending.expiresAt > now() && pending.tries < PHONE_CODE_TRIES ? pending.phone : null;
      return {
        address: stored?.address ?? null,
        reminder_at: stored?.reminderAt ?? REMINDER_DEFAULT_AT,
        phone,
        phone_pending: waiting,
        channels: Object.fromEntries(CHANNEL_CHOICE_KINDS.map((k) => [k, channelChoiceOf(k, stored?.channels ?? {}, phone)])) as Record<
          KakaoKind,
          ChannelChoice
        >,
        kakao_available: kakaoProviderOf() !== null,
      };
    },
    /**
     * PUT /v1/notices/choices: these kinds on, every other one the learner may turn off, off; the
     * reminder's time; and where each kind KakaoTalk may carry goes.
     */
    async saveAll(learner: number, input: unknown): Promise<{ kind: NoticeKind; on: boolean }[]> {
      const { on, reminder_at: reminderAt, channels } = parse(noticeChoicesSchema, input ?? {});
      let changed: string[] = [];
      for (const kind of OPTIONAL_NOTICE_KINDS) changed = withNoticeChoice(changed, kind, on.includes(kind));
      let stored: Record<string, string> | undefined;
      if (channels) {
        stored = (await repo.of([learner])).get(learner)?.channels ?? {};
        for (const [kind, choice] of Object.entries(channels) as Array<[KakaoKind, ChannelChoice]>)
          stored = withChannelChoice(stored, kind, choice);
      }
      await repo.save(learner, changed, reminderAt, stored);
      return this.of(learner);
    },
    /**
     * PUT /v1/notices/phone: a code to this number, by text message, which the learner types on the
     * member page; nothing changes until she does (a number not confirmed is never messaged). Her
     * confirmed number again: nothing sent. null: the number is taken off and notices go by e-mail.
     * PHONE_CODES_PER_LEARNER_PER_DAY a learner and PHONE_CODES_PER_NUMBER_PER_DAY a number
     * (whoever asks) per Korean day, counted in the database; a code the provider did not take is
     * not counted.
     */
    async requestPhone(learner: number, input: unknown): Promise<{ phone: string | null; pending: string | null }> {
      const { phone } = parse(noticePhoneSchema, input ?? {});
      if (!(await kakaoOf(learner))) throw new NoticesError('not_found', messages.login_required);
      const current = (await repo.of([learner])).get(learner)?.phone ?? null;
      if (phone === null) {
        if (current !== null) await repo.setPhone(learner, null);
        await phoneCodes.voidOf(learner);
        return { phone: null, pending: null };
      }
      if (phone === current) return { phone, pending: null };
      const kakao = kakaoProviderOf();
      if (!kakao) throw new NoticesError('conflict', messages.notice_phone_unavailable);
      const at = now();
      const code = String(crypto.randomInt(0, 1_000_000)).padStart(6, '0');
      const place = await phoneCodes.take(
        {
          learner,
          phone,
          day: todayInKorea(at),
          codeHash: codeHashOf(learner, phone, code),
          expiresAt: new Date(at.getTime() + PHONE_CODE_MINUTES * 60_000),
        },
        { learner: PHONE_CODES_PER_LEARNER_PER_DAY, number: PHONE_CODES_PER_NUMBER_PER_DAY },
      );
      if (place === 'learner_cap') throw new NoticesError('too_many', messages.notice_phone_learner_daily_limit);
      if (place === 'number_cap') throw new NoticesError('too_many', messages.notice_phone_daily_limit);
      if (
        !(await sendCode(
          kakao,
          phone,
          phoneCodeText(code, PHONE_CODE_MINUTES),
          channelKey(`phone_code:${learner}:${place.taken}`, 'kakao'),
        ))
      ) {
        // Not sent: this code and its place go, and an older code she has keeps working.
        await phoneCodes.remove(place.taken);
        throw new NoticesError('conflict', messages.notice_phone_unavailable);
      }
      // Sent: an older code of hers stops working, only the one just sent confirms.
      await phoneCodes.voidOf(learner, place.taken);
      return { phone: current, pending: phone };
    },
    /**
     * POST /v1/notices/phone/confirm: the code from the text message. Right: the number is hers from
     * now on. Wrong: counted (PHONE_CODE_TRIES wrong tries, or PHONE_CODE_MINUTES, and the code is
     * void), so six digits cannot be guessed.
     */
    async confirmPhone(learner: number, input: unknown): Promise<{ phone: string }> {
      const { code } = parse(noticePhoneConfirmSchema, input ?? {});
      const pending = await phoneCodes.latest(learner);
      if (!pending) throw new NoticesError('not_found', messages.notice_phone_nothing_pending);
      if (pending.expiresAt <= now() || pending.tries >= PHONE_CODE_TRIES)
        throw new NoticesError('conflict', messages.notice_phone_code_expired);
      const right = Buffer.from(codeHashOf(learner, pending.phone, code));
      if (!crypto.timingSafeEqual(right, Buffer.from(pending.codeHash))) {
        const tries = await phoneCodes.wrongTry(pending.id);
        throw new NoticesError(
          'conflict',
          tries >= PHONE_CODE_TRIES ? messages.notice_phone_code_expired : messages.notice_phone_code_wrong,
        );
      }
      await phoneCodes.use(pending.id);
      await repo.setPhone(learner, pending.phone);
      return { phone: pending.phone };
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
