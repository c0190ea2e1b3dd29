// One part of the Korean message catalogue (../messages.ts), in its own module so that only the
// pages showing these words carry them in their JavaScript.

export const coursesUi = {
  subCourses: (n: number) => `총 ${n}개 과정`,
  levelPicker: '단계 선택',
  level: (n: number) => `${n}단계`,
  choose: '보기',
  period: '학습 기간',
  volume: '학습량',
  lectureType: '학습 형태',
  credits: '학점',
  creditsValue: (n: number) => `${n}학점`,
  textbooks: '교재',
  contents: '학습 내용',
  evaluation: '평가',
  target: '수강 대상',
  learningEffects: '학습 효과',
  otherInformation: '기타 안내',
  none: '-',
  apply: '수강신청 하러 가기',
} as const;
