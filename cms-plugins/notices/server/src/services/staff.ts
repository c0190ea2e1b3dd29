import crypto from 'node:crypto';
import type { Core } from '@strapi/strapi';
import {
  ADMIN_PAGE_SIZE,
  channelMonth,
  koreanDay,
  NOTICE_KEEP_DAYS,
  now,
  type NoticeChannel,
  noticeKey,
  parseCourseCode,
  runningSemester,
  todayInKorea,
  type NoticeState,
  type StaffActor,
} from '@dharma/config/rules';
import { adminNoticesUi, messages, renderNotice, type NoticeLinks } from '@dharma/config/words';
import {
  type AnnouncementAudience,
  type AnnouncementFacts,
  type AnnouncementInput,
  type AnnouncementPreview,
  type AnnouncementSendInput,
  type AnnouncementSent,
  type StaffNoticesPage,
} from '@dharma/config/contracts';
import { cmsEnv } from '@dharma/config/platform/env';
import { NoticesError } from '../errors';
import { notices } from '../get-service';
import { enrolmentOf, recordsOf } from '../ports';
import { outboxRepository } from '../repositories';
import { settingsRepository } from '../repositories/settings';
import { kakaoProviderOf } from '../channels/provider-of';

interface Semester {
  code: string;
  label: string;
  termStart: string;
}

/**
 * The back office's side of notices: the list of what was sent, failed or waits (each with its
 * subject, rendered from its kind and facts as the learner got it; never the body), and staff
 * announcements to the paid learners of one class or a whole semester. Who paid is the enrolment
 * plugin's answer (its paid classes), asked through its port.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const repo = outboxRepository(strapi);
  const settings = settingsRepository(strapi);
  const enrolment = () => enrolmentOf(strapi);
  const records = () => recordsOf(strapi);
  /** Links for words rendered here (the list's subjects, the preview): a learner's own are signed at sending time. */
  const sampleLinks = (): NoticeLinks => {
    const site = cmsEnv().SITE_URL;
    return { unsubscribe: new URL('/notices/stop', site).toString(), settings: new URL('/member', site).toString() };
  };

  /** Every semester, newest first, and the one named (refused when there is none) or else the one running. */
  async function semestersOf(code?: string): Promise<{ all: Semester[]; semester: Semester | null }> {
    const all = [...(await enrolment().catalogue.semesters())].sort((a, b) => b.termStart.localeCompare(a.termStart));
    if (code) {
      const named = all.find((s) => s.code === code);
      if (!named) throw new NoticesError('not_found', messages.semester_not_found);
      return { all, semester: named };
    }
    const today = todayInKorea();
    return { all, semester: runningSemester(all, today) ?? all.at(-1) ?? null };
  }

  /** The semester's classes with paid learners: code, name as the catalogue names it, and who paid. */
  async function classesOf(semester: Semester): Promise<Map<string, { name: string; learners: Set<number> }>> {
    const [paid, families] = await Promise.all([
      enrolment().applications.classesOfSemester(semester.code),
      enrolment().catalogue.families(),
    ]);
    const names = new Map(families.map((f) => [f.key, f.name] as const));
    const classes = new Map<string, { name: string; learners: Set<number> }>();
    for (const c of paid) {
      const one = classes.get(c.courseCode) ?? { name: `${names.get(c.catalog) ?? c.catalog} ${c.level}단계`, learners: new Set<number>() };
      one.learners.add(Number(c.owner));
      classes.set(c.courseCode, one);
    }
    return new Map([...classes].sort(([a], [b]) => a.localeCompare(b)));
  }

  /**
   * The announcement's audience: its words ("2030 여름학기 법구경 5단계 (2030SU-D5)") and its
   * learners. A class must be of the semester named; nobody paid is a refusal, not an empty send.
   */
  async function audienceOf(input: AnnouncementInput): Promise<{ label: string; learners: number[] }> {
    const { semester } = await semestersOf(input.semester);
    if (!semester) throw new NoticesError('not_found', messages.semester_not_found);
    if (input.course && parseCourseCode(input.course)?.semester !== semester.code) {
      throw new NoticesError('invalid', messages.announcement_class_invalid);
    }
    const classes = await classesOf(semester);
    const chosen = input.course ? [classes.get(input.course)].filter((c) => c !== undefined) : [...classes.values()];
    const learners = [...new Set(chosen.flatMap((c) => [...c.learners]))].sort((a, b) => a - b);
    if (!learners.length) throw new NoticesError('conflict', messages.announcement_no_recipients);
    const label = input.course ? `${semester.label} ${chosen[0]!.name} (${input.course})` : semester.label;
    return { label, learners };
  }

  const factsOf = (input: AnnouncementInput, audience: string): AnnouncementFacts => ({
    subject: input.subject,
    body: input.body,
    audience,
  });

  return {
    /**
     * PUT /v1/staff/notices/fallback: whether a 알림톡 KakaoTalk cannot deliver goes as a text
     * message (which costs more) from the next sending pass on; in the audit trail.
     */
    async setFallback(actor: StaffActor, { on }: { on: boolean }): Promise<{ on: boolean }> {
      const before = await settings.kakaoFallback();
      await strapi.db.transaction(async () => {
        await settings.setKakaoFallback(on);
        await records().audit.append({
          actor: actor.id,
          action: 'notice.fallback',
          target: 'notices:kakao_fallback',
          subject: null,
          before: { on: before },
          after: { on },
          address: actor.address,
        });
      });
      return { on };
    },

    /**
     * GET /v1/staff/notices: newest first, counts per state at the top. Learners' names are
     * personal data: the read is in the access log.
     */
    async list(actor: StaffActor, filter: { state?: NoticeState; page?: number }): Promise<StaffNoticesPage> {
      const page = Math.max(1, filter.page ?? 1);
      const since = new Date(now().getTime() - (NOTICE_KEEP_DAYS + 31) * 86_400_000);
      const [{ rows, total }, counts, hourly, fallback] = await Promise.all([
        repo.page(filter.state, page, ADMIN_PAGE_SIZE),
        repo.countByState(),
        repo.hourly(since),
        settings.kakaoFallback(),
      ]);
      const names = await enrolment().membership.displayNames(rows.map((r) => r.learner));
      const links = sampleLinks();
      await records().accessLog.staffRead(actor, `notices ${filter.state ?? 'all'} page ${page}`);
      const byMonth = new Map<string, { month: string; channel: NoticeChannel; counts: typeof hourly }>();
      for (const h of hourly) {
        const month = koreanDay(h.hour).slice(0, 7);
        const at = byMonth.get(`${month} ${h.channel}`) ?? { month, channel: h.channel, counts: [] };
        at.counts.push(h);
        byMonth.set(`${month} ${h.channel}`, at);
      }
      const months = [...byMonth.values()]
        .map((m) => ({ month: m.month, channel: m.channel, ...channelMonth(m.channel, m.counts) }))
        .sort((a, b) => b.month.localeCompare(a.month) || a.channel.localeCompare(b.channel));
      return {
        counts,
        kakao: { available: kakaoProviderOf() !== null, fallback },
        months,
        entries: rows.map((r) => {
          const name = names.get(r.learner) ?? messages.author_unnamed;
          let subject: string | null = null;
          try {
            subject = renderNotice(r.kind, r.facts, name, links).subject;
          } catch {
            // Facts an older release wrote in another shape: listed without a subject, never half-rendered.
          }
          return {
            id: r.id,
            kind: r.kind,
            learner: r.learner,
            learner_name: name,
            subject,
            channel: r.channel as NoticeChannel,
            state: r.state,
            outcome: r.outcome,
            attempts: r.attempts,
            last_error: r.lastError,
            created_at: r.createdAt,
            sent_at: r.sentAt,
          };
        }),
        total,
        page,
        page_size: ADMIN_PAGE_SIZE,
      };
    },

    /** GET /v1/staff/announcements/audience: the semesters, and the chosen one's classes with how many paid (numbers only). */
    async audience(filter: { semester?: string }): Promise<AnnouncementAudience> {
      const { all, semester } = await semestersOf(filter.semester);
      const classes = semester ? await classesOf(semester) : new Map<string, { name: string; learners: Set<number> }>();
      return {
        semesters: all.map((s) => ({ code: s.code, label: s.label })),
        semester: semester ? { code: semester.code, label: semester.label } : null,
        learners: new Set([...classes.values()].flatMap((c) => [...c.learners])).size,
        classes: [...classes].map(([code, c]) => ({ code, name: c.name, learners: c.learners.size })),
      };
    },

    /**
     * POST /v1/staff/announcements/preview: the message as a learner gets it, how many get it
     * (those who turned announcements off do not), and a fresh id to send it with.
     */
    async preview(input: AnnouncementInput): Promise<AnnouncementPreview> {
      const audience = await audienceOf(input);
      const wants = await notices(strapi).choices.wants('announcement', audience.learners);
      const turnedOff = [...wants.values()].filter((on) => !on).length;
      if (turnedOff === audience.learners.length) throw new NoticesError('conflict', messages.announcement_no_recipients);
      const rendered = renderNotice('announcement', factsOf(input, audience.label), adminNoticesUi.announce.previewName, sampleLinks());
      return {
        id: crypto.randomUUID(),
        audience: audience.label,
        learners: audience.learners.length - turnedOff,
        turnedOff,
        subject: rendered.subject,
        text: rendered.text,
      };
    },

    /**
     * POST /v1/staff/announcements: one notice per paid learner, in one transaction with its
     * audit entry. Each key ends in the announcement's id and the learner, so the same id sent
     * again (a double submit, a second tab, the back button) adds nothing and says so.
     */
    async send(actor: StaffActor, input: AnnouncementSendInput): Promise<AnnouncementSent> {
      const prefix = noticeKey('announcement', input.id);
      const already = { id: input.id, added: 0, already: true };
      if (await repo.anyWithKeyPrefix(`${prefix}:`)) return already;
      const audience = await audienceOf(input);
      const facts = factsOf(input, audience.label);
      return strapi.db.transaction(async () => {
        if (await repo.anyWithKeyPrefix(`${prefix}:`)) return already;
        const added = await notices(strapi).outbox.addMany(
          'announcement',
          facts,
          audience.learners.map((learner) => ({ key: noticeKey('announcement', input.id, learner), learner })),
        );
        // Nothing added although someone wants it: a submit running beside this one got the keys first.
        if (!added) {
          const wants = await notices(strapi).choices.wants('announcement', audience.learners);
          if ([...wants.values()].some(Boolean)) return already;
          throw new NoticesError('conflict', messages.announcement_no_recipients);
        }
        await records().audit.append({
          actor: actor.id,
          action: 'notice.announce',
          target: `announcement:${input.id}`,
          subject: null,
          after: { audience: audience.label, subject: facts.subject, body: facts.body, notices: added },
          address: actor.address,
        });
        return { id: input.id, added, already: false };
      });
    },
  };
};
