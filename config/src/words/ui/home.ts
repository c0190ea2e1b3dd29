// One part of the Korean message catalogue (../messages.ts), in its own module so that only the
// pages showing these words carry them in their JavaScript.
import { chromeUi } from './chrome';

export const homeUi = {
  title: chromeUi.title,
  banners: '알림 배너',
  ctaTitle: (semester: string) => `${semester} 수강신청`,
  ctaApply: '수강신청 하기',
  ctaPeriod: '신청 기간',
  ctaTerm: '학습 기간',
  carouselTitle: '담마스쿨 교육과정',
  carouselEmpty: '소개할 교육과정이 아직 없습니다.',
  carouselPrev: '이전 과정 보기',
  carouselNext: '다음 과정 보기',
  carouselRole: '슬라이드',
  /** Told to screen readers after the carousel moves: the course now first in view and its place. */
  carouselPosition: (name: string, place: number, count: number) => `${name} (${place} / ${count})`,
  more: '더보기',
  moreAbout: (label: string) => `${label} 더보기`,
  empty: '등록된 글이 없습니다.',
  ctaFee: '등록금',
  /** What everyone pays each term, and the admission fee of a first semester. */
  ctaFeeEveryone: (registration: string, admission: string) => `${registration} (첫 학기 입학금 ${admission})`,
  /** What the signed-in learner owes this semester. */
  ctaFeeYours: (due: string, withAdmission: boolean) => (withAdmission ? `${due} (입학금 포함)` : due),
} as const;
