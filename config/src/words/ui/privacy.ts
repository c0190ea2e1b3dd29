// One part of the Korean message catalogue (../messages.ts), in its own module so that only the
// pages showing these words carry them in their JavaScript.

export const privacyUi = {
  title: '개인정보 처리방침',
  version: '버전',
  effective: '시행일',
  history: '개정 이력',
  content: '내용',
} as const;
