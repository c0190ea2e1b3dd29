import {
  CATALOG_LETTERS,
  courseCode,
  CREDITS_PER_TERM,
  COURSE_LENGTH_DAYS,
  feeDue,
  levelActions,
  levelStatusFrom,
  offeringOpen,
  messages,
  parseCourseCode,
  REQUIRED_COURSE,
  shownLevels,
  slotOf,
  todayInKorea,
  type ApplicationStatus,
  type ApplyAction,
  type CatalogKey,
  type CourseCategory,
  type LevelState,
  type SemesterFields,
} from '@dharma/config';
import { EnrolmentError, isUniqueViolation } from './errors';

const APPLICATION = 'plugin::enrolment.application';
const PUBLIC = 'plugin::enrolment.public-class-application';
const SELF_STUDY = 'plugin::enrolment.self-study-application';
const MEMBERSHIP = 'plugin::enrolment.membership-application';

export interface FamilyLevel {
  level: number;
  title: string | null;
  period: string | null;
  volume: string | null;
  contents: string | null;
  credits: number | null;
}

export interface Family {
  id: number;
  key: CatalogKey;
  name: string;
  category: CourseCategory;
  days: number;
  image: { url: string } | null;
  levels: FamilyLevel[];
}

export type SemesterRow = SemesterFields;

export interface ApplicationRow {
  id: number;
  owner: number;
  semesterCode: string;
  category: CourseCategory;
  catalog: CatalogKey;
  level: number;
  courseCode: string;
  kind: ApplyAction | 'required';
  status: ApplicationStatus;
  progress: number | string;
  amountDue: number;
  createdAt: string;
}

type PlannedRow = { category: CourseCategory; catalog: CatalogKey; level: number; courseCode: string; kind: ApplicationRow['kind']; amountDue: number };

const ready = (l: FamilyLevel) => Boolean(l.period || l.volume || l.contents);

/**
 * The catalogue and the semesters change when editors publish, not per request; reading them
 * (with their components) on every application was most of an application's cost under load.
 * A few seconds of reuse keeps a burst cheap and an editor's change visible almost at once.
 */
const CATALOGUE_TTL_MS = 5_000;
const cached = new Map<string, { at: number; value: Promise<unknown> }>();
function reuse<T>(key: string, load: () => Promise<T>): Promise<T> {
  const hit = cached.get(key);
  if (hit && Date.now() - hit.at < CATALOGUE_TTL_MS) return hit.value as Promise<T>;
  const value = load();
  cached.set(key, { at: Date.now(), value });
  value.catch(() => cached.delete(key));
  return value;
}

/**
 * Semester applications and the other enrolments. Every rule is enforced here, with "today"
 * from the one clock (DHARMA_NOW pins it in tests).
 */
export default ({ strapi }) => ({
  async families(): Promise<Family[]> {
    return reuse('families', async () => {
      const rows = await strapi.documents('api::course-family.course-family').findMany({
        status: 'published',
        populate: { image: { fields: ['url'] }, levels: true },
        limit: 100,
      });
      return rows.map((r) => ({ ...r, levels: [...(r.levels ?? [])].sort((a, b) => a.level - b.level) }));
    });
  },

  /** The semester applications are for now: its window is open, or it is the next to open. */
  async targetSemester(today = todayInKorea()): Promise<{ semester: SemesterRow; applicationOpen: boolean } | null> {
    // Not cached: a changed term start or window must apply at once (it decides what is allowed).
    return strapi.service('api::semester.semester').current(today);
  },

  async applicationsOf(userId: number): Promise<ApplicationRow[]> {
    return strapi.db.query(APPLICATION).findMany({ where: { owner: userId }, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }] });
  },

  /** Per-level status of every family for this learner (spec §3 "passed-status response"). */
  async passedStatus(userId: number) {
    const [families, apps] = await Promise.all([this.families(), this.applicationsOf(userId)]);
    const daily_course: Record<string, unknown[]> = {};
    const lecture_course: Record<string, unknown[]> = {};
    for (const family of families) {
      const entries = shownLevels(family.key, this.levelStates(family, apps)).map((s) => {
        const latest = apps.find((a) => a.catalog === family.key && a.level === s.level && a.status !== 'cancelled');
        return {
          course_level: s.level,
          status: s.status,
          if_study_progress: s.status === 'STUDY' ? Number(latest?.progress ?? 0) : 0,
          action: s.action,
          ready: s.ready,
        };
      });
      (family.category === 'lecture' ? lecture_course : daily_course)[family.key] = entries;
    }
    return { daily_course, lecture_course };
  },

  levelStates(family: Family, apps: ApplicationRow[]): LevelState[] {
    return family.levels.map((l) => ({
      level: l.level,
      ready: ready(l),
      status: levelStatusFrom(apps.filter((a) => a.catalog === family.key && a.level === l.level).map((a) => a.status)),
    }));
  },

  /**
   * Checks a list of course codes against every rule and returns the rows to store: one per
   * slot, sati level 3 always among them, the fee on the required row.
   */
  async plan(userId: number, codes: string[], semester: SemesterRow): Promise<PlannedRow[]> {
    const [families, apps] = await Promise.all([this.families(), this.applicationsOf(userId)]);
    const byKey = new Map<CatalogKey, Family>(families.map((f) => [f.key, f] as const));
    const required = courseCode(semester.code, REQUIRED_COURSE.catalog, REQUIRED_COURSE.level);
    const wanted = [...new Set(codes.map((c) => c.trim()))];
    if (!wanted.includes(required)) wanted.push(required);

    const rows: { category: CourseCategory; catalog: CatalogKey; level: number; courseCode: string; kind: ApplicationRow['kind'] }[] = [];
    for (const code of wanted) {
      const parsed = parseCourseCode(code);
      if (!parsed) throw new EnrolmentError(400, `${messages.course_code_invalid} (${code})`);
      if (parsed.semester !== semester.code) throw new EnrolmentError(400, `${messages.wrong_semester} (${code})`);
      const family = byKey.get(parsed.catalog);
      const level = family?.levels.find((l) => l.level === parsed.level);
      if (!family || !level) throw new EnrolmentError(400, `${messages.unknown_course} (${code})`);
      const category = slotOf(family.key, parsed.level, family.category);
      if (code === required) {
        rows.push({ category, catalog: family.key, level: parsed.level, courseCode: code, kind: 'required' });
        continue;
      }
      // Applications of the target semester are being replaced: they do not count as history.
      const history = apps.filter((a) => a.semesterCode !== semester.code);
      const states = this.levelStates(family, history);
      const state = states.find((s) => s.level === parsed.level)!;
      if (state.status === 'COMPLETED') throw new EnrolmentError(409, `${messages.level_completed} (${code})`);
      const action = levelActions(family.key, states).get(parsed.level);
      if (!action) throw new EnrolmentError(409, `${messages.level_not_open} (${code})`);
      rows.push({ category, catalog: family.key, level: parsed.level, courseCode: code, kind: action });
    }
    const slots = rows.map((r) => r.category);
    if (new Set(slots).size !== slots.length) throw new EnrolmentError(400, messages.two_in_slot);

    const firstTime = !apps.some((a) => a.semesterCode !== semester.code && a.status !== 'cancelled');
    const fee = feeDue(semester, firstTime);
    return rows.map((r) => ({ ...r, amountDue: r.category === 'required' ? fee : 0 }));
  },

  rowsToStore(userId: number, learnerName: string | null, semesterCode: string, planned: PlannedRow[]) {
    const now = new Date();
    return planned.map((row) => ({ ...row, owner: userId, learnerName, semesterCode, status: 'applied', progress: 0, createdAt: now, updatedAt: now }));
  },

  /** The answer to an application, from the rows just stored (no second read). */
  async summaryOf(semesterCode: string, rows: { courseCode: string; category: CourseCategory; catalog: CatalogKey; level: number; kind: string; status: string; amountDue: number }[]) {
    const names = new Map((await this.families()).map((f) => [f.key, f.name] as const));
    return {
      semester: semesterCode,
      courses: rows.map((r) => ({ course_name: r.courseCode, name: names.get(r.catalog) ?? r.catalog, category: r.category, catalog: r.catalog, level: r.level, kind: r.kind, status: r.status })),
      amount_due: rows.reduce((sum, r) => sum + (r.amountDue ?? 0), 0),
    };
  },

  /**
   * POST: the first application of the semester, stored in one multi-row insert: the unique
   * index on (learner, semester, category) lets exactly one of many simultaneous submits in.
   */
  async apply(userId: number, codes: string[], learnerName: string | null = null) {
    const target = await this.targetSemester();
    if (!target?.applicationOpen) throw new EnrolmentError(409, messages.window_closed);
    const { semester } = target;
    const rows = this.rowsToStore(userId, learnerName, semester.code, await this.plan(userId, codes, semester));
    try {
      await strapi.db.query(APPLICATION).createMany({ data: rows });
    } catch (error) {
      if (isUniqueViolation(error)) throw new EnrolmentError(409, messages.already_applied);
      throw error;
    }
    return this.summaryOf(semester.code, rows);
  },

  /**
   * PUT: replaces the semester's application in one transaction (readers see the old one until
   * the new one is committed, never none). Only before the term starts.
   */
  async change(userId: number, codes: string[], learnerName: string | null = null) {
    const target = await this.targetSemester();
    if (!target) throw new EnrolmentError(409, messages.window_closed);
    const { semester } = target;
    if (todayInKorea() >= semester.termStart) throw new EnrolmentError(409, messages.change_blocked);
    const rows = this.rowsToStore(userId, learnerName, semester.code, await this.plan(userId, codes, semester));
    await strapi.db.transaction(async ({ trx }) => {
      // Two replacements by one learner take turns. SQLite has one writer, so they always do;
      // on PostgreSQL the second delete would otherwise miss the first one's new rows (read
      // committed) and answer "no application", so both lock the learner's row first.
      if (strapi.db.dialect.client === 'postgres') {
        await trx(strapi.db.metadata.get('plugin::users-permissions.user').tableName).where({ id: userId }).forUpdate().select('id');
      }
      const deleted = await strapi.db.query(APPLICATION).deleteMany({ where: { owner: userId, semesterCode: semester.code } });
      if (!deleted?.count) throw new EnrolmentError(404, messages.not_applied);
      await strapi.db.query(APPLICATION).createMany({ data: rows });
    });
    return this.summaryOf(semester.code, rows);
  },

  /** POST /v1/apply/{code}: one level from the study room (apply, extend or retake), keeping the rest. */
  async applyOne(userId: number, code: string, learnerName: string | null = null) {
    const target = await this.targetSemester();
    if (!target) throw new EnrolmentError(409, messages.window_closed);
    const current = (await this.applicationsOf(userId)).filter((a) => a.semesterCode === target.semester.code);
    if (!current.length) return this.apply(userId, [code], learnerName);
    const parsed = parseCourseCode(code);
    const family = parsed && (await this.families()).find((f) => f.key === parsed.catalog);
    if (!parsed || !family) throw new EnrolmentError(400, `${messages.course_code_invalid} (${code})`);
    const slot = slotOf(family.key, parsed.level, family.category);
    const keep = current.filter((a) => a.category !== slot).map((a) => a.courseCode);
    return this.change(userId, [...keep, code], learnerName);
  },

  async isApplied(userId: number): Promise<boolean> {
    const target = await this.targetSemester();
    if (!target) return false;
    return (await strapi.db.query(APPLICATION).count({ where: { owner: userId, semesterCode: target.semester.code } })) > 0;
  },

  /** This semester's application as the learner sees it, with the fee to pay. */
  async summary(userId: number, semesterCode: string) {
    const rows: ApplicationRow[] = await strapi.db.query(APPLICATION).findMany({ where: { owner: userId, semesterCode }, orderBy: { id: 'asc' } });
    return this.summaryOf(semesterCode, rows);
  },

  /** Upcoming applications (semesters whose term has not ended), for /studyroom/coming. */
  async coming(userId: number) {
    const today = todayInKorea();
    const semesters: SemesterRow[] = await strapi.documents('api::semester.semester').findMany({ filters: { termEnd: { $gte: today } }, limit: 20 });
    const result = [];
    for (const semester of semesters.sort((a, b) => a.termStart.localeCompare(b.termStart))) {
      const summary = await this.summary(userId, semester.code);
      if (summary.courses.length) result.push({ ...summary, label: semester.label, term_start: semester.termStart, term_end: semester.termEnd, bank_account: semester.bankAccount, payment_due: semester.paymentDue });
    }
    return result;
  },

  /** The catalogue for this semester (spec §3 "course catalog entry"). */
  async catalogue() {
    return (await this.families()).map((f) => ({
      id: f.id,
      catalog: f.key,
      name: f.name,
      days: f.days ?? COURSE_LENGTH_DAYS,
      credit: CREDITS_PER_TERM[f.category],
      image: f.image?.url ?? null,
      category: f.category,
      letter: CATALOG_LETTERS[f.key],
    }));
  },

  async levelsOf(family: Family) {
    return family.levels.map((l) => ({ course_level: l.level, title: l.title, ready: ready(l), credits: l.credits }));
  },

  async applyPublicClass(userId: number, input: { course_name: string; started_at: string; ended_at: string }) {
    const offerings = await strapi.documents('api::public-class.public-class').findMany({ limit: 100 });
    const offering = offerings.find((o) => o.slug === input.course_name || o.name === input.course_name);
    if (!offering) throw new EnrolmentError(404, messages.unknown_course);
    if (offering.startedAt !== input.started_at || offering.endedAt !== input.ended_at) throw new EnrolmentError(400, messages.offering_mismatch);
    if (!offeringOpen(offering, todayInKorea())) throw new EnrolmentError(409, messages.offering_ended);
    try {
      await strapi.db.query(PUBLIC).create({
        data: { owner: userId, courseName: offering.slug, startedAt: offering.startedAt, endedAt: offering.endedAt, status: 'applied' },
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw new EnrolmentError(409, messages.public_duplicate);
      throw error;
    }
    return { course_name: offering.slug, started_at: offering.startedAt, ended_at: offering.endedAt };
  },

  /** One self-study at a time: while one has not ended, another (or the same again) is refused. */
  async applySelfStudy(userId: number, courseName: string) {
    const offerings = await strapi.documents('api::self-study.self-study').findMany({ limit: 100 });
    const offering = offerings.find((o) => o.slug === courseName || o.name === courseName);
    if (!offering) throw new EnrolmentError(404, messages.unknown_course);
    const today = todayInKorea();
    if (!offeringOpen(offering, today)) throw new EnrolmentError(409, messages.offering_ended);
    const busy = await strapi.db.query(SELF_STUDY).count({ where: { owner: userId, endedAt: { $gte: today }, status: { $ne: 'cancelled' } } });
    if (busy) throw new EnrolmentError(409, messages.self_study_busy);
    try {
      await strapi.db.query(SELF_STUDY).create({
        data: { owner: userId, courseName: offering.slug, startedAt: offering.startedAt, endedAt: offering.endedAt, status: 'applied' },
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw new EnrolmentError(409, messages.self_study_busy);
      throw error;
    }
    return { course_name: offering.slug, started_at: offering.startedAt, ended_at: offering.endedAt, minutes_per_day: offering.minutesPerDay, days: offering.days };
  },

  async applyMembership(userId: number, input: { religion_name: string }) {
    try {
      await strapi.db.query(MEMBERSHIP).create({
        data: { owner: userId, religionName: input.religion_name, agreed: true, consentedAt: new Date(), status: 'applied' },
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw new EnrolmentError(409, messages.membership_duplicate);
      throw error;
    }
    return { religion_name: input.religion_name, status: 'applied' };
  },

  /** Records the number of an existing temple membership (creates the membership record if needed). */
  async setMembershipNumber(userId: number, number: string) {
    const existing = await strapi.db.query(MEMBERSHIP).findOne({ where: { owner: userId } });
    if (existing) await strapi.db.query(MEMBERSHIP).update({ where: { id: existing.id }, data: { membershipNumber: number } });
    else await strapi.db.query(MEMBERSHIP).create({ data: { owner: userId, membershipNumber: number, status: 'applied' } });
    return { membership_number: number };
  },
});
