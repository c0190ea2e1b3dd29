// One part of the Korean message catalogue (../messages.ts), in its own module so that only the
// pages showing these words carry them in their JavaScript.

import { chromeUi } from './chrome';

/** Scripture and video search, and a video's page. */
export const searchUi = {
  /** The header's menu names the page the same way. */
  title: chromeUi.user.search,
  label: '검색어',
  hint: '두 글자 이상 낱말로 찾으면 더 잘 찾아집니다. 여러 낱말은 모두 들어간 글을 찾습니다.',
  submit: '검색',
  tabs: '찾을 곳',
  scripture: '경전',
  videos: '영상',
  books: '경전 고르기',
  playlist: '재생목록',
  allPlaylists: '모든 재생목록',
  apply: '적용',
  count: (total: number) => `${total.toLocaleString('ko-KR')}건`,
  empty: (keyword: string) => `‘${keyword}’(으)로 찾은 결과가 없습니다. 다른 낱말로 찾아 보세요.`,
  start: '찾고 싶은 낱말을 입력해 주세요. 예: 자비, 보시, 무상',
  place: (book: string, chapter: number, chapterName: string, verse: number) => `${book} ${chapter}. ${chapterName} · ${verse}`,
  paging: '검색 결과 쪽',
  previous: '이전',
  next: '다음',
  pageUnit: '쪽',
  hall: '이 게송의 명예의 전당',
  backToSearch: '검색으로 돌아가기',
  neighbours: (playlist: string) => `${playlist}의 다른 영상`,
  current: '지금 보는 영상',
  player: (title: string) => `${title} (유튜브 영상)`,
} as const;
