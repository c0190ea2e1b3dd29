import type { Core } from '@strapi/strapi';
import { currentSemester, todayInKorea } from '@dharma/config/rules';
import { enrolment } from '../get-service';
import { applicationsRepository } from '../repositories';
import type { SemesterRow } from '../types';
import type { CourseImageOf } from './catalogue';
import { feeDueIn, learnerStanding, passedStatus, retakeOffers, summarise, type RetakeOffer } from './rules';

/** An application's courses as pages show them, each with its picture (its course-code image). */
const withImages = <S extends { courses: { catalog: string; level: number }[] }>(summary: S, imageOf: CourseImageOf) => ({
  ...summary,
  courses: summary.courses.map((c) => ({ ...c, image: imageOf(c.catalog, c.level) })),
});

/** A retake offer as pages show it: the codes, the family's name, both levels and the last day to change. */
const offerAsShown = (o: RetakeOffer, families: { key: string; name: string }[]) => ({
  failed: o.failed,
  applied: o.applied,
  retake: o.retake,
  name: families.find((f) => f.key === o.catalog)?.name ?? o.catalog,
  applied_level: o.appliedLevel,
  retake_level: o.retakeLevel,
  until: o.until,
});

/**
 * The semester's facts a learner needs beside their application: when, where to pay and the
 * depositor name to write (null for an application from before names existed).
 */
const semesterFacts = (s: SemesterRow, depositor: string | null) => ({
  label: s.label,
  term_start: s.termStart,
  term_end: s.termEnd,
  bank_account: s.bankAccount,
  payment_due: s.paymentDue,
  depositor,
});

/**
 * What the learner's pages read of their applications: level statuses, the register wizard, the
 * next-semester page and the student menu's standing. Part of the applications service.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const rows = applicationsRepository(strapi);
  const catalogue = () => enrolment(strapi).catalogue;
  const depositors = () => enrolment(strapi).depositors;

  return {
    /** Per-level status of every family for this learner. */
    async passedStatus(userId: number) {
      const [families, apps] = await Promise.all([catalogue().families(), rows.ofLearner(userId)]);
      return passedStatus(families, apps);
    },

    async isApplied(userId: number): Promise<boolean> {
      const target = await catalogue().targetSemesterToShow();
      if (!target) return false;
      return (await rows.countOfSemester(userId, target.semester.code)) > 0;
    },

    /**
     * The retakes offered to a learner after a failed level (retakeOffers), read afresh: the term
     * result just written, and the term dates that close the offer.
     */
    async retakeOffers(userId: number): Promise<RetakeOffer[]> {
      const [apps, semesters] = await Promise.all([rows.ofLearner(userId), catalogue().semesters()]);
      return retakeOffers(apps, semesters, todayInKorea());
    },

    /** Upcoming applications (semesters whose term has not ended), for the learner's next-semester page. */
    async coming(userId: number) {
      const today = todayInKorea();
      const [semesters, apps, families, imageOf] = await Promise.all([
        catalogue().semestersToShow(),
        rows.ofLearner(userId),
        catalogue().families(),
        catalogue().courseImages(),
      ]);
      const upcoming = semesters
        .filter((s) => s.termEnd >= today)
        .sort((a, b) => a.termStart.localeCompare(b.termStart))
        .map((semester) => ({ semester, mine: apps.filter((a) => a.semesterCode === semester.code).sort((a, b) => a.id - b.id) }))
        .filter(({ mine }) => mine.length);
      // A learner has applications in one or two upcoming semesters: a read of each one's code.
      const codes = await Promise.all(upcoming.map(({ semester }) => depositors().of(userId, semester.code)));
      const offers = retakeOffers(apps, semesters, today);
      return upcoming.map(({ semester, mine }, i) => ({
        ...withImages(summarise(semester.code, mine, families), imageOf),
        ...semesterFacts(semester, codes[i]?.depositor ?? null),
        retake_offers: offers.filter((o) => o.semester === semester.code).map((o) => offerAsShown(o, families)),
      }));
    },

    /**
     * Everything the register wizard shows a learner, from one read of their applications: the
     * level statuses, whether they applied for the target semester (and what), what they owe and
     * the depositor name to write on the transfer.
     */
    async registerPage(userId: number) {
      const [families, apps, target, imageOf] = await Promise.all([
        catalogue().families(),
        rows.ofLearner(userId),
        catalogue().targetSemesterToShow(),
        catalogue().courseImages(),
      ]);
      const passed = passedStatus(families, apps);
      if (!target) return { passed, applied: false, current: null, fee_due: null, depositor: null };
      const { semester } = target;
      const mine = apps.filter((a) => a.semesterCode === semester.code).sort((a, b) => a.id - b.id);
      // While the window is open, the learner's depositor name is made on this page already, so
      // its last step shows it with the account and the amount: they may transfer before or right
      // after submitting, and the application keeps the same name.
      const code = target.applicationOpen
        ? await depositors().ensure(userId, semester.code, null)
        : mine.length
          ? await depositors().of(userId, semester.code)
          : null;
      // As the next-semester page shows it, the retake offered after a failed level included.
      const offers = mine.length ? retakeOffers(apps, await catalogue().semestersToShow(), todayInKorea()) : [];
      const current = mine.length
        ? {
            ...withImages(summarise(semester.code, mine, families), imageOf),
            ...semesterFacts(semester, code?.depositor ?? null),
            retake_offers: offers.filter((o) => o.semester === semester.code).map((o) => offerAsShown(o, families)),
          }
        : null;
      return {
        passed,
        applied: mine.some((a) => a.status !== 'cancelled'),
        current,
        fee_due: feeDueIn(semester, apps),
        depositor: code?.depositor ?? null,
      };
    },

    /**
     * The learner's standing for the student menu: credits, semester number, and what they owe
     * for the target semester's application (null when there is no such semester).
     */
    async learnerSummary(userId: number): Promise<{ credits: number; semester: number; feeDue: number | null }> {
      const today = todayInKorea();
      const [apps, semesters] = await Promise.all([rows.ofLearner(userId), catalogue().semestersToShow()]);
      const target = currentSemester(semesters, today);
      return { ...learnerStanding(apps, semesters, today), feeDue: target ? feeDueIn(target.semester, apps) : null };
    },
  };
};
