import { describe, expect, it } from 'vitest';
import { firstIssue } from '../words/first-issue';
import {
  auditQuerySchema,
  bulkApproveSchema,
  bulkCancelSchema,
  cancelApplicationSchema,
  cancelSelectionSchema,
  mentorPairSchema,
  staffApplicationsQuerySchema,
} from './staff';
import { semesterMilestones, staffWeek } from '../rules/staff';
import { messages } from '../words/messages';
import { ACCOUNT_DELETION_PHRASE, accountDeletionSchema } from './records-member';
import { normaliseKoreanPhone } from '../rules/records-member';

describe('the audit trail filters', () => {
  it('takes empty fields as no filter and numbers as numbers', () => {
    expect(auditQuerySchema.parse({ action: '', target: '', subject: '', page: '' })).toEqual({});
    expect(auditQuerySchema.parse({ action: 'volunteer.confirm', target: 'volunteer:3', subject: '12', page: '2' })).toEqual({
      action: 'volunteer.confirm',
      target: 'volunteer:3',
      subject: 12,
      page: 2,
    });
  });

  it('refuses a filter that is not one, in Korean', () => {
    for (const query of [{ subject: 'abc' }, { subject: '0' }, { action: 'DROP TABLE' }, { target: 'x'.repeat(81) }]) {
      const result = auditQuerySchema.safeParse(query);
      expect(result.success, JSON.stringify(query)).toBe(false);
      expect(firstIssue(result.error!)).toBe(messages.audit_filter_invalid);
    }
    expect(firstIssue(auditQuerySchema.safeParse({ page: '0' }).error!)).toBe(messages.search_page_invalid);
  });
});

describe('the account deletion confirmation', () => {
  it('takes exactly the typed words, spaces around them allowed', () => {
    expect(accountDeletionSchema.parse({ confirm: ` ${ACCOUNT_DELETION_PHRASE} ` })).toEqual({ confirm: ACCOUNT_DELETION_PHRASE });
  });

  it('refuses anything else with the Korean reason', () => {
    for (const body of [{}, { confirm: '' }, { confirm: '탈퇴' }, { confirm: '탈퇴 합니다' }, { confirm: 1 }]) {
      expect(firstIssue(accountDeletionSchema.safeParse(body).error!), JSON.stringify(body)).toBe(messages.account_delete_phrase);
    }
    expect(firstIssue(accountDeletionSchema.safeParse({ confirm: ACCOUNT_DELETION_PHRASE, more: 1 }).error!)).toBe(
      messages.account_delete_payload_invalid,
    );
  });
});

describe('Korean telephone numbers', () => {
  it('writes mobiles and landlines the usual way', () => {
    expect(normaliseKoreanPhone('01012345678')).toBe('010-1234-5678');
    expect(normaliseKoreanPhone('011-123-4567')).toBe('011-123-4567');
    expect(normaliseKoreanPhone('02 123 4567')).toBe('02-123-4567');
    expect(normaliseKoreanPhone('(02)1234-5678')).toBe('02-1234-5678');
    expect(normaliseKoreanPhone('031.123.4567')).toBe('031-123-4567');
    expect(normaliseKoreanPhone('064-1234-5678')).toBe('064-1234-5678');
    expect(normaliseKoreanPhone('070-1234-5678')).toBe('070-1234-5678');
  });

  it('is null for what is not one', () => {
    for (const bad of ['', '010-123-4567', '12345', '02-12-3456', '099-123-4567', '+82 10 1234 5678', '010-1234-56789', '전화 없음'])
      expect(normaliseKoreanPhone(bad), bad).toBeNull();
  });
});

describe('the mentor pair form', () => {
  const valid = { mentee_name: ' 김멘티 ', mentee_phone: '01012345678', mentor_name: '이멘토', mentor_phone: '0212345678' };
  it('trims names and normalises phones', () => {
    expect(mentorPairSchema.parse(valid)).toEqual({
      mentee_name: '김멘티',
      mentee_phone: '010-1234-5678',
      mentor_name: '이멘토',
      mentor_phone: '02-1234-5678',
    });
  });
  it('names the field that is wrong', () => {
    expect(firstIssue(mentorPairSchema.safeParse({ ...valid, mentor_name: '' }).error!)).toBe(messages.mentor_name_required);
    expect(firstIssue(mentorPairSchema.safeParse({ ...valid, mentee_phone: '0101234' }).error!)).toBe(messages.mentee_phone_invalid);
    expect(firstIssue(mentorPairSchema.safeParse(null).error!)).toBe(messages.mentor_payload_invalid);
  });
});

describe('the approval forms', () => {
  it('filters by state and name; an unknown state is refused', () => {
    expect(staffApplicationsQuerySchema.parse({ state: 'awaiting', name: ' 김 ', semester: '', page: '' })).toEqual({
      state: 'awaiting',
      name: '김',
    });
    expect(firstIssue(staffApplicationsQuerySchema.safeParse({ state: 'paid' }).error!)).toBe(messages.audit_filter_invalid);
    expect(firstIssue(staffApplicationsQuerySchema.safeParse({ semester: '2027 SP; --' }).error!)).toBe(messages.semester_not_found);
  });
  it('a bulk approval names at least one learner, a cancellation a reason', () => {
    expect(bulkApproveSchema.parse({ learners: ['3', 4] })).toEqual({ learners: [3, 4] });
    expect(firstIssue(bulkApproveSchema.safeParse({ learners: [] }).error!)).toBe(messages.approval_none_selected);
    expect(firstIssue(bulkApproveSchema.safeParse({}).error!)).toBe(messages.approval_none_selected);
    expect(firstIssue(bulkApproveSchema.safeParse({ learners: ['x'] }).error!)).toBe(messages.approval_payload_invalid);
    expect(firstIssue(cancelApplicationSchema.safeParse({ reason: ' ' }).error!)).toBe(messages.cancel_reason_required);
    expect(cancelApplicationSchema.parse({ reason: ' 기한 경과 ' })).toEqual({ reason: '기한 경과' });
  });
  it('a bulk cancellation names at least one learner and one reason for all', () => {
    expect(bulkCancelSchema.parse({ learners: ['3', 4], reason: ' 기한 경과 ', semester: '' })).toEqual({
      learners: [3, 4],
      reason: '기한 경과',
    });
    expect(firstIssue(bulkCancelSchema.safeParse({ learners: [], reason: '사유' }).error!)).toBe(messages.cancel_none_selected);
    expect(firstIssue(bulkCancelSchema.safeParse({ learners: [3] }).error!)).toBe(messages.cancel_reason_required);
    expect(firstIssue(cancelSelectionSchema.safeParse({ learners: [] }).error!)).toBe(messages.cancel_none_selected);
    expect(cancelSelectionSchema.parse({ learners: ['7'] })).toEqual({ learners: [7] });
  });
  it('names one learner or several (the parameter repeated), always as a list', () => {
    expect(staffApplicationsQuerySchema.parse({ learner: '5' })).toEqual({ learner: [5] });
    expect(staffApplicationsQuerySchema.parse({ learner: ['5', '6'] })).toEqual({ learner: [5, 6] });
    expect(firstIssue(staffApplicationsQuerySchema.safeParse({ learner: ['5', 'x'] }).error!)).toBe(messages.audit_filter_invalid);
    expect(
      firstIssue(staffApplicationsQuerySchema.safeParse({ learner: Array.from({ length: 51 }, (_, i) => String(i + 1)) }).error!),
    ).toBe(messages.audit_filter_invalid);
  });
});

describe('this week for staff', () => {
  const spring = {
    code: '2027SP',
    label: '2027 봄학기',
    applyStart: '2027-02-01',
    applyEnd: '2027-02-21',
    paymentDue: null,
    termStart: '2027-03-06',
    termEnd: '2027-05-21',
  };

  it('is Monday to Sunday of the day, with a semester’s dates in its own order on a shared day', () => {
    const summer = {
      ...spring,
      code: '2027SU',
      label: '2027 여름학기',
      applyStart: '2027-05-17',
      applyEnd: '2027-05-21',
      paymentDue: '2027-05-21',
      termStart: '2027-06-05',
      termEnd: '2027-07-30',
    };
    expect(staffWeek([summer, spring], '2027-05-23')).toEqual({
      today: '2027-05-23',
      monday: '2027-05-17',
      sunday: '2027-05-23',
      items: [
        { date: '2027-05-17', kind: 'apply_opens', semester: { code: '2027SU', label: '2027 여름학기' } },
        { date: '2027-05-21', kind: 'term_ends', semester: { code: '2027SP', label: '2027 봄학기' } },
        { date: '2027-05-21', kind: 'apply_closes', semester: { code: '2027SU', label: '2027 여름학기' } },
        { date: '2027-05-21', kind: 'payment_due', semester: { code: '2027SU', label: '2027 여름학기' } },
        { date: '2027-05-22', kind: 'results_recorded', semester: { code: '2027SP', label: '2027 봄학기' } },
      ],
    });
  });

  it('takes the day before the term as the payment due date when the semester has none', () => {
    expect(semesterMilestones(spring).find((m) => m.kind === 'payment_due')).toEqual({ date: '2027-03-05', kind: 'payment_due' });
    expect(staffWeek([spring], '2027-03-01').items.map((i) => i.kind)).toEqual(['payment_due', 'term_starts']);
    expect(staffWeek([spring], '2027-03-08').items).toEqual([]);
  });
});
