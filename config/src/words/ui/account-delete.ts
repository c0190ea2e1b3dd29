// One part of the Korean message catalogue (../messages.ts), in its own module so that only the
// pages showing these words carry them in their JavaScript.

export const accountDeleteUi = {
  title: '회원 탈퇴',
  intro: '탈퇴하면 계정이 바로 삭제되고 되돌릴 수 없습니다.',
  erasedTitle: '지워지는 것',
  erased: [
    '이름, 이메일, 휴대폰 번호, 카카오 계정 연결',
    '법명, 신도 회원 번호, 동의 내역',
    '과제에 쓴 답과 게시판의 게송·이야기 글, 내가 한 투표',
    '봉사활동 기록, 생활점검, 캘린더 구독 주소, 발급한 증명서',
    '모든 로그인 상태 (다른 기기 포함)',
  ],
  keptTitle: '이름 없이 남는 것',
  kept: [
    '수강 신청의 상태, 진도율, 학점과 완료한 학습일 수: 반과 학기의 통계가 틀리지 않도록 누구의 것인지 알 수 없게 남깁니다.',
    '보안을 위한 접근 기록은 보관 기간이 지나면 지워집니다.',
  ],
  downloadFirst: '탈퇴하기 전에 내 데이터를 내려받아 둘 수 있습니다.',
  againNote: '나중에 같은 카카오 계정으로 로그인하면 새 학습자로 가입하게 됩니다.',
  phraseLabel: '확인을 위해 "탈퇴합니다"를 입력해 주세요.',
  submit: '계정 삭제',
  cancel: '취소하고 회원 정보로 돌아가기',
} as const;
