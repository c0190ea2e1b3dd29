// Korean passages for load tests, made deterministically from a seed (the same count and seed
// give the same passages): sentences of dharma vocabulary over the three books.
const WORDS = ['자비', '보시', '무상', '마음', '수행', '지혜', '법', '부처님', '중생', '고요함', '알아차림', '인욕', '정진', '선정', '공덕', '번뇌', '해탈', '연기', '괴로움', '기쁨', '평화', '깨달음', '계율', '믿음'];
const ENDINGS = ['을 닦는다', '이 자란다', '은 사라진다', '으로 나아간다', '를 베푼다', '에 머문다'];
const BOOKS = [
  ['dhammapada', '법구경'],
  ['diamond', '금강경'],
  ['thousand-hands', '천수경'],
];

export function generatePassages(count, seed = 1) {
  let state = seed >>> 0 || 1;
  const next = (n) => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state % n;
  };
  const out = [];
  for (let i = 0; i < count; i++) {
    const [book] = BOOKS[i % BOOKS.length];
    const sentences = 2 + next(3);
    const text = Array.from({ length: sentences }, () => `${WORDS[next(WORDS.length)]} ${WORDS[next(WORDS.length)]}${ENDINGS[next(ENDINGS.length)]}.`).join(' ');
    const chapter = 1 + Math.floor(i / BOOKS.length / 100);
    out.push({ book, chapter, chapterName: `${chapter}품`, verse: 1 + (Math.floor(i / BOOKS.length) % 100), text });
  }
  return out;
}
