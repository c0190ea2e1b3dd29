import type { Core } from '@strapi/strapi';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { addDays, COURSE_LENGTH_DAYS, nextSemesterCode, semesterCodeFor, termStartFor, todayInKorea, now } from '@dharma/config/rules';
import { seedData } from './data';
import type { SeedData, SeedPolicySection, SeedSemester } from './types';
import { appRoot } from '../../config/paths';
import { paragraphs, text, type Blocks } from './blocks';
import { demoSemester } from './semester';
import { seedStudyRoom } from './studyroom';
import { seedVerseBoards } from './studyroom-votes';

/**
 * Demo content, written once. A marker in Strapi's store records that seeding ran, so a restart
 * adds nothing and never overwrites or revives what editors changed or deleted.
 */
const SEED_VERSION = 7;
const ASSETS = path.join(appRoot, 'seed-assets');

export { paragraphs };

export function policyBlocks(sections: SeedPolicySection[]): Blocks {
  return sections.flatMap((section) => [
    { type: 'heading', level: 2, children: [text(section.heading)] },
    ...paragraphs(section.paragraphs ?? []),
    ...(section.items?.length
      ? [{ type: 'list', format: 'unordered', children: section.items.map((item) => ({ type: 'list-item', children: [text(item)] })) }]
      : []),
  ]);
}

/**
 * The semester whose application window is open on the seeding day, so a fresh demo shows a
 * live application period: the regular (spring/autumn) semester after the one the day falls in,
 * a full term long, applications from the day before seeding (or the template's own opening, if
 * later) until the day before the term starts. Fees and account are copied from the newest
 * seeded semester.
 */
export function upcomingSemester(template: SeedSemester, at: Date = now()): SeedSemester {
  const today = todayInKorea(at);
  const code = nextSemesterCode(semesterCodeFor(new Date(`${today}T00:00:00Z`)));
  return demoSemester(template, code, termStartFor(code), today < template.applyStart ? template.applyStart : addDays(today, -1));
}

function mimeOf(file: string): string {
  const ext = path.extname(file).toLowerCase();
  return (
    ({ '.png': 'image/png', '.jpg': 'image/jpeg', '.webp': 'image/webp' } as Record<string, string>)[ext] ?? 'application/octet-stream'
  );
}

/**
 * The demo art is drawn as SVG in cms/seed-assets, but the media library holds no SVG (a picture
 * that can carry script): each is uploaded as the PNG it renders to, as an editor's would be.
 */
async function asMediaFile(file: string): Promise<{ filepath: string; name: string }> {
  const source = path.join(ASSETS, file);
  if (path.extname(file).toLowerCase() !== '.svg') return { filepath: source, name: file };
  const name = `${path.basename(file, '.svg')}.png`;
  const filepath = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'dharma-seed-')), name);
  await sharp(fs.readFileSync(source)).png().toFile(filepath);
  return { filepath, name };
}

/**
 * Offerings open on the seeding day, so a fresh demo can apply for a public class and a
 * self-study (the seeded 2025 and 2024 ones are history by then).
 */
export function upcomingOfferings(at: Date = now()) {
  const today = todayInKorea(at);
  const year = Number(today.slice(0, 4));
  return {
    publicClass: {
      slug: `${year}-open-class`,
      name: `${year}년 열린 공개강좌`,
      description: '누구나 무료로 들을 수 있는 공개강좌입니다. 매주 한 편의 법문 영상을 보고 짧은 소감을 나눕니다.',
      startedAt: addDays(today, 7),
      endedAt: addDays(today, 7 + 12 * 7),
    },
    selfStudy: {
      slug: `saturday-service-${year}`,
      name: `${year} 토요 정기법회 자율학습`,
      description: '토요 정기법회 법문을 하루 15분씩 다시 듣고 새기는 자율학습입니다.',
      minutesPerDay: 15,
      startedAt: addDays(today, 14),
      endedAt: addDays(today, 14 + 27),
      days: 28,
    },
  };
}

export async function seedDemoContent(strapi: Core.Strapi, data: SeedData = seedData): Promise<boolean> {
  const store = strapi.store({ type: 'core', name: 'dharma-seed' });
  const done = ((await store.get({ key: 'version' })) as number | null) ?? 0;
  if (done >= SEED_VERSION) return false;
  if (done < 1) await seedVersion1(strapi, data);
  if (done < 2) {
    const { publicClass, selfStudy } = upcomingOfferings();
    await strapi.documents('api::public-class.public-class').create({ data: publicClass as never });
    await strapi.documents('api::self-study.self-study').create({ data: selfStudy as never });
  }
  if (done < 3) {
    const started = Date.now();
    await seedStudyRoom(strapi, data.semesters[data.semesters.length - 1], data.privacyPolicy.version);
    strapi.log.info(`Seeded the study room demo in ${Date.now() - started} ms`);
  }
  if (done < 4) {
    const started = Date.now();
    await seedVerseBoards(strapi, data.semesters[data.semesters.length - 1], data.privacyPolicy.version);
    strapi.log.info(`Seeded the verse boards demo in ${Date.now() - started} ms`);
  }
  if (done < 5) await seedLifestylePractices(strapi);
  // A database seeded before version 7 has an older policy (1.1 before version 6, 1.2 before 7):
  // the current one (1.3: the mobile number, KakaoTalk notices and SOLAPI) is published over it,
  // as an editor would; a fresh seed wrote it in version 1.
  if (done >= 1 && done < 7) await publishPolicy(strapi, data.privacyPolicy);
  await store.set({ key: 'version', value: SEED_VERSION });
  strapi.log.info(`Seeded demo content up to version ${SEED_VERSION}`);
  return true;
}

async function publishPolicy(strapi: Core.Strapi, policy: SeedData['privacyPolicy']): Promise<void> {
  const documents = strapi.documents('api::privacy-policy.privacy-policy');
  const current = await documents.findFirst();
  const data = {
    title: policy.title,
    version: policy.version,
    effectiveDate: policy.effectiveDate,
    body: policyBlocks(policy.sections),
    history: policy.history,
  } as never;
  if (!current) await documents.create({ status: 'published', data });
  else await documents.update({ documentId: current.documentId, status: 'published', data });
}

async function seedVersion1(strapi: Core.Strapi, data: SeedData): Promise<void> {
  const media = new Map<string, number>();
  const upload = async (file: string, alt: string): Promise<number> => {
    const known = media.get(file);
    if (known) return known;
    const { filepath, name } = await asMediaFile(file);
    const [created] = await strapi
      .plugin('upload')
      .service('upload')
      .upload({
        data: { fileInfo: { name, alternativeText: alt } },
        files: { filepath, originalFilename: name, mimetype: mimeOf(name), size: fs.statSync(filepath).size },
      });
    media.set(file, created.id);
    return created.id;
  };

  const published = { status: 'published' as const };

  for (const family of data.courseFamilies) {
    await strapi.documents('api::course-family.course-family').create({
      ...published,
      data: {
        key: family.key,
        name: family.name,
        summary: family.summary,
        category: family.category,
        days: COURSE_LENGTH_DAYS,
        carouselOrder: family.carouselOrder,
        image: await upload(family.image, family.imageAlt),
        imageAlt: family.imageAlt,
        levels: family.levels.map((level) => ({ ...level, textbooks: level.textbooks ?? [] })),
      } as never,
    });
  }

  for (const item of data.codeImages) {
    await strapi.documents('api::course-code-image.course-code-image').create({
      data: { code: item.code, alt: item.alt, image: await upload(item.image, item.alt) } as never,
    });
  }

  for (const article of data.articles) {
    await strapi.documents('api::article.article').create({
      ...published,
      data: {
        type: article.type,
        title: article.title,
        url: article.url ?? null,
        body: article.body ? paragraphs(article.body) : null,
        order: article.order,
        author: article.author ?? null,
      } as never,
    });
  }

  const policy = data.privacyPolicy;
  await strapi.documents('api::privacy-policy.privacy-policy').create({
    ...published,
    data: {
      title: policy.title,
      version: policy.version,
      effectiveDate: policy.effectiveDate,
      body: policyBlocks(policy.sections),
      history: policy.history,
    } as never,
  });

  const banners = [];
  for (const banner of data.home.banners) {
    banners.push({ ...banner, image: await upload(banner.image, banner.alt) });
  }
  await strapi.documents('api::home-page.home-page').create({
    ...published,
    data: { banners, ctaText: data.home.ctaText } as never,
  });

  await strapi.documents('api::site-setting.site-setting').create({ data: data.siteSettings as never });

  const semesters = [...data.semesters];
  const upcoming = upcomingSemester(semesters[semesters.length - 1]);
  if (!semesters.some((s) => s.code === upcoming.code)) semesters.push(upcoming);
  for (const semester of semesters) {
    await strapi.documents('api::semester.semester').create({ data: semester as never });
  }

  for (const offering of data.publicClasses) {
    await strapi.documents('api::public-class.public-class').create({ data: offering as never });
  }
  for (const offering of data.selfStudies) {
    await strapi.documents('api::self-study.self-study').create({ data: offering as never });
  }
}

/** The practices learners of the demo courses tick in their lifestyle checks, as editors would write them. */
async function seedLifestylePractices(strapi: Core.Strapi): Promise<void> {
  const practices = [
    { catalog: 'sati', name: '아침 좌선 20분', description: '일어나서 20분 동안 호흡을 알아차리며 앉습니다.', order: 1 },
    { catalog: 'sati', name: '걷기 명상', description: '발바닥의 느낌을 알아차리며 10분 이상 걷습니다.', order: 2 },
    { catalog: 'dhammapada', name: '오계 지키기', description: '다섯 가지 계를 하루 동안 지켰는지 돌아봅니다.', order: 1 },
    { catalog: 'dhammapada', name: '게송 한 구절 외우기', description: '오늘 배운 게송을 소리 내어 세 번 읽고 외웁니다.', order: 2 },
    { catalog: 'lotussutra', name: '108배', description: '마음을 모아 108번 절합니다.', order: 1 },
  ];
  const documents = strapi.documents('plugin::records.lifestyle-practice');
  for (const data of practices) {
    const draft = await documents.create({ data: data as never });
    await documents.publish({ documentId: draft.documentId });
  }
}
