// One part of the Korean message catalogue (../messages.ts), in its own module so that only the
// pages showing these words carry them in their JavaScript.

export const comingUi = {
  title: '다음 학기 신청 내역',
  empty: '신청한 과정이 없습니다.',
  course: '과정',
  code: '과정 코드',
  status: '상태',
  amountDue: '납부할 금액',
  /** A paid application changed before its term: what was paid stays, and only a difference is owed or returned. */
  amountPaid: '입금 확인된 금액',
  amountOwedMore: '추가 입금',
  nothingMore: '없음',
  nothingOwed: '추가로 입금하실 금액은 없습니다.',
  refundLabel: '돌려 드릴 금액',
  refund: (won: string) => `차액 ${won}은 사무실에서 확인한 뒤 돌려 드립니다.`,
  account: '입금 계좌',
  depositor: '입금자명',
  /** Beside the depositor name wherever a learner is told how to pay (pages and the application notice). */
  depositorNote:
    '보내실 때 받는 분 통장 표시(입금자명)에 이대로 적어 주세요. 부모님 등 다른 분이 보내셔도 이 이름으로 보내 주셔야 입금을 바로 확인할 수 있습니다.',
  due: '납부 기한',
  change: '신청 변경하기',
  /**
   * A level failed while the next one is applied for: she may change to the retake until the day
   * before that term, keeping what was paid; doing nothing keeps the level she applied for.
   * Course names come with their codes: "금강경 강좌 1단계 (2026FA-G1)".
   */
  retakeTitle: '재수강으로 바꿀 수 있습니다',
  retakeFailed: (failed: string) => `${failed}은 지난 학기에 통과하지 못했습니다.`,
  retakeOffer: (applied: string, retake: string, until: string) =>
    `신청하신 ${applied} 대신 ${retake} 재수강으로 ${until}까지 바꾸실 수 있습니다.`,
  retakeKeeps: '바꾸어도 입금하신 금액은 그대로 인정됩니다. 바꾸지 않으시면 신청하신 과정으로 공부하게 됩니다.',
  retakeButton: (retake: string) => `${retake} 재수강으로 바꾸기`,
  retakeLink: '다음 학기 신청 내역에서 바꾸기',
  retakeDone: '재수강으로 바꾸었습니다.',
  applicationStatus: {
    applied: '신청',
    approved: '승인',
    cancelled: '취소',
    studying: '수강 중',
    completed: '수료',
    failed: '미이수',
  } as Record<string, string>,
  cancelReason: (reason: string) => `취소 사유: ${reason}`,
} as const;
