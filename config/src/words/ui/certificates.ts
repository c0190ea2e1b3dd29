// One part of the Korean message catalogue (../messages.ts), in its own module so that only the
// pages showing these words carry them in their JavaScript.
import { SCHOOL_NAME } from './chrome';

/** Certificates: their titles, the PDF's wording and the public verification page. */
export const certificatesUi = {
  courseTitle: '과정 이수증',
  completionTitle: '수료증',
  download: (title: string) => `${title} 내려받기 (PDF)`,
  completionEarned: '수료 학점을 모두 모았습니다. 수료증을 내려받을 수 있습니다.',
  pdfCourseBody: (name: string, course: string, semester: string) =>
    `위 사람은 ${SCHOOL_NAME} ${semester} ${course} 과정을 성실히 공부하여 이수하였기에 이 증서를 드립니다.`,
  pdfCompletionBody: (credits: number) =>
    `위 사람은 ${SCHOOL_NAME}의 과정을 성실히 공부하여 ${credits}학점을 모두 이수하였기에 이 증서를 드립니다.`,
  name: '성명',
  course: '과정',
  semester: '학기',
  credits: '학점',
  issuedOn: '발급일',
  code: '확인 번호',
  verifyAt: (url: string) => `이 증서는 ${url} 에서 확인할 수 있습니다.`,
  verifyTitle: '증명서 확인',
  verified: '담마스쿨이 발급한 증명서가 맞습니다.',
  notVerified: '확인되지 않는 증명서입니다.',
  notVerifiedHint: '번호를 다시 확인하거나 학교에 문의해 주세요.',
} as const;
