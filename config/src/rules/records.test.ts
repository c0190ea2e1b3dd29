import { describe, expect, it } from 'vitest';
import { firstIssue } from '../words/first-issue';
import { messages } from '../words/messages';
import { fromHalfHours, toHalfHours, validVolunteerHours, volunteerDateRefusal } from './records';
import { volunteerSchema } from '../contracts/schemas';

describe('volunteer hours', () => {
  it('accepts half hours from 0.5 to 12 only', () => {
    expect([0.5, 1, 1.5, 7.5, 12].every(validVolunteerHours)).toBe(true);
    expect([0, 0.25, 0.75, 12.5, -1, Number.NaN, Number.POSITIVE_INFINITY].some(validVolunteerHours)).toBe(false);
  });
  it('is stored as whole half hours and read back unchanged', () => {
    expect([0.5, 1.5, 12].map(toHalfHours)).toEqual([1, 3, 24]);
    expect([1, 3, 24].map(fromHalfHours)).toEqual([0.5, 1.5, 12]);
  });
});

describe('a volunteer day', () => {
  const term = { termStart: '2030-07-01', termEnd: '2030-07-28' };
  it('must fall inside the term and not after today', () => {
    expect(volunteerDateRefusal('2030-07-01', term, '2030-07-05')).toBeNull();
    expect(volunteerDateRefusal('2030-07-05', term, '2030-07-05')).toBeNull();
    expect(volunteerDateRefusal('2030-07-06', term, '2030-07-05')).toBe('volunteer_date_future');
    expect(volunteerDateRefusal('2030-06-30', term, '2030-07-05')).toBe('volunteer_date_outside_term');
    expect(volunteerDateRefusal('2030-07-29', term, '2030-08-10')).toBe('volunteer_date_outside_term');
  });
});

describe('the volunteer form', () => {
  const form = { date: '2030-07-03', hrs: '1.5', content: '  청소  ', email: '' };
  it('reads what a form sends: hours as text, an empty e-mail as none, content trimmed', () => {
    expect(volunteerSchema.parse(form)).toEqual({ date: '2030-07-03', hrs: 1.5, content: '청소', email: null });
    expect(volunteerSchema.parse({ ...form, email: ' a@b.kr ' }).email).toBe('a@b.kr');
  });
  it.each([
    [{ date: '2030-02-30' }, messages.volunteer_date_invalid],
    [{ date: '' }, messages.volunteer_date_invalid],
    [{ hrs: '' }, messages.volunteer_hours_invalid],
    [{ hrs: '1.25' }, messages.volunteer_hours_invalid],
    [{ hrs: true }, messages.volunteer_hours_invalid],
    [{ content: ' ' }, messages.volunteer_content_required],
    [{ content: '가'.repeat(501) }, messages.volunteer_content_too_long],
    [{ email: 'nope' }, messages.volunteer_email_invalid],
  ])('refuses %o with its message', (change, message) => {
    const parsed = volunteerSchema.safeParse({ ...form, ...change });
    expect(parsed.success).toBe(false);
    expect(firstIssue(parsed.error!)).toBe(message);
  });
});
