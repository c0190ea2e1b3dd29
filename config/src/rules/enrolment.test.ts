import { describe, expect, it } from 'vitest';
import { messages } from '../words/messages';
import { firstIssue } from '../words/first-issue';
import { membershipSchema, publicCourseSchema, registerIntentSchema, selfStudySchema } from '../contracts/schemas';
import {
  addToCart,
  currentOffering,
  currentSemester,
  levelActions,
  levelReady,
  levelStatusFrom,
  offeringOpen,
  removeFromCart,
  shownLevels,
  slotOf,
  visitorLevels,
  type LevelState,
  APPLICATION_STATUSES,
  isPaid,
  PAID_STATUSES,
  runningSemester,
  unpaidDeadline,
  unpaidExpired,
} from './enrolment';

const levels = (...statuses: LevelState['status'][]): LevelState[] => statuses.map((status, i) => ({ level: i + 1, status, ready: true }));

describe('per-level status', () => {
  it('completed anywhere wins; otherwise the newest live application decides', () => {
    expect(levelStatusFrom([])).toBe('UNREGISTERED');
    expect(levelStatusFrom(['cancelled'])).toBe('UNREGISTERED');
    expect(levelStatusFrom(['applied'])).toBe('STUDY');
    expect(levelStatusFrom(['studying'])).toBe('STUDY');
    expect(levelStatusFrom(['failed'])).toBe('FAILED');
    expect(levelStatusFrom(['studying', 'failed'])).toBe('STUDY');
    expect(levelStatusFrom(['failed', 'completed'])).toBe('COMPLETED');
  });
});

describe('which levels may be applied for', () => {
  it('only the first unregistered level of a family', () => {
    expect([...levelActions('lotussutra', levels('UNREGISTERED', 'UNREGISTERED'))]).toEqual([[1, 'apply']]);
    expect([...levelActions('lotussutra', levels('COMPLETED', 'UNREGISTERED', 'UNREGISTERED'))]).toEqual([[2, 'apply']]);
  });

  it('every unregistered sati level, except level 3, which every application includes', () => {
    expect([...levelActions('sati', levels('UNREGISTERED', 'UNREGISTERED', 'UNREGISTERED'))]).toEqual([
      [1, 'apply'],
      [2, 'apply'],
    ]);
    expect([...levelActions('sati', levels('COMPLETED', 'UNREGISTERED', 'UNREGISTERED'))]).toEqual([[2, 'apply']]);
  });

  it('extend a level in study, retake a failed one, never a completed one', () => {
    expect([...levelActions('geum', levels('STUDY', 'UNREGISTERED'))]).toEqual([
      [1, 'extend'],
      [2, 'apply'],
    ]);
    expect([...levelActions('geum', levels('FAILED', 'UNREGISTERED'))]).toEqual([
      [1, 'retake'],
      [2, 'apply'],
    ]);
    expect([...levelActions('death', levels('COMPLETED'))]).toEqual([]);
  });

  it('a level being prepared cannot be applied for', () => {
    expect([
      ...levelActions('lotussutra', [
        { level: 1, status: 'COMPLETED', ready: true },
        { level: 2, status: 'UNREGISTERED', ready: false },
      ]),
    ]).toEqual([]);
  });

  it('dhammapada opens at level 5 only', () => {
    expect([
      ...levelActions('dhammapada', levels('UNREGISTERED', 'UNREGISTERED', 'UNREGISTERED', 'UNREGISTERED', 'UNREGISTERED', 'UNREGISTERED')),
    ]).toEqual([[5, 'apply']]);
  });
});

describe('an unpaid application expires after its payment due date', () => {
  const semester = { paymentDue: '2030-06-20', termStart: '2030-07-06' };
  const appliedOn = '2030-06-10';

  it('is open on the due day itself and closed from the day after (Korean days)', () => {
    expect(unpaidDeadline(semester, appliedOn)).toBe('2030-06-20');
    expect(unpaidExpired(semester, appliedOn, '2030-06-19')).toBe(false);
    expect(unpaidExpired(semester, appliedOn, '2030-06-20')).toBe(false);
    expect(unpaidExpired(semester, appliedOn, '2030-06-21')).toBe(true);
    // A job that did not run for days still finds it overdue.
    expect(unpaidExpired(semester, appliedOn, '2030-06-23')).toBe(true);
  });

  it('without a due date it may be paid until the day before the term, and closes on the term’s first day', () => {
    const noDue = { ...semester, paymentDue: null };
    expect(unpaidDeadline(noDue, appliedOn)).toBe('2030-07-05');
    expect(unpaidExpired(noDue, appliedOn, '2030-07-05')).toBe(false);
    expect(unpaidExpired(noDue, appliedOn, '2030-07-06')).toBe(true);
  });

  it('one submitted after the due date (a window still open) may be paid the day it was submitted', () => {
    expect(unpaidDeadline(semester, '2030-06-25')).toBe('2030-06-25');
    expect(unpaidExpired(semester, '2030-06-25', '2030-06-25')).toBe(false);
    expect(unpaidExpired(semester, '2030-06-25', '2030-06-26')).toBe(true);
  });

  it('its reason fits the reason a cancellation keeps (200 characters)', () => {
    expect(messages.application_unpaid_closed.length).toBeLessThanOrEqual(200);
  });
});

describe('slots and the cart', () => {
  it('sati level 3 is the required slot, other sati levels daily practice', () => {
    expect(slotOf('sati', 3, 'required')).toBe('required');
    expect(slotOf('sati', 1, 'required')).toBe('daily');
    expect(slotOf('lotussutra', 1, 'lecture')).toBe('lecture');
  });

  it('one course per slot; the same course twice is already in the cart', () => {
    const one = addToCart([], { code: '2027SP-J1', slot: 'lecture' });
    expect(one).toEqual({ cart: [{ code: '2027SP-J1', slot: 'lecture' }] });
    const cart = 'cart' in one ? one.cart : [];
    expect(addToCart(cart, { code: '2027SP-J1', slot: 'lecture' })).toEqual({ error: 'already_in_cart' });
    expect(addToCart(cart, { code: '2027SP-F1', slot: 'lecture' })).toEqual({ error: 'category_taken' });
    expect(addToCart(cart, { code: '2027SP-D5', slot: 'daily' })).toEqual({ cart: [...cart, { code: '2027SP-D5', slot: 'daily' }] });
    expect(removeFromCart(cart, '2027SP-J1')).toEqual([]);
  });
});

describe('what a learner is shown', () => {
  it('every level with its action, dhammapada only at level 5', () => {
    expect(shownLevels('lotussutra', levels('COMPLETED', 'UNREGISTERED')).map((l) => [l.level, l.action])).toEqual([
      [1, null],
      [2, 'apply'],
    ]);
    expect(
      shownLevels('dhammapada', levels('UNREGISTERED', 'UNREGISTERED', 'UNREGISTERED', 'UNREGISTERED', 'UNREGISTERED', 'UNREGISTERED')),
    ).toEqual([{ level: 5, status: 'UNREGISTERED', ready: true, action: 'apply' }]);
  });

  it('an offering is open through its last day', () => {
    expect(offeringOpen({ endedAt: '2025-09-05' }, '2025-09-05')).toBe(true);
    expect(offeringOpen({ endedAt: '2025-09-05' }, '2025-09-06')).toBe(false);
  });
});

describe('when a level is ready', () => {
  const empty = { period: null, volume: null, contents: null };

  it('once editors fill in its period, its volume or its contents', () => {
    expect(levelReady({ ...empty, period: '90일' })).toBe(true);
    expect(levelReady({ ...empty, volume: '하루 20분' })).toBe(true);
    expect(levelReady({ ...empty, contents: '1강 서품\n2강 방편품' })).toBe(true);
  });

  it('not while those are empty or blank, even with textbooks listed', () => {
    expect(levelReady(empty)).toBe(false);
    expect(levelReady({})).toBe(false);
    expect(levelReady({ period: '  ', volume: '', contents: '\n' })).toBe(false);
    // A course page level carries its textbooks too: they alone do not make it teachable.
    const withBooks = { ...empty, textbooks: [{ id: 1, title: '법화경', url: null }] };
    expect(levelReady(withBooks)).toBe(false);
  });
});

describe('which public class is current', () => {
  const spring = { slug: 'spring', startedAt: '2026-03-02', endedAt: '2026-05-25' };
  const summer = { slug: 'summer', startedAt: '2026-06-01', endedAt: '2026-08-24' };
  const autumn = { slug: 'autumn', startedAt: '2026-09-07', endedAt: '2026-11-30' };
  const all = [autumn, spring, summer]; // any order

  it('the running one while it runs, through its last day', () => {
    expect(currentOffering(all, '2026-07-15')?.slug).toBe('summer');
    expect(currentOffering(all, '2026-08-24')?.slug).toBe('summer');
  });

  it('between two classes, the next one', () => {
    expect(currentOffering(all, '2026-08-25')?.slug).toBe('autumn');
    expect(currentOffering(all, '2026-01-10')?.slug).toBe('spring');
  });

  it('after the last one has ended, the latest as history; nothing when there are none', () => {
    expect(currentOffering(all, '2026-12-01')?.slug).toBe('autumn');
    expect(currentOffering([], '2026-12-01')).toBeNull();
  });
});

describe('visitorLevels', () => {
  it('a visitor sees every level untaken, the first ready level open, sati levels open, dhammapada at level 5', () => {
    const ready = (...flags: boolean[]) => flags.map((r, i) => ({ level: i + 1, ready: r }));
    expect(visitorLevels('lotussutra', ready(true, true, false)).map((l) => [l.level, l.status, l.action])).toEqual([
      [1, 'UNREGISTERED', 'apply'],
      [2, 'UNREGISTERED', null],
      [3, 'UNREGISTERED', null],
    ]);
    expect(visitorLevels('sati', ready(true, true, true)).map((l) => l.action)).toEqual(['apply', 'apply', null]);
    expect(visitorLevels('dhammapada', ready(true, true, true, true, true))).toEqual([
      { level: 5, status: 'UNREGISTERED', ready: true, action: 'apply' },
    ]);
    // A family whose first level is still being prepared opens nothing before it.
    expect(visitorLevels('geum', ready(false, true)).map((l) => l.action)).toEqual([null, 'apply']);
  });
});

describe('registerIntentSchema (the register wizard form posts)', () => {
  it('reads each intent with its fields', () => {
    expect(registerIntentSchema.parse({ intent: 'add', code: ' 2027SP-J1 ' })).toEqual({ intent: 'add', code: '2027SP-J1' });
    expect(registerIntentSchema.parse({ intent: 'remove', code: '2027SP-J1' })).toEqual({ intent: 'remove', code: '2027SP-J1' });
    expect(registerIntentSchema.parse({ intent: 'review' })).toEqual({ intent: 'review' });
    expect(registerIntentSchema.parse({ intent: 'submit', mode: 'change' })).toEqual({ intent: 'submit', mode: 'change' });
  });

  it('refuses an unknown intent, a missing code or a bad mode with a Korean message', () => {
    const issue = (value: unknown) => {
      const parsed = registerIntentSchema.safeParse(value);
      return parsed.success ? null : firstIssue(parsed.error);
    };
    expect(issue({ intent: 'pay' })).toBe(messages.register_request_invalid);
    expect(issue({})).toBe(messages.register_request_invalid);
    expect(issue({ intent: 'add' })).toBe(messages.course_code_invalid);
    expect(issue({ intent: 'add', code: '   ' })).toBe(messages.course_code_invalid);
    expect(issue({ intent: 'submit', mode: 'free' })).toBe(messages.register_request_invalid);
  });
});

describe('which semester is current', () => {
  const s = (code: string, applyStart: string, applyEnd: string, termStart: string) => ({ code, applyStart, applyEnd, termStart });
  const fa = s('2026FA', '2026-07-01', '2026-08-31', '2026-09-05');
  const sp = s('2027SP', '2026-11-01', '2027-02-28', '2027-03-06');
  const su = s('2027SU', '2026-11-15', '2027-05-31', '2027-06-05');

  it('the semester whose window is open; the earliest term when several are open', () => {
    expect(currentSemester([fa, sp], '2026-08-01')).toEqual({ semester: fa, applicationOpen: true });
    expect(currentSemester([su, sp, fa], '2026-11-20')).toEqual({ semester: sp, applicationOpen: true });
  });

  it('between windows the next one to open, closed; after the last the latest term', () => {
    expect(currentSemester([fa, sp], '2026-09-10')).toEqual({ semester: sp, applicationOpen: false });
    expect(currentSemester([fa, sp], '2027-03-01')).toEqual({ semester: sp, applicationOpen: false });
    expect(currentSemester([], '2027-03-01')).toBeNull();
  });
});

describe('offering and membership forms with a field the server does not know', () => {
  it("are refused in Korean, not with the schema library's English", () => {
    const unknownField = '신청 내용 형식이 올바르지 않습니다.';
    const publicClass = publicCourseSchema.safeParse({ course_name: 'summer', started_at: '2025-05-12', ended_at: '2025-09-05', price: 0 });
    const selfStudy = selfStudySchema.safeParse([{ course_name: 'winter', minutes: 15 }]);
    const membership = membershipSchema.safeParse({ religion_name: '법현', agreed: true, number: '1234' });
    for (const parsed of [publicClass, selfStudy, membership]) {
      expect(parsed.success).toBe(false);
      if (!parsed.success) expect(firstIssue(parsed.error)).toBe(unknownField);
    }
  });
});

describe('paid classes', () => {
  it('a class is paid for from approval on, whatever its result; never while applied or once cancelled', () => {
    expect([...PAID_STATUSES]).toEqual(['approved', 'studying', 'completed', 'failed']);
    expect(APPLICATION_STATUSES.filter((s) => !isPaid(s))).toEqual(['applied', 'cancelled']);
  });
});

describe('the running semester', () => {
  const term = (code: string, termStart: string, termEnd: string) => ({ code, termStart, termEnd });
  const spring = term('2027SP', '2027-03-06', '2027-05-21');
  const summer = term('2027SU', '2027-06-05', '2027-08-20');
  const fall = term('2027FA', '2027-09-04', '2027-11-19');

  it('is the one whose term runs, in any order', () => {
    expect(runningSemester([fall, spring, summer], '2027-07-01')).toBe(summer);
    expect(runningSemester([summer, fall, spring], '2027-05-21')).toBe(spring);
  });

  it('between terms, the one that started last; before any term, none', () => {
    expect(runningSemester([spring, summer, fall], '2027-08-25')).toBe(summer);
    expect(runningSemester([spring, summer, fall], '2028-01-01')).toBe(fall);
    expect(runningSemester([spring, summer, fall], '2027-01-01')).toBeNull();
    expect(runningSemester([], '2027-07-01')).toBeNull();
  });

  it('of two running terms, the one that started later', () => {
    const intensive = term('2027SU2', '2027-07-01', '2027-07-28');
    expect(runningSemester([summer, intensive], '2027-07-10')).toBe(intensive);
  });
});
