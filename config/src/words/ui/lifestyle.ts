// One part of the Korean message catalogue (../messages.ts), in its own module so that only the
// pages showing these words carry them in their JavaScript.

/** Lifestyle checks of a grade: the week grid. */
export const lifestyleUi = {
  title: (course: string) => `${course} 생활점검`,
  link: '생활점검',
  hint: '날마다 실천한 항목을 눌러 표시하세요. 오늘과 이번 주의 지난 날을 고칠 수 있습니다.',
  practice: '항목',
  weekdays: ['월', '화', '수', '목', '금', '토', '일'],
  today: '오늘',
  cell: (practice: string, date: string, checked: boolean) => `${practice}, ${date} ${checked ? '했음' : '안 함'}`,
  own: '나만의 항목',
  course: '과정 항목',
  empty: '아직 점검할 항목이 없습니다. 나만의 항목을 만들어 보세요.',
  addTitle: '나만의 항목 만들기',
  name: '항목 이름',
  nameHint: '30자 이내 (예: 아침 명상 10분)',
  etc: '설명 (선택)',
  add: '항목 만들기',
  remove: (name: string) => `${name} 항목 지우기`,
  removeShort: '지우기',
  gradeLink: '성적표로 돌아가기',
} as const;
