// One part of the Korean message catalogue (../messages.ts), in its own module so that only the
// pages showing these words carry them in their JavaScript.

/** Column labels of the lessons list in the admin panel. */
export const lessonListUi = {
  catalog: '과목',
  level: '단계',
  number: '회차',
  opensOnDay: '여는 날',
  title: '제목',
} as const;
