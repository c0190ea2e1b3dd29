import type { Core } from '@strapi/strapi';
import { noticeKey, todayInKorea } from '@dharma/config/rules';
import { noticesOutboxOf } from '@dharma/config/platform/plugin';
import { enrolment } from '../get-service';
import { noticesChoicesOf } from '../ports';

/** How many notices one transaction writes: a long window-opening run does not hold SQLite's one connection for long. */
const CHUNK = 500;

/**
 * "The application window is open": told once per semester to each learner who asked for it on
 * /member (it starts off). Run every morning while a window is open, so a learner who turns it
 * on during the window hears the next morning; the key (semester and learner) keeps it to one.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async tell(today = todayInKorea()): Promise<{ semester: string | null; written: number }> {
    const target = await enrolment(strapi).catalogue.targetSemester(today);
    if (!target?.applicationOpen) return { semester: null, written: 0 };
    const { semester } = target;
    const learners = await noticesChoicesOf(strapi).optedIn('window_opening');
    let written = 0;
    for (let i = 0; i < learners.length; i += CHUNK) {
      const chunk = learners.slice(i, i + CHUNK);
      written += await strapi.db.transaction(() =>
        noticesOutboxOf(strapi).addMany(
          'window_opening',
          { semester: semester.label, from: semester.applyStart, to: semester.applyEnd },
          chunk.map((learner) => ({ key: noticeKey('window_opening', semester.code, learner), learner })),
        ),
      );
    }
    return { semester: semester.code, written };
  },
});
