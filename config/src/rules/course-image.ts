import { courseKey, type CatalogKey } from './course-code';

/**
 * A course's picture (spec §2 "Course code to image keys"): editors keep one image and its alt
 * text per code key in the panel (과정 코드 이미지: `L11`, `D5`, `B1E`, `sT1` …), and every class
 * and register-wizard level of that course shows it.
 */
export interface CourseImage {
  /** The media's address as the CMS gives it: `/uploads/<name>` (served by web) or the bucket's. */
  url: string;
  alt: string;
  width: number | null;
  height: number | null;
}

/** What a level's own image key may be: letters and digits, as the seeded keys are. */
export const COURSE_IMAGE_KEY_PATTERN = '^[A-Za-z0-9]{1,10}$';

/**
 * The code-image key a course level shows: the one an editor set on the level (its `imageCode`),
 * else the course code without its semester (`2025FA-D5` → `D5`, `2025FA-B1E` → `B1E`). The
 * school's list keeps keys from before today's code rule (`D1E`/`D1M` for the two tracks of
 * dhammapada level 1, `B2` for bodhisattva level 2 without the `E`, `L11`, `sT1` …): a level
 * reaches one of those through its own key.
 */
export function courseImageKey(catalog: CatalogKey, level: number, stored?: string | null): string {
  const own = stored?.trim();
  return own ? own : courseKey(catalog, level);
}
