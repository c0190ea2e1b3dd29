import { describe, expect, it } from 'vitest';
import {
  channelChoiceOf,
  channelKey,
  channelsOf,
  copiesDue,
  emailKeyOf,
  isKakaoKind,
  kakaoSendableAt,
  KAKAO_KINDS,
  mobileOf,
  smsBytes,
  withChannelChoice,
} from './notice-channels';
import { NOTICE_KINDS } from './notices';
import { fillTemplate, kakaoTemplates, kakaoTemplateTexts, renderKakao } from '../words/notices';

const korea = (local: string) => new Date(`${local}+09:00`);

describe('notice channels', () => {
  it('a kind KakaoTalk may carry goes by KakaoTalk when a number is confirmed, else by e-mail; a choice of KakaoTalk without a number is e-mail', () => {
    expect(channelsOf('payment_approved', {}, '01012345678')).toEqual(['kakao']);
    expect(channelsOf('payment_approved', {}, null)).toEqual(['email']);
    expect(channelsOf('payment_approved', { payment_approved: 'both' }, '01012345678')).toEqual(['email', 'kakao']);
    expect(channelsOf('payment_approved', { payment_approved: 'both' }, null)).toEqual(['email']);
    expect(channelsOf('payment_approved', { payment_approved: 'email' }, '01012345678')).toEqual(['email']);
    expect(channelChoiceOf('daily_reminder', { daily_reminder: 'nonsense' }, '01012345678')).toBe('kakao');
  });

  it('announcements, the window opening and the account and address notices never go by KakaoTalk, whatever is stored', () => {
    for (const kind of ['announcement', 'window_opening', 'account_deleted', 'address_confirmation'] as const) {
      expect(isKakaoKind(kind)).toBe(false);
      expect(channelsOf(kind, { [kind]: 'kakao' }, '01012345678')).toEqual(['email']);
    }
  });

  it('keeps only real choices when one changes, and an e-mail copy keeps the key notices always had', () => {
    expect(withChannelChoice({ daily_reminder: 'both', bogus: 'kakao', term_result: 'x' }, 'payment_approved', 'email')).toEqual({
      daily_reminder: 'both',
      payment_approved: 'email',
    });
    expect(channelKey('payment_approved:12:3', 'email')).toBe('payment_approved:12:3');
    expect(channelKey('payment_approved:12:3', 'kakao')).toBe('payment_approved:12:3@kakao');
  });

  it('holds KakaoTalk messages between 21:00 and 08:00 Korean time to 08:00, except account and payment ones', () => {
    expect(kakaoSendableAt('daily_reminder', korea('2027-03-02T20:59:59'))).toEqual(korea('2027-03-02T20:59:59'));
    expect(kakaoSendableAt('daily_reminder', korea('2027-03-02T21:00:00'))).toEqual(korea('2027-03-03T08:00:00'));
    expect(kakaoSendableAt('daily_reminder', korea('2027-03-02T23:59:00'))).toEqual(korea('2027-03-03T08:00:00'));
    expect(kakaoSendableAt('term_result', korea('2027-03-03T00:05:00'))).toEqual(korea('2027-03-03T08:00:00'));
    expect(kakaoSendableAt('term_result', korea('2027-03-03T07:59:59'))).toEqual(korea('2027-03-03T08:00:00'));
    expect(kakaoSendableAt('term_result', korea('2027-03-03T08:00:00'))).toEqual(korea('2027-03-03T08:00:00'));
    // The last day of a month and of a year roll over too.
    expect(kakaoSendableAt('writing_hidden', korea('2027-12-31T22:00:00'))).toEqual(korea('2028-01-01T08:00:00'));
    for (const kind of ['payment_approved', 'application_received', 'application_cancelled'] as const)
      expect(kakaoSendableAt(kind, korea('2027-03-02T23:30:00'))).toEqual(korea('2027-03-02T23:30:00'));
  });

  it('reads a mobile number typed with hyphens or spaces, and refuses anything else', () => {
    expect(mobileOf('010-1234-5678')).toBe('01012345678');
    expect(mobileOf(' 010 1234 5678 ')).toBe('01012345678');
    expect(mobileOf('011-234-5678')).toBe('0112345678');
    for (const bad of ['02-123-4567', '010-1234-567', '+82 10 1234 5678', '010123456789', '010-abcd-5678', ''])
      expect(mobileOf(bad), bad).toBeNull();
  });

  it('counts a text message as carriers do: Hangul two bytes, ASCII one', () => {
    expect(smsBytes('abc')).toBe(3);
    expect(smsBytes('가나다')).toBe(6);
  });
});

describe('KakaoTalk templates', () => {
  const facts = {
    application_received: {
      semester: '2027 봄학기',
      courses: [{ name: '법화경 강좌 1단계', code: '2027SP-J1' }],
      amount: 130000,
      account: '농협 351-1234-5678-93 (예금주: 담마스쿨)',
      depositor: '김보리3817',
      due: '2027-03-05',
    },
    payment_approved: { semester: '2027 봄학기', courses: [{ name: '법화경 강좌 1단계', code: '2027SP-J1' }], opens: '2027-03-09' },
    application_cancelled: { semester: '2027 봄학기', reason: '기한까지 입금이 확인되지 않았습니다' },
    writing_hidden: { course: { name: '사띠 3단계', code: '2027SP-S3' }, day: 4, what: 'verse', reason: '다른 분의 이름이 적혀 있습니다' },
    volunteer_confirmed: { date: '2027-04-02', hours: 3, activity: '도량 청소' },
    term_result: { passed: true, course: { name: '사띠 3단계', code: '2027SP-S3' }, credits: 3, certificate: 'https://school.example/c/1' },
    daily_reminder: {
      course: { name: '사띠 3단계', code: '2027SP-S3' },
      day: 12,
      link: 'https://school.example/studyroom/courses/2027SP-S3/12',
      more: 1,
    },
  } as const;

  it('every kind KakaoTalk may carry fills its registered template completely, from the same facts as its e-mail', () => {
    for (const kind of KAKAO_KINDS) {
      const sent = renderKakao(kind, facts[kind], '김보리');
      const registered = kakaoTemplateTexts[sent.template];
      expect(registered, kind).toBeDefined();
      // What KakaoTalk shows is the registered text with exactly its variables filled in.
      const names = [...registered!.matchAll(/#\{([^}]+)\}/g)].map((m) => m[1]).sort();
      expect(Object.keys(sent.variables).sort(), kind).toEqual(names);
      expect(sent.text, kind).toBe(fillTemplate(registered!, sent.variables));
      expect(sent.text, kind).not.toMatch(/#\{/);
      expect(sent.text, kind).toContain('김보리님');
      // Kakao takes at most 1,000 characters.
      expect(sent.text.length, kind).toBeLessThanOrEqual(1000);
    }
    expect(renderKakao('application_received', facts.application_received, '김보리').text).toContain('입금자명: 김보리3817');
    expect(renderKakao('daily_reminder', facts.daily_reminder, '김보리').text).toContain(facts.daily_reminder.link);
  });

  it('a failed term has its own template, with the retake offer when there is one', () => {
    const failed = renderKakao('term_result', { passed: false, course: { name: '사띠 3단계', code: '2027SP-S3' }, percent: 41 }, '김보리');
    expect(failed.template).toBe(kakaoTemplates.term_not_passed.code);
    expect(failed.text).toContain('학습일의 41%');
  });

  it('no template code is used twice, and no kind outside KakaoTalk has a template', () => {
    const codes = Object.values(kakaoTemplates).map((t) => t.code);
    expect(new Set(codes).size).toBe(codes.length);
    expect(NOTICE_KINDS.filter((k) => !isKakaoKind(k))).toEqual([
      'window_opening',
      'account_deleted',
      'announcement',
      'address_confirmation',
    ]);
  });
});

describe('the copies a notice is written as', () => {
  it('a KakaoTalk copy in the quiet hours is due at 08:00; a reminder that would wait past its day goes once by e-mail', () => {
    expect(copiesDue('term_result', ['email', 'kakao'], korea('2027-03-02T22:00:00'))).toEqual([
      { channel: 'email', due: korea('2027-03-02T22:00:00') },
      { channel: 'kakao', due: korea('2027-03-03T08:00:00') },
    ]);
    expect(copiesDue('daily_reminder', ['kakao'], korea('2027-03-02T22:00:00'))).toEqual([
      { channel: 'email', due: korea('2027-03-02T22:00:00') },
    ]);
    expect(copiesDue('daily_reminder', ['email', 'kakao'], korea('2027-03-02T22:00:00'))).toHaveLength(1);
    // After midnight the wait ends the same day: the reminder stays a KakaoTalk one, held to 08:00.
    expect(copiesDue('daily_reminder', ['kakao'], korea('2027-03-03T06:30:00'))).toEqual([
      { channel: 'kakao', due: korea('2027-03-03T08:00:00') },
    ]);
    expect(copiesDue('daily_reminder', ['kakao'], korea('2027-03-03T10:00:00'))).toEqual([
      { channel: 'kakao', due: korea('2027-03-03T10:00:00') },
    ]);
  });

  it("finds the e-mail copy's key from either copy's", () => {
    expect(emailKeyOf(channelKey('daily_reminder:7:2027-03-03', 'kakao'))).toBe('daily_reminder:7:2027-03-03');
    expect(emailKeyOf('daily_reminder:7:2027-03-03')).toBe('daily_reminder:7:2027-03-03');
  });
});
