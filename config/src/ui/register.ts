// One part of the Korean message catalogue (../messages.ts), in its own module so that only the
// pages showing these words carry them in their JavaScript.
import { REQUIRED_COURSE } from '../course-code';
import { PASS_THRESHOLD } from '../policy';

export const registerUi = {
  title: (label: string) => `${label} 수강신청`,
  steps: '신청 단계',
  step1: '1. 과목 선택',
  step2: '2. 확인 및 신청',
  period: '신청 기간',
  term: '학습 기간',
  closed: '지금은 수강신청 기간이 아닙니다. 다음 신청 기간을 기다려 주세요.',
  signInToApply: '로그인하면 나의 수강 이력에 맞추어 신청할 수 있습니다.',
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
  due: '납부 기한',
  submit: '신청 완료',
  change: '변경 완료',
  slot: { daily: '일일 수행', lecture: '법문 강좌', required: '필수' } as Record<string, string>,
} as const;
