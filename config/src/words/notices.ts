// The words of every notice the school sends: a subject, lines and a link per kind, rendered as
// plain text and simple HTML. What each kind carries and when it is sent is in rules/notices.ts.
import { formatDate } from '../rules/korean-time';
import { noticeFacts, type NoticeFacts, type NoticeKind } from '../rules/notices';
import type { KakaoKind } from '../rules/notice-channels';
import { formatWon } from './messages';
import { SCHOOL_NAME } from './ui/chrome';
import { comingUi } from './ui/coming';

/** The words of a notice, ready for a channel: a subject, plain text and simple HTML. */
export interface RenderedNotice {
  subject: string;
  text: string;
  html: string;
}

/** Links every message carries: where to turn this kind off, and the member page for the rest. */
export interface NoticeLinks {
  unsubscribe: string;
  settings: string;
}

type Body = { subject: string; lines: string[]; link?: { label: string; href: string } };

const courseName = (c: { name: string; code: string }) => `${c.name} (${c.code})`;

/** Each kind's words; `name` is the learner's name as they gave it. */
const bodies: { [K in NoticeKind]: (facts: NoticeFacts<K>, name: string) => Body } = {
  application_received: (f, name) => ({
    subject: `[${SCHOOL_NAME}] ${f.semester} 수강신청을 받았습니다`,
    lines: [
      `${name}님, ${f.semester} 수강신청을 받았습니다.`,
      `신청 과목: ${f.courses.map(courseName).join(', ')}`,
      // A change after paying: what was paid is kept, and only a difference is asked for.
      ...(f.paid ? [`${comingUi.amountPaid}: ${formatWon(f.paid)}`] : []),
      ...(f.paid && !f.amount
        ? [comingUi.nothingOwed, ...(f.refund ? [comingUi.refund(formatWon(f.refund))] : [])]
        : [
            `${f.paid ? comingUi.amountOwedMore : '납부하실 금액'}: ${formatWon(f.amount)}`,
            `입금 계좌: ${f.account}`,
            `${comingUi.depositor}: ${f.depositor}`,
            comingUi.depositorNote,
            // Unpaid past its due date the application closes (unpaidDeadline): the learner is told so here.
            ...(f.due ? [`납부 기한: ${formatDate(f.due)} (기한까지 입금이 확인되지 않으면 신청이 자동으로 취소됩니다)`] : []),
            '입금이 확인되면 다시 알려 드립니다.',
          ]),
    ],
  }),
  payment_approved: (f, name) => ({
    subject: `[${SCHOOL_NAME}] 입금이 확인되었습니다`,
    lines: [
      `${name}님, 입금이 확인되어 ${f.semester} 수강이 확정되었습니다.`,
      `수강 과목: ${f.courses.map(courseName).join(', ')}`,
      `첫 공부는 ${formatDate(f.opens)}에 열립니다.`,
    ],
  }),
  application_cancelled: (f, name) => ({
    subject: `[${SCHOOL_NAME}] ${f.semester} 수강신청이 취소되었습니다`,
    lines: [`${name}님, ${f.semester} 수강신청이 취소되었습니다.`, `사유: ${f.reason}`, '궁금한 점은 문의하기로 알려 주세요.'],
  }),
  writing_hidden: (f, name) => ({
    subject: `[${SCHOOL_NAME}] 올리신 ${f.what === 'verse' ? '게송' : '이야기'}이 가려졌습니다`,
    lines: [
      `${name}님, ${courseName(f.course)} ${f.day}일째에 올리신 ${f.what === 'verse' ? '게송' : '이야기'}이 다른 학인에게 보이지 않게 되었습니다.`,
      `사유: ${f.reason}`,
    ],
  }),
  volunteer_confirmed: (f, name) => ({
    subject: `[${SCHOOL_NAME}] 봉사 시간이 확인되었습니다`,
    lines: [`${name}님, ${formatDate(f.date)} ${f.activity} 봉사 ${f.hours}시간이 확인되었습니다.`],
  }),
  term_result: (f, name) =>
    f.passed
      ? {
          subject: `[${SCHOOL_NAME}] ${f.course.name} 수료를 축하드립니다`,
          lines: [`${name}님, ${courseName(f.course)}을 수료하여 ${f.credits}학점을 받으셨습니다.`],
          link: { label: '수료증 보기', href: f.certificate },
        }
      : f.next
        ? {
            subject: `[${SCHOOL_NAME}] ${f.course.name} 학기 결과와 다음 학기 신청 안내`,
            lines: [
              `${name}님, ${courseName(f.course)}은 학습일의 ${f.percent}%를 마쳐 이번 학기에는 통과하지 못했습니다.`,
              comingUi.retakeOffer(courseName(f.next.applied), courseName(f.next.retake), formatDate(f.next.until)),
              comingUi.retakeKeeps,
            ],
            link: { label: comingUi.retakeLink, href: f.next.link },
          }
        : {
            subject: `[${SCHOOL_NAME}] ${f.course.name} 학기 결과를 알려 드립니다`,
            lines: [
              `${name}님, ${courseName(f.course)}은 학습일의 ${f.percent}%를 마쳐 이번 학기에는 통과하지 못했습니다.`,
              '다음 학기에 재수강으로 이어서 공부하실 수 있습니다.',
            ],
          },
  window_opening: (f, name) => ({
    subject: `[${SCHOOL_NAME}] ${f.semester} 수강신청이 열렸습니다`,
    lines: [`${name}님, ${f.semester} 수강신청을 ${formatDate(f.from)}부터 ${formatDate(f.to)}까지 받습니다.`],
  }),
  account_deleted: (f) => ({
    subject: `[${SCHOOL_NAME}] 회원 탈퇴가 끝났습니다`,
    lines: [
      `${f.name}님, 요청하신 대로 계정과 개인정보를 지웠습니다. 그동안 함께해 주셔서 고맙습니다.`,
      '이 메일이 이 주소로 보내는 마지막 알림입니다. 다시 공부하고 싶으시면 언제든 새로 가입해 주세요.',
    ],
  }),
  daily_reminder: (f, name) => ({
    subject: `[${SCHOOL_NAME}] 오늘의 공부가 열렸습니다`,
    lines: [
      `${name}님, ${courseName(f.course)} ${f.day}일째 공부가 열렸습니다. 오늘 안에 마치면 출석으로 인정됩니다.`,
      ...(f.more ? [`그 밖에 ${f.more}개 과정의 오늘 공부도 기다리고 있습니다.`] : []),
    ],
    link: { label: '오늘의 공부 하러 가기', href: f.link },
  }),
  // Staff's body is kept as they wrote it, line by line (the HTML escapes each line).
  announcement: (f, name) => ({
    subject: `[${SCHOOL_NAME}] ${f.subject}`,
    lines: [`${name}님, ${f.audience} 학인께 알려 드립니다.`, ...f.body.split(/\r?\n/)],
  }),
  address_confirmation: (f, name) => ({
    subject: `[${SCHOOL_NAME}] 알림 받을 메일 주소를 확인해 주세요`,
    lines: [
      `${name}님이 ${SCHOOL_NAME} 알림을 이 주소(${f.address})로 받겠다고 하셨습니다.`,
      `아래 링크를 열어 확인하시면 그때부터 알림이 이 주소로 갑니다. 링크는 ${formatDate(f.expires)}까지 쓸 수 있습니다.`,
      '요청하지 않으셨다면 이 메일은 지우셔도 됩니다. 확인하지 않으면 아무것도 바뀌지 않습니다.',
    ],
    link: { label: '이 주소로 알림 받기', href: f.link },
  }),
};

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export const noticeFooter = {
  why: `이 메일은 ${SCHOOL_NAME}에서 알림을 받기로 한 분께 보냅니다.`,
  stop: '이런 알림 그만 받기',
  settings: '알림 설정 바꾸기',
} as const;

/**
 * A notice's subject, text and HTML. The facts are checked against the kind's schema first (a
 * notice written by an older release with other facts is refused here, not sent half-filled).
 * Everything that came from a person (names, reasons, course names) is escaped in the HTML.
 */
export function renderNotice<K extends NoticeKind>(kind: K, facts: unknown, name: string, links: NoticeLinks): RenderedNotice {
  const parsed = noticeFacts[kind].parse(facts) as NoticeFacts<K>;
  const body = (bodies[kind] as (f: NoticeFacts<K>, n: string) => Body)(parsed, name);
  const footer = [noticeFooter.why, `${noticeFooter.stop}: ${links.unsubscribe}`, `${noticeFooter.settings}: ${links.settings}`];
  const text = [...body.lines, ...(body.link ? [`${body.link.label}: ${body.link.href}`] : []), '', '--', ...footer].join('\n');
  const html = [
    '<!doctype html><html lang="ko"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">',
    `<title>${escapeHtml(body.subject)}</title></head>`,
    '<body style="font-family:sans-serif;line-height:1.6;color:#222;max-width:36em;margin:0 auto;padding:1em">',
    ...body.lines.map((l) => `<p>${escapeHtml(l)}</p>`),
    ...(body.link ? [`<p><a href="${escapeHtml(body.link.href)}">${escapeHtml(body.link.label)}</a></p>`] : []),
    '<hr>',
    `<p style="font-size:0.9em;color:#555">${escapeHtml(noticeFooter.why)}<br>`,
    `<a href="${escapeHtml(links.unsubscribe)}">${escapeHtml(noticeFooter.stop)}</a> · `,
    `<a href="${escapeHtml(links.settings)}">${escapeHtml(noticeFooter.settings)}</a></p>`,
    '</body></html>',
  ].join('\n');
  return { subject: body.subject, text, html };
}

/**
 * The KakaoTalk notification messages (알림톡). Kakao delivers one only when its words match a
 * template registered for the school's channel exactly, with the variables (`#{이름}`) filled in:
 * so each template's text is kept here, word for word as registered, beside its kind's e-mail
 * words, and `renderKakao` fills it from the same facts (a test checks that what we send fills the
 * registered text). A template's code is the one Kakao gave it on approval; a new wording is a new
 * template (a new code) registered before it is used here. When KakaoTalk cannot deliver, the
 * provider sends the filled text as a text message (SMS or LMS by length).
 */
export interface KakaoTemplate {
  /** The code the provider answered when the template was registered and approved. */
  code: string;
  /** The registered text, with `#{variable}` where the message differs. */
  text: string;
}

const kakaoFooter = `알림 설정은 ${SCHOOL_NAME} 누리집의 회원 정보에서 바꿀 수 있습니다.`;

export const kakaoTemplates = {
  application_received: {
    code: 'DHARMA-APPLIED-1',
    text: `[${SCHOOL_NAME}] 수강신청 접수\n\n#{이름}님, #{학기} 수강신청을 받았습니다.\n신청 과목: #{과목}\n#{납부}\n\n${kakaoFooter}`,
  },
  payment_approved: {
    code: 'DHARMA-PAID-1',
    text: `[${SCHOOL_NAME}] 입금 확인\n\n#{이름}님, 입금이 확인되어 #{학기} 수강이 확정되었습니다.\n수강 과목: #{과목}\n첫 공부는 #{시작일}에 열립니다.\n\n${kakaoFooter}`,
  },
  application_cancelled: {
    code: 'DHARMA-CANCELLED-1',
    text: `[${SCHOOL_NAME}] 수강신청 취소\n\n#{이름}님, #{학기} 수강신청이 취소되었습니다.\n사유: #{사유}\n궁금한 점은 문의하기로 알려 주세요.\n\n${kakaoFooter}`,
  },
  writing_hidden: {
    code: 'DHARMA-HIDDEN-1',
    text: `[${SCHOOL_NAME}] 올리신 글 가림 안내\n\n#{이름}님, #{과목} #{일차}일째에 올리신 #{글}이 다른 학인에게 보이지 않게 되었습니다.\n사유: #{사유}\n\n${kakaoFooter}`,
  },
  volunteer_confirmed: {
    code: 'DHARMA-VOLUNTEER-1',
    text: `[${SCHOOL_NAME}] 봉사 시간 확인\n\n#{이름}님, #{날짜} #{활동} 봉사 #{시간}시간이 확인되었습니다.\n\n${kakaoFooter}`,
  },
  term_passed: {
    code: 'DHARMA-PASSED-1',
    text: `[${SCHOOL_NAME}] 수료 안내\n\n#{이름}님, #{과목}을 수료하여 #{학점}학점을 받으셨습니다.\n수료증 보기: #{링크}\n\n${kakaoFooter}`,
  },
  term_not_passed: {
    code: 'DHARMA-NOT-PASSED-1',
    text: `[${SCHOOL_NAME}] 학기 결과 안내\n\n#{이름}님, #{과목}은 학습일의 #{비율}%를 마쳐 이번 학기에는 통과하지 못했습니다.\n#{안내}\n\n${kakaoFooter}`,
  },
  daily_reminder: {
    code: 'DHARMA-REMINDER-1',
    text: `[${SCHOOL_NAME}] 오늘의 공부\n\n#{이름}님, #{과목} #{일차}일째 공부가 열렸습니다. 오늘 안에 마치면 출석으로 인정됩니다.\n그 밖의 오늘 공부: #{더}\n오늘의 공부 하러 가기: #{링크}\n\n${kakaoFooter}`,
  },
} as const satisfies Record<string, KakaoTemplate>;

/** Each registered template's text by its code (what the provider checks a message against). */
export const kakaoTemplateTexts: Record<string, string> = Object.fromEntries(Object.values(kakaoTemplates).map((t) => [t.code, t.text]));

/** The confirmation code's text message (sent as SMS, not 알림톡: it is asked for on the page and read at once). */
export const phoneCodeText = (code: string, minutes: number) =>
  `[${SCHOOL_NAME}] 휴대폰 번호 확인 코드 ${code} (${minutes}분 안에 입력해 주세요)`;

/** A 알림톡 ready for the provider: the template's code, its variables and the text they make. */
export interface RenderedKakao {
  template: string;
  variables: Record<string, string>;
  text: string;
}

/** The template's text with its variables filled in (what KakaoTalk shows, and the fallback's text). */
export function fillTemplate(text: string, variables: Readonly<Record<string, string>>): string {
  return text.replace(/#\{([^}]+)\}/g, (whole, name: string) => variables[name] ?? whole);
}

const courseList = (courses: ReadonlyArray<{ name: string; code: string }>) => courses.map(courseName).join(', ');
type Filled = { template: KakaoTemplate; variables: Record<string, string> };
const kakaoVariables: { [K in KakaoKind]: (f: NoticeFacts<K>, name: string) => Filled } = {
  application_received: (f, name) => ({
    template: kakaoTemplates.application_received,
    variables: {
      이름: name,
      학기: f.semester,
      과목: courseList(f.courses),
      // The e-mail's payment lines, from the amount on: what is owed and how, or that nothing is.
      납부: bodies.application_received(f, name).lines.slice(2).join('\n'),
    },
  }),
  payment_approved: (f, name) => ({
    template: kakaoTemplates.payment_approved,
    variables: { 이름: name, 학기: f.semester, 과목: courseList(f.courses), 시작일: formatDate(f.opens) },
  }),
  application_cancelled: (f, name) => ({
    template: kakaoTemplates.application_cancelled,
    variables: { 이름: name, 학기: f.semester, 사유: f.reason },
  }),
  writing_hidden: (f, name) => ({
    template: kakaoTemplates.writing_hidden,
    variables: { 이름: name, 과목: courseName(f.course), 일차: String(f.day), 글: f.what === 'verse' ? '게송' : '이야기', 사유: f.reason },
  }),
  volunteer_confirmed: (f, name) => ({
    template: kakaoTemplates.volunteer_confirmed,
    variables: { 이름: name, 날짜: formatDate(f.date), 활동: f.activity, 시간: String(f.hours) },
  }),
  term_result: (f, name): Filled =>
    f.passed
      ? {
          template: kakaoTemplates.term_passed,
          variables: { 이름: name, 과목: courseName(f.course), 학점: String(f.credits), 링크: f.certificate },
        }
      : {
          template: kakaoTemplates.term_not_passed,
          variables: {
            이름: name,
            과목: courseName(f.course),
            비율: String(f.percent),
            안내: f.next
              ? [
                  comingUi.retakeOffer(courseName(f.next.applied), courseName(f.next.retake), formatDate(f.next.until)),
                  comingUi.retakeKeeps,
                  `${comingUi.retakeLink}: ${f.next.link}`,
                ].join('\n')
              : '다음 학기에 재수강으로 이어서 공부하실 수 있습니다.',
          },
        },
  daily_reminder: (f, name) => ({
    template: kakaoTemplates.daily_reminder,
    variables: { 이름: name, 과목: courseName(f.course), 일차: String(f.day), 더: f.more ? `${f.more}개 과정` : '없음', 링크: f.link },
  }),
};

/** A notice of a kind KakaoTalk may carry, as its registered template filled from the notice's facts. */
export function renderKakao<K extends KakaoKind>(kind: K, facts: unknown, name: string): RenderedKakao {
  const parsed = noticeFacts[kind].parse(facts) as NoticeFacts<K>;
  const { template, variables } = (kakaoVariables[kind] as (f: NoticeFacts<K>, n: string) => Filled)(parsed, name);
  return { template: template.code, variables, text: fillTemplate(template.text, variables) };
}
