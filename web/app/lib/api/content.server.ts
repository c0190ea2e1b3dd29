import {
  CAROUSEL,
  currentOffering,
  type ArticleLink,
  type ArticleType,
  type CatalogKey,
  type CourseCategory,
  type RecentArticles,
  type SemesterFields,
} from '@dharma/config/rules';
import { cmsGet, cmsGetOrNull } from '../cms.server';

/** Typed reads of the visitor-site content. Shapes follow Strapi 5's flattened REST format. */

export interface Media {
  url: string;
  alternativeText: string | null;
  width: number | null;
  height: number | null;
}

export interface SiteSettings {
  companyName: string;
  representative: string | null;
  businessNumber: string | null;
  address: string | null;
  phone: string | null;
  email: string | null;
  inquiryUrl: string | null;
  aboutUrl: string | null;
  copyright: string | null;
}

export interface Banner {
  id: number;
  title: string;
  text: string | null;
  image: Media | null;
  alt: string | null;
  link: string | null;
  linkLabel: string | null;
}

export interface Textbook {
  id: number;
  title: string;
  url: string | null;
}

export interface CourseLevel {
  id: number;
  level: number;
  title: string | null;
  period: string | null;
  volume: string | null;
  lectureType: string | null;
  credits: number | null;
  textbooks: Textbook[];
  contents: string | null;
  evaluation: string | null;
  target: string | null;
  learningEffects: string | null;
  otherInformation: string | null;
}

export interface CourseFamily {
  documentId: string;
  key: CatalogKey;
  name: string;
  summary: string | null;
  category: CourseCategory;
  days: number;
  carouselOrder: number | null;
  image: Media | null;
  imageAlt: string | null;
  levels?: CourseLevel[];
}

export type Semester = SemesterFields;

export type Blocks = { type: string; [key: string]: unknown }[];

export interface Article {
  documentId: string;
  type: ArticleType;
  title: string;
  url: string | null;
  body: Blocks | null;
  author: string | null;
  publishedAt: string;
}

export interface PrivacyPolicy {
  title: string;
  version: string;
  effectiveDate: string;
  body: Blocks;
  history: { id: number; version: string; effectiveDate: string; summary: string | null }[];
}

type One<T> = { data: T };
type Many<T> = { data: T[] };

export async function getSiteSettings(): Promise<SiteSettings | null> {
  return (await cmsGetOrNull<One<SiteSettings>>('/api/site-setting'))?.data ?? null;
}

export async function getHome() {
  const [home, recent, carousel, current] = await Promise.all([
    cmsGetOrNull<One<{ banners: Banner[]; ctaText: string | null }>>('/api/home-page?populate[banners][populate]=image'),
    cmsGet<RecentArticles>('/api/v2/admin/articles/recent'),
    cmsGet<Many<CourseFamily>>(
      `/api/course-families?filters[carouselOrder][$notNull]=true&sort=carouselOrder:asc&pagination[pageSize]=${CAROUSEL.courses}&populate=image`,
    ),
    cmsGetOrNull<{ semester: Semester; applicationOpen: boolean }>('/api/semesters/current'),
  ]);
  return {
    banners: home?.data.banners ?? [],
    ctaText: home?.data.ctaText ?? null,
    recent,
    carousel: carousel.data,
    current,
  };
}

export async function getArticleLinks(type: ArticleType): Promise<ArticleLink[]> {
  return cmsGet<ArticleLink[]>(`/api/v2/admin/articles/${type}`);
}

export async function getArticle(type: ArticleType, documentId: string): Promise<Article | null> {
  if (!/^[a-z0-9]{10,40}$/.test(documentId)) return null;
  const article = (await cmsGetOrNull<One<Article>>(`/api/articles/${documentId}`))?.data ?? null;
  return article && article.type === type ? article : null;
}

export async function getCourseFamily(key: CatalogKey): Promise<CourseFamily | null> {
  const result = await cmsGet<Many<CourseFamily>>(
    `/api/course-families?filters[key][$eq]=${encodeURIComponent(key)}&populate[image]=true&populate[levels][populate]=textbooks`,
  );
  return result.data[0] ?? null;
}

export async function getPrivacyPolicy(): Promise<PrivacyPolicy | null> {
  return (await cmsGetOrNull<One<PrivacyPolicy>>('/api/privacy-policy?populate=history'))?.data ?? null;
}

export interface Offering {
  slug: string;
  name: string;
  description: string | null;
  startedAt: string;
  endedAt: string;
  minutesPerDay?: number;
  days?: number;
}

/** The public class to show on `today` (see `currentOffering`). */
export async function getCurrentPublicClass(today: string): Promise<Offering | null> {
  const { data } = await cmsGet<Many<Offering>>('/api/public-classes?sort=startedAt:asc&pagination[pageSize]=100');
  return currentOffering(data, today);
}

export async function getSelfStudy(slug: string): Promise<Offering | null> {
  if (!/^[a-z0-9-]{1,80}$/.test(slug)) return null;
  const { data } = await cmsGet<Many<Offering>>(`/api/self-studies?filters[slug][$eq]=${encodeURIComponent(slug)}`);
  return data[0] ?? null;
}
