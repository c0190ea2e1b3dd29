/**
 * The 26 chapters of the Dhammapada with the first verse of each; a chapter ends where the next
 * begins and the last ends at verse 423. Both the verse list and the lecture series use them.
 */
export const DHAMMAPADA_CHAPTER_STARTS: { number: number; name: string; first: number }[] = [
  { number: 1, name: '쌍품', first: 1 },
  { number: 2, name: '방일품', first: 21 },
  { number: 3, name: '마음품', first: 33 },
  { number: 4, name: '꽃품', first: 44 },
  { number: 5, name: '어리석은 이품', first: 60 },
  { number: 6, name: '현명한 이품', first: 76 },
  { number: 7, name: '아라한품', first: 90 },
  { number: 8, name: '천품', first: 100 },
  { number: 9, name: '악품', first: 116 },
  { number: 10, name: '폭력품', first: 129 },
  { number: 11, name: '늙음품', first: 146 },
  { number: 12, name: '자기품', first: 157 },
  { number: 13, name: '세상품', first: 167 },
  { number: 14, name: '부처님품', first: 179 },
  { number: 15, name: '행복품', first: 197 },
  { number: 16, name: '애정품', first: 209 },
  { number: 17, name: '분노품', first: 221 },
  { number: 18, name: '더러움품', first: 235 },
  { number: 19, name: '법에 머무는 사람품', first: 256 },
  { number: 20, name: '길품', first: 273 },
  { number: 21, name: '여러 가지품', first: 290 },
  { number: 22, name: '지옥품', first: 306 },
  { number: 23, name: '코끼리품', first: 320 },
  { number: 24, name: '갈애품', first: 334 },
  { number: 25, name: '비구품', first: 360 },
  { number: 26, name: '바라문품', first: 383 },
];

export const DHAMMAPADA_VERSE_COUNT = 423;

/** The verse range of chapter `number` (1–26). */
export function dhammapadaChapterRange(number: number): { first: number; last: number } {
  const index = DHAMMAPADA_CHAPTER_STARTS.findIndex((chapter) => chapter.number === number);
  const next = DHAMMAPADA_CHAPTER_STARTS[index + 1];
  return { first: DHAMMAPADA_CHAPTER_STARTS[index].first, last: next ? next.first - 1 : DHAMMAPADA_VERSE_COUNT };
}

/** The 32 sections of the Diamond Sutra by their traditional Korean names, with what each is about. */
export const DIAMOND_SECTIONS: { number: number; name: string; gist: string }[] = [
  { number: 1, name: '법회인유분', gist: '부처님이 탁발을 마치고 자리에 앉으시며 법회가 열리게 된 까닭' },
  { number: 2, name: '선현기청분', gist: '수보리가 일어나 보살은 마음을 어떻게 머물고 다스려야 하는지 여쭙는 장면' },
  { number: 3, name: '대승정종분', gist: '모든 중생을 건지되 건진 중생이 없다고 보는 대승의 바른 뜻' },
  { number: 4, name: '묘행무주분', gist: '머무는 데 없이 행하는 보시와 그 복덕이 헤아릴 수 없는 까닭' },
  { number: 5, name: '여리실견분', gist: '몸의 모습으로 여래를 볼 수 있는가, 모든 모습이 모습 아님을 보는 눈' },
  { number: 6, name: '정신희유분', gist: '뒷날 이 가르침을 듣고 바르게 믿는 이가 드물고 귀하다는 말씀과 뗏목의 비유' },
  { number: 7, name: '무득무설분', gist: '여래가 얻은 법도, 설한 법도 정해진 것이 없다는 가르침' },
  { number: 8, name: '의법출생분', gist: '삼천대천세계를 채운 보시보다 네 구절 게송을 지니는 복이 더 큰 까닭' },
  { number: 9, name: '일상무상분', gist: '수행의 네 단계를 이룬 이도 스스로 얻었다는 생각을 내지 않는다는 것' },
  { number: 10, name: '장엄정토분', gist: '불국토를 꾸민다는 생각 없이 머무는 데 없는 마음을 내라는 말씀' },
  { number: 11, name: '무위복승분', gist: '갠지스 강 모래만큼의 세계를 채운 보시보다 경을 지니는 복이 큰 까닭' },
  { number: 12, name: '존중정교분', gist: '이 경이 있는 곳은 부처님이 계신 곳처럼 존중받는다는 말씀' },
  { number: 13, name: '여법수지분', gist: '경의 이름을 정하고 받아 지니는 법, 반야바라밀이 반야바라밀 아닌 까닭' },
  { number: 14, name: '이상적멸분', gist: '수보리가 눈물 흘리며 깨달은 모습 떠난 고요함과 인욕의 이야기' },
  { number: 15, name: '지경공덕분', gist: '이 경을 받아 지니고 읽고 남에게 전하는 공덕' },
  { number: 16, name: '능정업장분', gist: '경을 지니다 업신여김을 받아도 그로써 지난 업이 맑아진다는 말씀' },
  { number: 17, name: '구경무아분', gist: '끝내 나라고 할 것이 없음을 통달한 이를 참된 보살이라 부르는 까닭' },
  { number: 18, name: '일체동관분', gist: '여래의 다섯 가지 눈과 과거·현재·미래의 마음을 얻을 수 없다는 말씀' },
  { number: 19, name: '법계통화분', gist: '복덕이 실체가 없기에 오히려 크다고 말하는 까닭' },
  { number: 20, name: '이색이상분', gist: '잘 갖추어진 몸과 모습으로 여래를 볼 수 없다는 가르침' },
  { number: 21, name: '비설소설분', gist: '설한 법이 없음이 곧 법을 설한 것이라는 말씀' },
  { number: 22, name: '무법가득분', gist: '위없는 깨달음에도 얻을 만한 조그만 법조차 없다는 것' },
  { number: 23, name: '정심행선분', gist: '법은 평등하여 높고 낮음이 없으니 나를 떠나 선을 닦으라는 말씀' },
  { number: 24, name: '복지무비분', gist: '수미산만 한 칠보 보시도 경의 네 구절을 전하는 복에 미치지 못하는 까닭' },
  { number: 25, name: '화무소화분', gist: '여래에게는 건진 중생이 있다는 생각이 없다는 것' },
  { number: 26, name: '법신비상분', gist: '서른두 가지 모습으로 여래를 보려 하면 삿된 길을 간다는 게송' },
  { number: 27, name: '무단무멸분', gist: '모습을 떠난다고 모든 법이 끊어져 없어진다고 보지 말라는 말씀' },
  { number: 28, name: '불수불탐분', gist: '보살은 복덕을 받지도 탐하지도 않는다는 것' },
  { number: 29, name: '위의적정분', gist: '여래는 어디서 오지도 어디로 가지도 않는다는 말씀' },
  { number: 30, name: '일합이상분', gist: '세계를 부수어 티끌로 만드는 비유와 하나로 뭉친 모습의 참뜻' },
  { number: 31, name: '지견불생분', gist: '나라는 견해, 법이라는 생각조차 내지 않는 앎' },
  { number: 32, name: '응화비진분', gist: '꿈과 허깨비와 물거품과 그림자 같은 세상을 보는 마지막 게송과 법회의 끝' },
];
