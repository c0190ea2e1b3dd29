import type { Core } from '@strapi/strapi';
import { messages } from '@dharma/config/words';
import { offeringOpen, todayInKorea, isUniqueViolation } from '@dharma/config/rules';
import { EnrolmentError } from '../errors';
import { offeringsRepository } from '../repositories';

interface Offering {
  slug: string;
  name: string;
  startedAt: string;
  endedAt: string;
  minutesPerDay?: number;
  days?: number;
}

/** The free offerings: the public class and self-study, each applied for on its own. */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const rows = offeringsRepository(strapi);
  const find = async (uid: 'api::public-class.public-class' | 'api::self-study.self-study', name: string): Promise<Offering> => {
    // The plugin compiles without the app's generated content types, so Strapi types every document as AnyDocument.
    const offerings = (await strapi.documents(uid).findMany({ limit: 100 })) as unknown as Offering[];
    const offering = offerings.find((o) => o.slug === name || o.name === name);
    if (!offering) throw new EnrolmentError('not_found', messages.unknown_course);
    return offering;
  };

  return {
    /** A public class, named with its dates as the learner saw them; once per class. */
    async applyPublicClass(userId: number, input: { course_name: string; started_at: string; ended_at: string }) {
      const offering = await find('api::public-class.public-class', input.course_name);
      if (offering.startedAt !== input.started_at || offering.endedAt !== input.ended_at)
        throw new EnrolmentError('invalid', messages.offering_mismatch);
      if (!offeringOpen(offering, todayInKorea())) throw new EnrolmentError('conflict', messages.offering_ended);
      try {
        await rows.insertPublicClass({
          owner: userId,
          courseName: offering.slug,
          startedAt: offering.startedAt,
          endedAt: offering.endedAt,
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw new EnrolmentError('conflict', messages.public_duplicate);
        throw error;
      }
      return { course_name: offering.slug, started_at: offering.startedAt, ended_at: offering.endedAt };
    },

    /** The learner's public class and self-study applications, for "download my data". */
    async ofLearner(userId: number) {
      return (await rows.ofOwner(userId)).map((r) => ({
        kind: r.kind,
        course_name: r.courseName,
        started_at: r.startedAt,
        ended_at: r.endedAt,
        status: r.status,
        applied_at: r.createdAt,
      }));
    },

    /** Account deletion: the name goes from every application; one not yet started is cancelled. */
    async eraseLearner(userId: number): Promise<void> {
      await rows.anonymiseOwner(userId);
    },

    /** One self-study at a time: while one has not ended, another (or the same again) is refused. */
    async applySelfStudy(userId: number, courseName: string) {
      const offering = await find('api::self-study.self-study', courseName);
      const today = todayInKorea();
      if (!offeringOpen(offering, today)) throw new EnrolmentError('conflict', messages.offering_ended);
      try {
        const stored = await rows.insertSelfStudyIfNoneRunning(
          { owner: userId, courseName: offering.slug, startedAt: offering.startedAt, endedAt: offering.endedAt },
          today,
        );
        if (!stored) throw new EnrolmentError('conflict', messages.self_study_busy);
      } catch (error) {
        if (isUniqueViolation(error)) throw new EnrolmentError('conflict', messages.self_study_busy);
        throw error;
      }
      return {
        course_name: offering.slug,
        started_at: offering.startedAt,
        ended_at: offering.endedAt,
        minutes_per_day: offering.minutesPerDay,
        days: offering.days,
      };
    },
  };
};
