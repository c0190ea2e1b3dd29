import type { CatalogKey, CourseCategory, ArticleType, SemesterFields } from '@dharma/config/rules';

/** Shapes of the demo content seeded on first start. Images are file names in cms/seed-assets/. */

export interface SeedTextbook {
  title: string;
  url?: string;
}

export interface SeedLevel {
  level: number;
  /** Omit everything but `level` for a level that is still being prepared. */
  title?: string;
  /** The code image it shows when that is not its course code without the semester (see courseImageKey). */
  imageCode?: string;
  period?: string;
  volume?: string;
  lectureType?: string;
  credits?: number;
  textbooks?: SeedTextbook[];
  /** One session or unit per line. */
  contents?: string;
  evaluation?: string;
  target?: string;
  learningEffects?: string;
  otherInformation?: string;
}

export interface SeedCourseFamily {
  key: CatalogKey;
  name: string;
  summary: string;
  category: CourseCategory;
  /** 1..8 for the eight home-carousel courses, null otherwise. */
  carouselOrder: number | null;
  image: string;
  imageAlt: string;
  levels: SeedLevel[];
}

export interface SeedArticle {
  type: ArticleType;
  title: string;
  /** External link; articles with a body link to our own detail page instead. */
  url?: string;
  /** Paragraphs of the body. */
  body?: string[];
  order: number;
  author?: string;
}

export interface SeedCodeImage {
  code: string;
  alt: string;
  image: string;
}

export interface SeedPolicySection {
  heading: string;
  paragraphs?: string[];
  items?: string[];
}

export interface SeedPrivacyPolicy {
  title: string;
  version: string;
  effectiveDate: string;
  sections: SeedPolicySection[];
  history: { version: string; effectiveDate: string; summary: string }[];
}

export interface SeedBanner {
  title: string;
  text: string;
  image: string;
  alt: string;
  link: string;
  linkLabel: string;
}

export type SeedSemester = SemesterFields & { paymentDue: string };

export interface SeedData {
  courseFamilies: SeedCourseFamily[];
  codeImages: SeedCodeImage[];
  articles: SeedArticle[];
  privacyPolicy: SeedPrivacyPolicy;
  home: { banners: SeedBanner[]; ctaText: string };
  siteSettings: {
    companyName: string;
    representative: string;
    businessNumber: string;
    address: string;
    phone: string;
    email: string;
    inquiryUrl: string;
    aboutUrl: string;
    copyright: string;
  };
  semesters: SeedSemester[];
  publicClasses: { slug: string; name: string; description: string; startedAt: string; endedAt: string }[];
  selfStudies: {
    slug: string;
    name: string;
    description: string;
    minutesPerDay: number;
    startedAt: string;
    endedAt: string;
    days: number;
  }[];
}

export interface SeedTask {
  key: string;
  type: 'check' | 'text' | 'verse' | 'story';
  prompt: string;
  required: boolean;
}

/** One lesson of a course family's level: day `number` of its classes, opening on term day `opensOnDay`. */
export interface SeedLesson {
  catalog: CatalogKey;
  level: number;
  number: number;
  opensOnDay: number;
  title: string;
  /** Paragraphs of the teaching. */
  body: string[];
  /** `bookId` (from SCRIPTURE_BOOKS) and `verse` name the passage for the verse's best posts. */
  scripture?: { book: string; reference: string; passage: string; bookId?: number; verse?: number };
  story?: string;
  video?: { title: string; url: string };
  tasks: SeedTask[];
}
