import { describe, expect, it } from 'vitest';
import { CAROUSEL, CREDITS_PER_TERM, CREDITS_TO_COMPLETE, feeDue, isPassed, PASS_THRESHOLD } from './policy';
import { formatDate, formatWon, messages, statusLabels } from './messages';
import { articleTypeSchema } from './schemas';
import { isArticleType } from './articles';

describe('pass rule: 60 % of lessons', () => {
  it.each([
    [54, 90],
    [47, 77],
    [8, 12],
    [9, 14],
    [5, 8],
  ])('%i of %i passes (spec §5 examples)', (done, total) => expect(isPassed(done, total)).toBe(true));

  it.each([
    [53, 90],
    [46, 77],
    [7, 12],
    [8, 14],
    [4, 8],
    [0, 0],
    [5, -1],
  ])('%i of %i does not pass', (done, total) => expect(isPassed(done, total)).toBe(false));

  it('threshold is 0.6', () => expect(PASS_THRESHOLD).toBe(0.6));
});

describe('credits and fees', () => {
  it('3 credits per daily term, 2 per lecture term, 80 to complete', () => {
    expect(CREDITS_PER_TERM.daily).toBe(3);
    expect(CREDITS_PER_TERM.lecture).toBe(2);
    expect(CREDITS_TO_COMPLETE).toBe(80);
  });

  it('charges the admission fee the first time only', () => {
    const fees = { registrationFee: 100_000, admissionFee: 30_000 };
    expect(feeDue(fees, true)).toBe(130_000);
    expect(feeDue(fees, false)).toBe(100_000);
  });

  it('carousel shows 8 courses, 3 at once, 500 ms slides', () => {
    expect(CAROUSEL).toMatchObject({ courses: 8, visibleDesktop: 3, speedMs: 500 });
  });
});

describe('catalogue and formats', () => {
  it('has the Korean texts of DESIGN §7', () => {
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
    expect(result.error?.issues[0].message).toBe(messages.article_type_invalid);
  });
});
