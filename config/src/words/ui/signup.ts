// One part of the Korean message catalogue (../messages.ts), in its own module so that only the
// pages showing these words carry them in their JavaScript.

export const signupUi = {
  title: '회원가입',
  intro: '담마스쿨에서 사용할 이름을 입력하고 개인정보 처리방침에 동의해 주세요.',
  name: '이름',
  nameHint: '실명 또는 법명을 입력해 주세요. 수료증에 표시됩니다.',
  consent: '개인정보 처리방침에 동의합니다.',
  policyLink: '개인정보 처리방침 보기',
  submit: '가입 완료',
} as const;
