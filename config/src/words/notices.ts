// The words of every notice the school sends: a subject, lines and a link per kind, rendered as
// plain text and simple HTML. What each kind carries and when it is sent is in rules/notices.ts.
import { formatDate } from '../rules/korean-time';
import { noticeFacts, type NoticeFacts, type NoticeKind } from '../rules/notices';
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
