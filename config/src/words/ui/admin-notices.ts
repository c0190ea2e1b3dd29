// One part of the Korean message catalogue (../messages.ts): the back office's notices section
// (what was sent, failed or waits) and its announcement form.
import type { NoticeState } from '../../rules/notices';

export const adminNoticesUi = {
  title: '메일 알림 현황',
  intro:
    '학인에게 보낸 메일 알림과 보내지 못한 알림입니다. 제목만 보이고 내용은 보이지 않습니다. 보내지 못한 알림은 1분, 5분, 30분, 2시간, 12시간 뒤에 다시 보내고, 그래도 안 되면 "보내지 못함"이 됩니다.',
  counts: '상태별 알림 수',
  state: '상태',
  all: '전체',
  states: {
    waiting: '보낼 차례 기다림',
    sending: '보내는 중',
    sent: '보냄',
    dead: '보내지 못함',
    dropped: '학인이 알림을 꺼서 보내지 않음',
  } satisfies Record<NoticeState, string>,
  kind: '종류',
  learner: '학인',
  subject: '제목',
  attempts: '시도',
  lastError: '메일 서버의 마지막 답',
  createdAt: '만든 때',
  sentAt: '보낸 때',
  unreadable: '(예전 형식이라 제목을 만들 수 없는 알림)',
  tableLabel: '메일 알림 표',
  empty: '조건에 맞는 알림이 없습니다.',
  total: (n: number) => `모두 ${n.toLocaleString('ko-KR')}건`,
  count: (n: number) => `${n.toLocaleString('ko-KR')}건`,
  toAnnounce: '공지 메일 쓰기',
  announce: {
    title: '공지 메일 보내기',
    intro:
      '입금이 확인된 학인에게 공지를 메일로 보냅니다. 한 반에게만 보내거나 학기의 모든 학인에게 보낼 수 있습니다. 보내기 전에 학인이 받을 메일을 미리 봅니다. 학교 공지 알림을 끈 학인은 받지 않습니다.',
    semester: '학기',
    choose: '이 학기로',
    audience: '받는 사람',
    wholeSemester: (label: string, n: number) => `${label} 모든 학인 (${n.toLocaleString('ko-KR')}명)`,
    oneClass: (name: string, code: string, n: number) => `${name} (${code}, ${n.toLocaleString('ko-KR')}명)`,
    noSemester: '공지를 보낼 학기가 없습니다.',
    subject: '제목',
    subjectHint: (max: number) => `${max}자까지. 메일 제목 앞에 학교 이름이 붙습니다.`,
    body: '내용',
    bodyHint: (max: number) => `${max.toLocaleString('ko-KR')}자까지. 글자 그대로 보냅니다 (HTML은 쓸 수 없습니다).`,
    preview: '미리 보기',
    previewTitle: '학인이 받을 메일',
    previewName: '(받는 학인 이름)',
    mailSubject: '메일 제목',
    mailBody: '메일 내용',
    recipients: (n: number, off: number) =>
      `${n.toLocaleString('ko-KR')}명에게 보냅니다.${off ? ` 학교 공지 알림을 끈 ${off.toLocaleString('ko-KR')}명은 받지 않습니다.` : ''}`,
    send: '이대로 보내기',
    edit: '고치기',
    sent: (n: number) => `공지 메일 ${n.toLocaleString('ko-KR')}통을 보낼 차례에 넣었습니다. 1분 안에 보냅니다.`,
    already: '이 공지는 이미 보냈습니다. 다시 보내지 않았습니다.',
  },
} as const;
