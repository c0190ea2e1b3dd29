// One part of the Korean message catalogue (../messages.ts), in its own module so that only the
// pages showing these words carry them in their JavaScript.

export const loginUi = {
  title: '로그인',
  kakao: '카카오로 시작하기',
  intro: '카카오 계정으로 로그인하면 수강신청과 나의 공부방을 이용할 수 있습니다.',
  continue: '계속하기',
} as const;
