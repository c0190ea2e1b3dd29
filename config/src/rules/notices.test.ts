import { describe, expect, it } from 'vitest';
import { firstIssue } from '../words/first-issue';
import { NOTICE_KINDS, NOTICE_MAX_ATTEMPTS, nextAttemptAt, noticeChoices, noticeKey } from './notices';
import { renderNotice } from '../words/notices';
import { messages } from '../words/messages';

const links = { unsubscribe: 'https://school.example/notices/stop?t=abc', settings: 'https://school.example/member' };

describe('notices', () => {
  it('renders an application received with the amount, the account and the depositor name, in text and escaped HTML', () => {
    const facts = {
      semester: '2027 봄학기',
      courses: [{ name: '법화경 강좌 1단계', code: '2027SP-J1' }],
      amount: 130000,
      account: '농협 351-1234-5678-93 (예금주: 담마스쿨)',
      depositor: '김보리3817',
      due: '2027-03-05',
    };
    const n = renderNotice('application_received', facts, '<b>김보리</b>', links);
    expect(n.subject).toBe('[담마스쿨] 2027 봄학기 수강신청을 받았습니다');
    expect(n.text).toContain('납부하실 금액: 130,000원');
    expect(n.text).toContain('입금자명: 김보리3817\n');
    // The learner is told to write it as it is, also when someone else pays.
    expect(n.text).toContain('받는 분 통장 표시(입금자명)에 이대로 적어 주세요. 부모님 등 다른 분이 보내셔도 이 이름으로');
    expect(n.text).toContain('납부 기한: 2027.03.05 (기한까지 입금이 확인되지 않으면 신청이 자동으로 취소됩니다)');
    expect(n.text).toContain(`이런 알림 그만 받기: ${links.unsubscribe}`);
    // A name (or a reason) someone typed is text in the HTML part, never markup.
    expect(n.html).toContain('&lt;b&gt;김보리&lt;/b&gt;님');
    expect(n.html).not.toContain('<b>김보리</b>');
    expect(n.html).toContain('<html lang="ko">');
  });

  it('after a paid application changed, says what was paid and asks only for a difference, or for nothing', () => {
    const facts = {
      semester: '2027 봄학기',
      courses: [{ name: '금강경 강좌 1단계', code: '2027SP-G1' }],
      account: '농협 351-1234-5678-93 (예금주: 담마스쿨)',
      depositor: '김보리3817',
      due: '2027-03-05',
    };
    const more = renderNotice('application_received', { ...facts, amount: 10000, paid: 130000, refund: 0 }, '김보리', links).text;
    expect(more).toContain('입금 확인된 금액: 130,000원\n추가 입금: 10,000원\n입금 계좌: 농협');
    expect(more).not.toContain('납부하실 금액');
    const none = renderNotice('application_received', { ...facts, amount: 0, paid: 130000, refund: 10000 }, '김보리', links).text;
    expect(none).toContain(
      '입금 확인된 금액: 130,000원\n추가로 입금하실 금액은 없습니다.\n차액 10,000원은 사무실에서 확인한 뒤 돌려 드립니다.',
    );
    expect(none).not.toContain('입금 계좌');
  });

  it('refuses facts that do not fit the kind instead of sending half a message', () => {
    expect(() => renderNotice('payment_approved', { course: { name: '법화경', code: 'x' } }, '김보리', links)).toThrow();
    expect(() => renderNotice('application_cancelled', { semester: '2027 봄학기', reason: '' }, '김보리', links)).toThrow();
  });

  it('retries after 1, 5, 30 minutes, 2 and 12 hours, then the notice is dead', () => {
    const at = new Date('2027-03-01T00:00:00Z');
    const waits = [1, 2, 3, 4, 5].map((n) => (nextAttemptAt(n, at)!.getTime() - at.getTime()) / 60_000);
    expect(waits).toEqual([1, 5, 30, 120, 720]);
    expect(nextAttemptAt(NOTICE_MAX_ATTEMPTS, at)).toBeNull();
  });

  it('a key names the kind and the event: one reminder per learner and day', () => {
    expect(noticeKey('daily_reminder', 42, '2027-03-06')).toBe('daily_reminder:42:2027-03-06');
  });

  it('every kind has its choice; only the reminder and the window opening start off, and the deletion receipt cannot be turned off', () => {
    expect(Object.keys(noticeChoices).sort()).toEqual([...NOTICE_KINDS].sort());
    expect(NOTICE_KINDS.filter((k) => !noticeChoices[k].startsOn).sort()).toEqual(['daily_reminder', 'window_opening']);
    expect(NOTICE_KINDS.filter((k) => !noticeChoices[k].optional)).toEqual(['account_deleted', 'address_confirmation']);
  });

  it("a tick's reminders: the last 15 minutes up to now in Korea, never reaching back into yesterday", async () => {
    const { reminderWindow } = await import('./notices');
    expect(reminderWindow(new Date('2030-07-02T10:00:30+09:00'))).toEqual({ date: '2030-07-02', from: '09:45', to: '10:00' });
    expect(reminderWindow(new Date('2030-07-01T15:05:00Z'))).toEqual({ date: '2030-07-02', from: '00:00', to: '00:05' });
    expect(reminderWindow(new Date('2030-07-02T14:59:59Z'))).toEqual({ date: '2030-07-02', from: '23:44', to: '23:59' });
  });

  it("the reminder time is HH:MM of a day; an address is an e-mail address or null for Kakao's", async () => {
    const { noticeAddressSchema, noticeChoicesSchema } = await import('../contracts/notices');
    expect(noticeChoicesSchema.parse({ on: [], reminder_at: '06:05' }).reminder_at).toBe('06:05');
    for (const bad of ['24:00', '6:05', '06:60', '', 'noon'])
      expect(firstIssue(noticeChoicesSchema.safeParse({ on: [], reminder_at: bad }).error!)).toBe(messages.notice_reminder_time_invalid);
    expect(noticeAddressSchema.parse({ address: ' Bori@Example.COM ' }).address).toBe('bori@example.com');
    expect(noticeAddressSchema.parse({ address: null }).address).toBeNull();
    expect(firstIssue(noticeAddressSchema.safeParse({ address: 'not-an-address' }).error!)).toBe(messages.notice_address_invalid);
  });

  it('an address confirmation says where, until when, and that nothing changes without it', () => {
    const link = 'https://school.example.org/notices/confirm?l=1&a=b%40example.com&e=2030-07-09&t=x';
    const r = renderNotice('address_confirmation', { address: 'b@example.com', link, expires: '2030-07-09' }, '보리', links);
    expect(r.subject).toBe('[담마스쿨] 알림 받을 메일 주소를 확인해 주세요');
    expect(r.text).toContain('보리님이 담마스쿨 알림을 이 주소(b@example.com)로 받겠다고 하셨습니다.');
    expect(r.text).toContain('2030.07.09까지');
    expect(r.text).toContain(`이 주소로 알림 받기: ${link}`);
  });
});

describe('notice choices', () => {
  it('keeps only the differences from how kinds start, and never turns off the deletion receipt', async () => {
    const { noticeIsOn, withNoticeChoice } = await import('./notices');
    let changed = withNoticeChoice([], 'payment_approved', false);
    expect(changed).toEqual(['payment_approved']);
    expect(noticeIsOn('payment_approved', changed)).toBe(false);
    changed = withNoticeChoice(changed, 'daily_reminder', true);
    expect(noticeIsOn('daily_reminder', changed)).toBe(true);
    changed = withNoticeChoice(changed, 'payment_approved', true);
    expect(changed).toEqual(['daily_reminder']);
    expect(withNoticeChoice(changed, 'account_deleted', false)).toEqual(['daily_reminder']);
    expect(noticeIsOn('account_deleted', ['account_deleted'])).toBe(true);
    expect(noticeIsOn('window_opening', [])).toBe(false);
  });
});
