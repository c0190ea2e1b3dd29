// One part of the Korean message catalogue (../messages.ts), in its own module so that only the
// pages showing these words carry them in their JavaScript.

export const articlesUi = {
  number: '번호',
  title: '제목',
  date: '게시일',
  empty: '등록된 글이 없습니다.',
  backToList: '목록으로',
  external: '(새 창)',
} as const;
