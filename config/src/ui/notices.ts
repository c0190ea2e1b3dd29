// One part of the Korean message catalogue (../messages.ts): the notices' one-click stop page and
// the names of the kinds as learners see them.
import type { NoticeKind } from '../notices';

export const noticesUi = {
  stopTitle: '알림 그만 받기',
  stopAsk: (kind: string) => `'${kind}' 알림을 그만 받을까요?`,
  stopSubmit: '그만 받기',
  stopDone: (kind: string) => `'${kind}' 알림을 껐습니다. 다시 받으려면 회원 정보에서 켤 수 있습니다.`,
  settings: '알림 설정 보기',
  section: '메일 알림',
  sendsTo: '알림을 보내는 주소',
  noAddress: '카카오 계정에 메일 주소가 없어 알림을 보낼 수 없습니다.',
  choose: '받을 알림',
  save: '알림 설정 저장',
  saved: '알림 설정을 저장했습니다.',
  kinds: {
    application_received: '수강신청 접수',
    payment_approved: '입금 확인',
    application_cancelled: '수강신청 취소',
    writing_hidden: '게송·이야기 가림',
    volunteer_confirmed: '봉사 시간 확인',
    term_result: '학기 결과',
    window_opening: '수강신청 시작',
    account_deleted: '회원 탈퇴 완료',
    daily_reminder: '오늘의 공부 알림',
    announcement: '학교 공지',
  } satisfies Record<NoticeKind, string>,
} as const;
