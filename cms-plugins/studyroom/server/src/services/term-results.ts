import type { Core } from '@strapi/strapi';
import {
  certificateHref,
  COMING_HREF,
  certificateKey,
  noticeKey,
  progressPercent,
  termResult,
  todayInKorea,
  type ClassRecord,
} from '@dharma/config/rules';
import { ui } from '@dharma/config/words';
import { cmsEnv } from '@dharma/config/platform/env';
import { noticesOutboxOf } from '@dharma/config/platform/plugin';
import { enrolmentOf } from '../ports';
import { studyroom } from '../get-service';
import { recordsRepository } from '../repositories';
import { countCompleted } from './rules';

/**
 * Term results: once a term has ended, each paid class passes (completed, with the category's
 * credits) or fails on the share of its days the learner completed. Nobody types a result: it is
 * computed here from the stored days and written to the application through the enrolment
 * plugin, at start-up and daily. Only a class still waiting for its result is written, so running
 * it again (or in two processes) changes nothing — and the learner's notice of it, written in the
 * same transaction under a key of the class, is written once.
 */
/** The learner's certificate of a completed class, as the notice links it (it asks them to sign in). */
const certificateLink = (grade: number) => new URL(certificateHref(certificateKey('course', grade)), cmsEnv().SITE_URL).toString();
const comingLink = () => new URL(COMING_HREF, cmsEnv().SITE_URL).toString();

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const records = recordsRepository(strapi);
  const enrolment = enrolmentOf(strapi);

  return {
    async record(today = todayInKorea()): Promise<{ completed: number; failed: number; waiting: number }> {
      const awaiting = await enrolment.applications.awaitingTermResult(today);
      if (!awaiting.length) return { completed: 0, failed: 0, waiting: 0 };
      const familyNames = new Map((await enrolment.catalogue.families()).map((f) => [f.key, f.name] as const));
      const named = (catalog: string, level: number, code: string) => ({
        name: ui.studyroom.courseName(familyNames.get(catalog) ?? catalog, level),
        code,
      });
      const course = (row: ClassRecord) => named(row.catalog, row.level, row.courseCode);
      // The next level already applied for in a later semester: she is told she may change to the retake.
      const nextOf = async (row: ClassRecord) => {
        const offer = (await enrolment.applications.retakeOffers(row.owner)).find((o) => o.failed === row.courseCode);
        if (!offer) return {};
        return {
          next: {
            applied: named(row.catalog, offer.appliedLevel, offer.applied),
            retake: named(row.catalog, offer.retakeLevel, offer.retake),
            until: offer.until,
            link: comingLink(),
          },
        };
      };
      const byCourse = new Map<string, ClassRecord[]>();
      for (const row of awaiting) byCourse.set(row.courseCode, [...(byCourse.get(row.courseCode) ?? []), row]);
      const counts = { completed: 0, failed: 0, waiting: 0 };

      for (const [courseCode, rows] of byCourse) {
        // One class is one semester: its rows share the term, and so the lessons that count.
        const lessons = await studyroom(strapi).lessons.ofClass(rows[0]);
        if (!lessons.length) {
          // A class with no published lesson inside its term has nothing to judge: failing everyone
          // for an editor's missing content would be wrong. It waits until such lessons are published.
          counts.waiting += rows.length;
          strapi.log.warn(`studyroom: ${courseCode} has no published lessons within its term; its ${rows.length} term result(s) wait`);
          continue;
        }
        const doneByOwner = await records.completedDaysByOwner(courseCode);
        for (const row of rows) {
          const completed = countCompleted(lessons, doneByOwner.get(row.owner) ?? []);
          const result = termResult({ category: row.category, completed, lessons: lessons.length, termEnd: row.termEnd, today });
          if (!result) continue;
          const percent = progressPercent(completed, lessons.length);
          // The result and the learner's notice of it are one: a result written is a result told.
          const recorded = await strapi.db.transaction(async () => {
            if (!(await enrolment.applications.recordTermResult(row.id, { status: result.status, progress: percent }))) return false;
            await noticesOutboxOf(strapi).add({
              key: noticeKey('term_result', row.id),
              kind: 'term_result',
              learner: row.owner,
              facts:
                result.status === 'completed'
                  ? { passed: true, course: course(row), credits: result.credits, certificate: certificateLink(row.id) }
                  : { passed: false, course: course(row), percent, ...(await nextOf(row)) },
            });
            return true;
          });
          if (recorded) counts[result.status] += 1;
        }
      }
      if (counts.completed || counts.failed)
        strapi.log.info(`studyroom: term results recorded (${counts.completed} completed, ${counts.failed} failed)`);
      return counts;
    },
  };
};
