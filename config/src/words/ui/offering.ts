// One part of the Korean message catalogue (../messages.ts), in its own module so that only the
// pages showing these words carry them in their JavaScript.

export const offeringUi = {
  period: '기간',
  perDay: (m: number) => `하루 ${m}분`,
  days: (d: number) => `${d}일`,
  apply: '신청하기',
  ended: '신청 기간이 지난 강좌입니다.',
  goStudy: '공부하러 가기',
  freeClassTitle: '공개강좌',
} as const;
