// One part of the Korean message catalogue (../messages.ts), in its own module so that only the
// pages showing these words carry them in their JavaScript.

export const goodbyeUi = {
  title: '탈퇴가 끝났습니다',
  body: '계정과 개인정보를 삭제했습니다. 그동안 담마스쿨과 함께해 주셔서 감사합니다.',
  again: '다시 공부하고 싶을 때는 카카오로 로그인해 새로 가입해 주세요.',
  home: '처음 화면으로',
} as const;
