import crypto from 'node:crypto';
import type { Core } from '@strapi/strapi';
import {
  messages,
  noticeChoices,
  noticeChoicesSchema,
  noticeIsOn,
  OPTIONAL_NOTICE_KINDS,
  withNoticeChoice,
  type NoticeKind,
  type NoticeStop,
} from '@dharma/config';
import { parse } from '@dharma/config/plugin';
import { cmsEnv } from '@dharma/config/env';
import { NoticesError } from '../errors';
import { choicesRepository } from '../repositories/choices';
import { checkStopToken } from './links';

/** The key the stop links are signed with (development without NOTICE_LINK_SECRET: derived from the CMS's own key). */
export const noticeLinkSecret = () =>
  cmsEnv().NOTICE_LINK_SECRET ?? crypto.createHmac('sha256', cmsEnv().ENCRYPTION_KEY).update('notice-links').digest('base64url');

/** A learner's notice choices: which kinds are on, and the one-click stop. */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const repo = choicesRepository(strapi);
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
    /** PUT /v1/notices/choices: these kinds on, every other one the learner may turn off, off. */
    async saveAll(learner: number, input: unknown): Promise<{ kind: NoticeKind; on: boolean }[]> {
      const { on } = parse(noticeChoicesSchema, input ?? {});
      let changed: string[] = [];
      for (const kind of OPTIONAL_NOTICE_KINDS) changed = withNoticeChoice(changed, kind, on.includes(kind));
      await repo.save(learner, changed);
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
  };
};
