import { describe, expect, it } from 'vitest';
import fs from 'node:fs';
import path from 'node:path';
import {
  addDays,
  COURSE_LENGTH_DAYS,
  courseImageKey,
  isKakaoKind,
  KAKAO_KINDS,
  KAKAO_KINDS_AT_NIGHT,
  levelReady,
  NOTICE_KEEP_DAYS,
  NOTICE_KINDS_WRITTEN,
  PHONE_CODE_MINUTES,
  PHONE_CODE_TRIES,
  QUIET_FROM_HOUR,
  QUIET_UNTIL_HOUR,
  TERM_LENGTH_DAYS,
} from '@dharma/config/rules';
import { noticesUi } from '@dharma/config/words';
import { seedData } from './data';
import { upcomingSemester } from './seed';
import { demoDoneDays, runningSemester } from './studyroom';
import { demoLessons } from './studyroom-data';

/** Days from `from` to `to`, both included. */
const inclusiveDays = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / 86_400_000 + 1;

describe('the semester a fresh demo opens for applications', () => {
  const template = seedData.semesters[seedData.semesters.length - 1];

  it('seeded on 2026-11-21 in Korea: 2027 spring, window open that day, a full term from 2027-03-06', () => {
    const s = upcomingSemester(template, new Date('2026-11-21T10:00:00+09:00'));
    expect(s).toMatchObject({
      code: '2027SP',
      label: '2027 봄학기',
      termStart: '2027-03-06',
      termEnd: '2027-05-21',
      applyStart: '2026-11-20',
      applyEnd: '2027-03-05',
      paymentDue: '2027-03-05',
      registrationFee: template.registrationFee,
      admissionFee: template.admissionFee,
      bankAccount: template.bankAccount,
    });
    expect(s.applyStart <= '2026-11-21' && '2026-11-21' <= s.applyEnd).toBe(true);
  });

  it('its term is as long as the seeded 2025 autumn term (77 days, Saturday to Friday)', () => {
    const s = upcomingSemester(template, new Date('2025-09-06T09:00:00+09:00'));
    expect(s.code).toBe('2026SP');
    expect(s.termStart).toBe('2026-03-07');
    expect(inclusiveDays(s.termStart, s.termEnd)).toBe(inclusiveDays(template.termStart, template.termEnd));
    expect(inclusiveDays(s.termStart, s.termEnd)).toBe(TERM_LENGTH_DAYS);
    expect(new Date(s.termEnd).getUTCDay()).toBe(5);
  });

  it("follows Korea's day: 1 September in Korea is already autumn, so the next semester is spring", () => {
    // 2026-08-31 20:00 UTC is 2026-09-01 05:00 in Korea.
    const s = upcomingSemester(template, new Date('2026-08-31T20:00:00Z'));
    expect(s.code).toBe('2027SP');
    expect(s.applyStart).toBe('2026-08-31');
  });

  it('opens no earlier than the template semester did', () => {
    const s = upcomingSemester(template, new Date('2025-03-01T12:00:00+09:00'));
    expect(s.code).toBe('2025FA');
    expect(s.applyStart).toBe(template.applyStart);
    expect(s.applyEnd).toBe(addDays(s.termStart, -1));
  });
});

describe('course families', () => {
  const schema = JSON.parse(
    fs.readFileSync(path.resolve(__dirname, '../api/course-family/content-types/course-family/schema.json'), 'utf8'),
  );

  it('a new family runs COURSE_LENGTH_DAYS days unless an editor says otherwise', () => {
    expect(schema.attributes.days.default).toBe(COURSE_LENGTH_DAYS);
  });

  it('have no editable letter: the letter belongs to the course-code rule', () => {
    expect(schema.attributes).not.toHaveProperty('letter');
  });
});

describe('the semester whose term runs on the seeding day (study room demo)', () => {
  const template = seedData.semesters[seedData.semesters.length - 1];

  it('seeded on 2026-11-21: 2026 autumn, started three weeks earlier, a full term, its window over', () => {
    const s = runningSemester(template, new Date('2026-11-21T10:00:00+09:00'));
    expect(s).toMatchObject({
      code: '2026FA',
      label: '2026 가을학기',
      termStart: '2026-10-31',
      applyEnd: '2026-10-30',
      paymentDue: '2026-10-30',
    });
    expect(inclusiveDays(s.termStart, s.termEnd)).toBe(TERM_LENGTH_DAYS);
    expect(s.applyStart < s.applyEnd && s.applyEnd < '2026-11-21').toBe(true);
    // Distinct from the semester opened for applications that day.
    expect(upcomingSemester(template, new Date('2026-11-21T10:00:00+09:00')).code).toBe('2027SP');
  });

  it('January belongs to the previous autumn; May to spring', () => {
    expect(runningSemester(template, new Date('2027-01-15T10:00:00+09:00')).code).toBe('2026FA');
    expect(runningSemester(template, new Date('2027-05-10T10:00:00+09:00'))).toMatchObject({ code: '2027SP', termStart: '2027-04-19' });
  });
});

describe('the demo lessons and days', () => {
  const lessons = demoLessons();
  const of = (catalog: string) => lessons.filter((l) => l.catalog === catalog);

  it('one lesson a term day for sati 3 and dhammapada 5, one a week for 12 lectures; titles distinct', () => {
    expect([of('sati').length, of('dhammapada').length, of('lotussutra').length]).toEqual([TERM_LENGTH_DAYS, TERM_LENGTH_DAYS, 12]);
    expect(of('lotussutra').map((l) => l.opensOnDay)).toEqual([1, 8, 15, 22, 29, 36, 43, 50, 57, 64, 71, 78]);
    for (const catalog of ['sati', 'dhammapada', 'lotussutra']) {
      expect(new Set(of(catalog).map((l) => l.title)).size).toBe(of(catalog).length);
      expect(of(catalog).every((l) => l.title.length <= 120)).toBe(true);
    }
  });

  it('two of every three past days are done, today and later never', () => {
    // Term from 2026-10-31; on 2026-11-21 days 1–21 have passed and day 22 is today.
    const done = demoDoneDays(of('sati'), '2026-10-31', '2026-11-21');
    expect(done).toEqual([1, 2, 4, 5, 7, 8, 10, 11, 13, 14, 16, 17, 19, 20]);
    expect(demoDoneDays(of('lotussutra'), '2026-10-31', '2026-11-21')).toEqual([1, 2]);
    expect(demoDoneDays(of('sati'), '2025-09-06', '2025-11-22', 50)).toHaveLength(50);
  });
});

describe('the demo course images', () => {
  it('every level an application may choose shows one of the seeded code images', () => {
    const keys = new Set(seedData.codeImages.map((c) => c.code));
    for (const family of seedData.courseFamilies) {
      for (const level of family.levels.filter((l) => levelReady(l))) {
        const key = courseImageKey(family.key, level.level, level.imageCode);
        expect(keys.has(key), `${family.key} ${level.level} → ${key}`).toBe(true);
      }
    }
  });
});

/**
 * The policy is the school's promise in words an editor owns once it is seeded; these hold the
 * seeded words to the rules in config, so a rule changed without the policy fails here.
 */
describe('the privacy policy the seed publishes', () => {
  const policy = seedData.privacyPolicy;
  const article = (number: string) => {
    const found = policy.sections.find((s) => s.heading.startsWith(`${number} (`));
    expect(found, number).toBeDefined();
    return found!;
  };
  const textOf = (number: string) => [...(article(number).paragraphs ?? []), ...(article(number).items ?? [])].join('\n');
  const item = (number: string, start: string) => (article(number).items ?? []).find((i) => i.startsWith(start)) ?? '';
  const label = (kind: (typeof NOTICE_KINDS_WRITTEN)[number]) => noticesUi.kinds[kind];

  it('is the newest version of its history, and its last article gives that date', () => {
    const newest = policy.history[policy.history.length - 1];
    expect(newest).toMatchObject({ version: policy.version, effectiveDate: policy.effectiveDate });
    const [year, month, day] = policy.effectiveDate.split('-').map(Number);
    expect(textOf('제14조')).toContain(`${year}년 ${month}월 ${day}일부터 적용`);
    const dates = policy.history.map((h) => h.effectiveDate);
    expect([...dates].sort()).toEqual(dates);
  });

  it('lists the kinds KakaoTalk may carry and those that stay e-mail only, as config has them', () => {
    const kakao = item('제5조의2', '카카오톡으로도 받을 수 있는 알림:');
    const emailOnly = item('제5조의2', '메일로만 보내는 알림:');
    for (const kind of NOTICE_KINDS_WRITTEN) {
      expect(isKakaoKind(kind) ? kakao : emailOnly, kind).toContain(label(kind));
      expect(isKakaoKind(kind) ? emailOnly : kakao, kind).not.toContain(label(kind));
    }
    expect(KAKAO_KINDS.every((kind) => NOTICE_KINDS_WRITTEN.includes(kind))).toBe(true);
  });

  it("states the quiet hours, the kinds sent in them, the code's life and how long notices are kept", () => {
    const quiet = (article('제5조의2').paragraphs ?? []).find((p) => p.includes('한국 시각')) ?? '';
    expect(quiet).toContain(`밤 ${QUIET_FROM_HOUR - 12}시부터 다음 날 아침 ${QUIET_UNTIL_HOUR}시`);
    for (const kind of KAKAO_KINDS_AT_NIGHT) expect(quiet, kind).toContain(label(kind as (typeof NOTICE_KINDS_WRITTEN)[number]));
    expect(textOf('제5조')).toContain(`${PHONE_CODE_MINUTES}분이 지나거나 ${PHONE_CODE_TRIES}번 틀리면`);
    expect(textOf('제5조의2')).toContain(`${NOTICE_KEEP_DAYS}일 동안 보관`);
  });
});
