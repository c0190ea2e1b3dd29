// One part of the Korean message catalogue (../messages.ts), in its own module so that only the
// pages showing these words carry them in their JavaScript.

import { chromeUi } from './chrome';

// Calendar page and its private feed (records plugin).
export const calendarUi = {
  /** The header's menu names the page the same way. */
  title: chromeUi.user.calendar,
  monthTitle: (month: string) => `${Number(month.slice(0, 4))}년 ${Number(month.slice(5, 7))}월`,
  previous: '이전 달',
  next: '다음 달',
  weekdays: ['일', '월', '화', '수', '목', '금', '토'],
  // Shown only on narrow screens, where a day cell stands alone: '3월 '.
  monthOfDay: (month: number) => `${month}월 `,
  today: '오늘',
  empty: '이 달에는 일정이 없습니다.',
  legend: '범례',
  kinds: {
    study: '공부',
    term_start: '개강',
    term_end: '종강',
    apply_start: '수강 신청 시작',
    apply_end: '수강 신청 마감',
    payment_due: '등록금 납부 기한',
    public_class: '공개 강좌',
    self_study: '자율 정진',
  } as Record<string, string>,
  states: { done: '완료', missed: '놓침', upcoming: '예정' } as Record<string, string>,
  feedTitle: '캘린더 앱에서 구독하기',
  feedIntro:
    '아래 주소를 휴대폰이나 컴퓨터의 캘린더 앱(구글 캘린더, 애플 캘린더 등)에 "URL로 구독"으로 추가하면 공부 일정과 학사 일정이 함께 보입니다. 이 주소를 아는 사람은 누구나 일정을 볼 수 있으니 다른 사람에게 알려 주지 마세요.',
  feedOff: '구독 주소가 꺼져 있습니다.',
  feedOnHidden: '구독 주소가 켜져 있습니다. 주소는 만들 때 한 번만 보여 드립니다. 주소를 잃어버렸다면 새로 만들어 주세요.',
  feedNew: '새 구독 주소입니다. 지금 복사해 두세요. 이 화면을 떠나면 다시 보여 드리지 않습니다.',
  feedUrl: '구독 주소',
  copy: '주소 복사',
  copied: '주소를 복사했습니다.',
  renew: '새로 만들기',
  create: '구독 주소 만들기',
  renewNote: '새로 만들면 예전 주소는 바로 더 이상 작동하지 않습니다.',
  revoke: '끄기',
  revoked: '구독 주소를 껐습니다. 예전 주소는 더 이상 작동하지 않습니다.',
} as const;
