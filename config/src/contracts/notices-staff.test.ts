import { describe, expect, it } from 'vitest';
import { firstIssue } from '../words/first-issue';
import { messages } from '../words/messages';
import { renderNotice } from '../words/notices';
import { announcementSchema, announcementSendSchema } from './notices-staff';
import { ANNOUNCEMENT_BODY_MAX, ANNOUNCEMENT_SUBJECT_MAX } from '../rules/limits';

const links = { unsubscribe: 'https://school.example.org/notices/stop?l=1', settings: 'https://school.example.org/member' };
const refusal = (input: unknown) => {
  const parsed = announcementSchema.safeParse(input);
  return parsed.success ? null : firstIssue(parsed.error);
};

describe('staff announcements', () => {
  const good = { semester: '2030SU', course: '2030SU-D5', subject: '휴강 안내', body: '다음 주는 쉽니다.' };

  it('refuses, in Korean, an empty or too long subject or body, a class not written as a class, and a missing semester', () => {
    expect(refusal({ ...good, subject: '   ' })).toBe(messages.announcement_subject_required);
    expect(refusal({ ...good, subject: '가'.repeat(ANNOUNCEMENT_SUBJECT_MAX + 1) })).toBe(messages.announcement_subject_too_long);
    expect(refusal({ ...good, body: '' })).toBe(messages.announcement_body_required);
    expect(refusal({ ...good, body: '가'.repeat(ANNOUNCEMENT_BODY_MAX + 1) })).toBe(messages.announcement_body_too_long);
    expect(refusal({ ...good, course: "2030SU-D5' OR 1=1" })).toBe(messages.announcement_class_invalid);
    expect(refusal({ ...good, semester: undefined })).toBe(messages.announcement_semester_required);
    expect(firstIssue(announcementSendSchema.safeParse({ ...good, id: 'not-a-uuid' }).error!)).toBe(messages.announcement_id_invalid);
  });

  it('keeps the body as written (line breaks) and a subject on one line; a blank class is the whole semester', () => {
    expect(announcementSchema.parse({ ...good, course: '', subject: ' 휴강\n안내 ', body: '첫 줄\r\n둘째 줄' })).toEqual({
      semester: '2030SU',
      subject: '휴강 안내',
      body: '첫 줄\n둘째 줄',
    });
  });

  it('renders staff words as text: the HTML part escapes them, line by line', () => {
    const rendered = renderNotice(
      'announcement',
      { subject: '<b>안내</b>', body: '첫 줄\n<script>x</script>', audience: '2030 여름학기' },
      '연화',
      links,
    );
    expect(rendered.subject).toBe('[담마스쿨] <b>안내</b>');
    expect(rendered.text).toContain('연화님, 2030 여름학기 학인께 알려 드립니다.\n첫 줄\n<script>x</script>');
    expect(rendered.html).toContain('<p>&lt;script&gt;x&lt;/script&gt;</p>');
    expect(rendered.html).not.toContain('<script>');
    expect(rendered.html).toContain('<title>[담마스쿨] &lt;b&gt;안내&lt;/b&gt;</title>');
  });
});
