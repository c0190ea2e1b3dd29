// One part of the Korean message catalogue (../messages.ts), in its own module so that only the
// pages showing these words carry them in their JavaScript.
import { REQUIRED_COURSE } from '../../rules/course-code';
import { PASS_THRESHOLD } from '../../rules/policy';
import { comingUi } from './coming';

export const registerUi = {
  title: (label: string) => `${label} 수강신청`,
  steps: '신청 단계',
  step1: '1. 과목 선택',
  step2: '2. 확인 및 신청',
  period: '신청 기간',
  term: '학습 기간',
  closed: '지금은 수강신청 기간이 아닙니다. 다음 신청 기간을 기다려 주세요.',
  signInToApply: '과목은 로그인하지 않고도 고를 수 있습니다. 신청할 때 카카오로 로그인하면 나의 수강 이력에 맞추어 확인합니다.',
  requiredNote: `사띠 ${REQUIRED_COURSE.level}단계는 모든 학인이 매 학기 함께하는 필수 과정으로 자동 포함됩니다.`,
  passNote: `학습일의 ${Math.round(PASS_THRESHOLD * 100)}% 이상을 완료하면 통과이며, 다음 학기에 이어서 공부할 수 있습니다.`,
  progress: (p: number) => `진도 ${p}%`,
  actions: { apply: '신청', extend: '연장', retake: '재수강' } as Record<string, string>,
  actionFor: (action: string, name: string, level: number) => `${name} ${level}단계 ${action}`,
  cart: '장바구니',
  cartEmpty: '선택한 과목이 없습니다.',
  remove: '빼기',
  removeFor: (name: string) => `${name} 빼기`,
  next: '다음',
  back: '이전',
  review: '신청 과목',
  fees: '납부 안내',
  registrationFee: '등록금',
  admissionFee: '입학금 (처음 한 번만)',
  account: '입금 계좌',
  depositor: comingUi.depositor,
  /** Before the first application there is no depositor name yet: applying makes it. */
  depositorAfterApply: '입금자명(이름 뒤에 숫자가 붙습니다)은 신청을 마치면 바로 알려 드립니다. 입금할 때 그 이름을 적어 주세요.',
  due: '납부 기한',
  submit: '신청 완료',
  /** A visitor's submit: Kakao sign-in (and sign-up when new) first, then back to this step with the same cart. */
  submitSignIn: '로그인하고 신청하기',
  visitorFees: '처음 신청하는 분의 금액입니다. 로그인하면 나의 금액으로 다시 보여 드립니다.',
  change: '변경 완료',
  slot: { daily: '일일 수행', lecture: '법문 강좌', required: '필수' } as Record<string, string>,
} as const;
