import { describe, expect, it } from 'vitest';
import { firstIssue } from '../words/first-issue';
import {
  admissionOwed,
  creditProgress,
  CREDITS_TO_COMPLETE,
  feeDue,
  isPassed,
  TERM_LENGTH_DAYS,
  termEndFor,
  tokenExpiresAtMs,
  creditsEarned,
  CREDITS_PER_TERM,
  feesShown,
  PASS_PERCENT,
  passedAt,
  programmeCompleted,
} from './policy';
import { formatWon, messages, statusLabels, ui } from '../words/messages';
import { formatDate } from './korean-time';
import { progressPercent } from './studyroom';
import { articleTypeSchema } from '../contracts/schemas';
import { isArticleType } from './articles';

describe('pass rule: 60 % of lessons', () => {
  it.each([
    [54, 90],
    [47, 77],
    [8, 12],
    [9, 14],
    [5, 8],
  ])('%i of %i passes (worked examples)', (done, total) => expect(isPassed(done, total)).toBe(true));

  it.each([
    [53, 90],
    [46, 77],
    [7, 12],
    [8, 14],
    [4, 8],
    [0, 0],
    [5, -1],
  ])('%i of %i does not pass', (done, total) => expect(isPassed(done, total)).toBe(false));

  it('exactly 60 % passes, just under does not, all lessons pass', () => {
    expect(isPassed(3, 5)).toBe(true);
    expect(isPassed(60, 100)).toBe(true);
    expect(isPassed(599, 1000)).toBe(false);
    expect(isPassed(90, 90)).toBe(true);
    expect(isPassed(Number.NaN, 90)).toBe(false);
  });
});

// The credits per term, the 80 credits to complete and the carousel are shown to learners and
// checked where they show: the catalogue and semester info in the integration tests, the header
// and the carousel in the end-to-end tests.
describe('fees', () => {
  it('the first application pays registration and admission, every later one registration only', () => {
    const fees = { registrationFee: 100_000, admissionFee: 30_000 };
    expect(feeDue(fees, true)).toBe(130_000);
    expect(feeDue(fees, false)).toBe(100_000);
  });

  it('follows what editors set for the semester', () => {
    expect(feeDue({ registrationFee: 120_000, admissionFee: 0 }, true)).toBe(120_000);
    expect(feeDue({ registrationFee: 80_000, admissionFee: 50_000 }, true)).toBe(130_000);
    expect(feeDue({ registrationFee: 80_000, admissionFee: 50_000 }, false)).toBe(80_000);
  });
});

describe('catalogue and formats', () => {
  it('has the Korean alert texts', () => {
    expect(messages.login_required).toBe('로그인이 필요합니다.');
    expect(messages.level_preparing).toBe('다음 단계는 준비 중입니다.');
    expect(statusLabels).toEqual({ UNREGISTERED: '미수강', STUDY: '수강 중', COMPLETED: '수료', FAILED: '미이수' });
  });

  it('formats won and dates', () => {
    expect(formatWon(130000)).toBe('130,000원');
    expect(formatDate('2025-09-06')).toBe('2025.09.06');
  });

  it('accepts only notice, post and faq as article types, with a Korean message otherwise', () => {
    expect(isArticleType('post')).toBe(true);
    expect(isArticleType('posts')).toBe(false);
    const result = articleTypeSchema.safeParse('posts');
    expect(result.success).toBe(false);
    expect(firstIssue(result.error!)).toBe(messages.article_type_invalid);
  });
});

describe('credit progress', () => {
  it.each([
    [0, 0],
    [5, 6],
    [40, 50],
    [79, 99],
    [80, 100],
    [95, 100],
    [-3, 0],
    [Number.NaN, 0],
  ])('%s credits → %s percent', (credits, percent) => {
    expect(creditProgress(credits)).toBe(percent);
  });

  it('reaches 100 % exactly at the credits needed to complete', () => {
    expect(creditProgress(CREDITS_TO_COMPLETE - 1)).toBeLessThan(100);
    expect(creditProgress(CREDITS_TO_COMPLETE)).toBe(100);
  });
});

describe('term length', () => {
  it('a term is 77 days inclusive: 2025FA ran 2025-09-06 (Saturday) to 2025-11-21 (Friday)', () => {
    expect(TERM_LENGTH_DAYS).toBe(77);
    expect(termEndFor('2025-09-06')).toBe('2025-11-21');
    expect(termEndFor('2027-03-06')).toBe('2027-05-21');
    expect(new Date(termEndFor('2026-09-12')).getUTCDay()).toBe(5);
  });
});

describe('texts that state a rule', () => {
  it('name the required level and the pass mark the rules use', () => {
    expect(ui.register.requiredNote).toContain('사띠 3단계는');
    expect(ui.register.passNote).toContain('60% 이상');
  });
});

describe('what a learner owes, split for display', () => {
  it('the admission part is what is owed beyond the registration fee', () => {
    expect(admissionOwed(100_000, 130_000)).toBe(30_000);
    expect(admissionOwed(100_000, 100_000)).toBe(0);
    expect(admissionOwed(100_000, 0)).toBe(0);
  });
});

describe('an access token’s expiry', () => {
  const token = (payload: object) => `h.${Buffer.from(JSON.stringify(payload)).toString('base64url')}.sig`;
  it('is read from its exp claim, in milliseconds, whatever the base64 padding', () => {
    expect(tokenExpiresAtMs(token({ exp: 1_795_350_609, userId: '1' }))).toBe(1_795_350_609_000);
    expect(tokenExpiresAtMs(token({ exp: 1_795_350_609, sessionId: 'ab' }))).toBe(1_795_350_609_000);
  });
  it('is 0 (keep nothing) for a token without one or one that cannot be read', () => {
    expect(tokenExpiresAtMs(token({ userId: '1' }))).toBe(0);
    expect(tokenExpiresAtMs('not-a-token')).toBe(0);
    expect(tokenExpiresAtMs('a.%%%.b')).toBe(0);
  });
});

describe('rules every plugin and page reads from here', () => {
  it('a class earns its category’s credits only once COMPLETED', () => {
    expect(creditsEarned('completed', 'daily')).toBe(CREDITS_PER_TERM.daily);
    expect(creditsEarned('completed', 'lecture')).toBe(CREDITS_PER_TERM.lecture);
    expect(creditsEarned('completed', 'required')).toBe(CREDITS_PER_TERM.required);
    for (const status of ['applied', 'approved', 'studying', 'failed', 'cancelled', 'unpaid', 'coming'])
      expect(creditsEarned(status, 'daily')).toBe(0);
  });

  it('the programme is completed at CREDITS_TO_COMPLETE credits, not before', () => {
    expect(programmeCompleted(CREDITS_TO_COMPLETE - 1)).toBe(false);
    expect(programmeCompleted(CREDITS_TO_COMPLETE)).toBe(true);
    expect(programmeCompleted(CREDITS_TO_COMPLETE + 3)).toBe(true);
    expect(programmeCompleted(0)).toBe(false);
  });

  it('a whole-percent progress passes exactly when its counts pass', () => {
    expect(passedAt(PASS_PERCENT)).toBe(true);
    expect(passedAt(PASS_PERCENT - 1)).toBe(false);
    for (const total of [5, 8, 12, 14, 22, 77, 90]) {
      for (let done = 0; done <= total; done += 1) expect(passedAt(progressPercent(done, total))).toBe(isPassed(done, total));
    }
  });

  it('shows a visitor both fees and a learner only what they owe', () => {
    const fees = { registrationFee: 100_000, admissionFee: 30_000 };
    expect(feesShown(fees, null)).toEqual({ registration: 100_000, admission: 30_000 });
    expect(feesShown(fees, 130_000)).toEqual({ registration: 100_000, admission: 30_000 });
    expect(feesShown(fees, 100_000)).toEqual({ registration: 100_000, admission: 0 });
  });
});
