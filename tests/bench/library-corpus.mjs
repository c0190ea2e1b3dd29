// Synthetic Korean scripture passages for the search load test (`npm run bench`). Sentences are
// assembled from word lists with a seeded PRNG, so a given (count, seed) always yields the same
// corpus: the timings of two runs compare like with like. Common teaching words are frequent, a few
// are rare (a query that matches a handful of rows must stay fast too), and some passages carry
// Latin words and digits, as real annotated scripture does.

/**
 * mulberry32: small, fast and good enough to spread words.
 * @param {number} seed
 */
function prng(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// [word, weight]: how often a noun is drawn relative to the others.
/** @type {[word: string, weight: number][]} */
const NOUNS = [
  ['마음', 12],
  ['지혜', 7],
  ['자비', 6],
  ['보시', 5],
  ['무상', 4],
  ['수행', 6],
  ['계율', 4],
  ['열반', 4],
  ['분노', 4],
  ['탐욕', 4],
  ['어리석음', 3],
  ['자비심', 2],
  ['법보시', 1.2],
  ['깨달음', 4],
  ['번뇌', 4],
  ['괴로움', 5],
  ['평온', 3],
  ['알아차림', 3],
  ['중생', 4],
  ['부처님', 5],
  ['가르침', 5],
  ['공덕', 3],
  ['인연', 3],
  ['선정', 2],
  ['해탈', 2],
  ['진리', 3],
  ['인욕', 1.5],
  ['정진', 2],
  ['참회', 1.5],
  ['서원', 1.5],
  ['관세음보살', 0.8],
  ['반야바라밀', 0.6],
  ['무상정등각', 0.3],
  // rare on purpose: a query for these finds only a few hundred rows in 100,000
  ['도반', 0.15],
  ['연등', 0.1],
  ['죽비', 0.05],
];
const ADJECTIVES = ['깊은', '고요한', '맑은', '바른', '작은', '큰', '오래된', '흔들림 없는', '따뜻한', '참된'];
const PEOPLE = ['지혜로운 이', '어리석은 이', '수행자', '비구', '보살', '제자', '벗', '스승', '나그네', '어진 사람'];
/** @type {((a: string, b: string, p: string, adj: string) => string)[]} nouns a and b, a person, an adjective */
const TEMPLATES = [
  (a, b) => `${a}${subject(a)} 있는 곳에 ${b}${subject(b)} 자란다.`,
  (a, b, p) => `${p}${topic(p)} ${a}${object(a)} 닦아 ${b}에 이른다.`,
  (a, b) => `${a}${and(a)} ${b}${object(b)} 함께 지니는 사람은 흔들리지 않는다.`,
  (a, b) => `${a}${subject(a)} 없으면 ${b}도 없다.`,
  (a, b, p, adj) => `${adj} ${a}${object(a)} 아는 ${p}${topic(p)} ${b}${object(b)} 버리지 않는다.`,
  (a, b, p) => `${p}${finalConsonant(p) ? '이여' : '여'}, ${a}${object(a)} 가볍게 여기지 말라. ${b}${topic(b)} 거기서 시작된다.`,
  (a, b) => `비가 땅을 적시듯 ${a}${subject(a)} ${b}${object(b)} 적신다.`,
  (a, b, p, adj) => `${adj} ${a}${topic(a)} ${b}보다 귀하다.`,
  (a, b, p) => `${a}${object(a)} 멀리하는 ${p}에게 ${b}${subject(b)} 찾아온다.`,
  (a, b) => `오늘 ${a}${object(a)} 돌아보고 내일 ${b}${object(b)} 행하라.`,
];
const LATIN = ['sati', 'Dhammapada', 'sutta', 'metta', 'dana', 'Prajna', 'karuna', 'nibbana'];
const BOOKS = [
  { key: 'dhammapada', weight: 4, chapters: 26, unit: '품' },
  { key: 'lotussutra', weight: 3, chapters: 28, unit: '품' },
  { key: 'diamond', weight: 2, chapters: 32, unit: '분' },
  { key: 'heart', weight: 1, chapters: 1, unit: '장' },
  { key: 'suttanipata', weight: 3, chapters: 5, unit: '품' },
  { key: 'thousand-hands', weight: 1, chapters: 12, unit: '단' },
];

/** @param {string} word */
function finalConsonant(word) {
  const code = word.charCodeAt(word.length - 1) - 0xac00;
  return code >= 0 && code < 11172 && code % 28 !== 0;
}
/** @param {string} w */
const subject = (w) => (finalConsonant(w) ? '이' : '가');
/** @param {string} w */
const object = (w) => (finalConsonant(w) ? '을' : '를');
/** @param {string} w */
const topic = (w) => (finalConsonant(w) ? '은' : '는');
/** @param {string} w */
const and = (w) => (finalConsonant(w) ? '과' : '와');

/**
 * A draw from `list` by weight, given a random number in [0, 1).
 * @template T
 * @param {[item: T, weight: number][]} list
 * @returns {(r: number) => T}
 */
function weighted(list) {
  const total = list.reduce((sum, [, weight]) => sum + weight, 0);
  /** @type {[item: T, edge: number][]} */
  const cumulative = [];
  let running = 0;
  for (const [item, weight] of list) {
    running += weight / total;
    cumulative.push([item, running]);
  }
  return (r) => {
    for (const [item, edge] of cumulative) if (r < edge) return item;
    return cumulative[cumulative.length - 1][0];
  };
}
const pickNoun = weighted(NOUNS);
const pickBook = weighted(BOOKS.map((book) => [book, book.weight]));

/** @typedef {{ book: string, chapter: number, chapterName: string, verse: number, text: string }} GeneratedPassage */

/** The query words the bench times, each guaranteed to occur in the corpus (2-word queries together). */
export const BENCH_QUERIES = {
  one: ['자', '법', '마'],
  two: ['자비', '보시', '무상', '지혜', '열반', '수행', '마음', '계율', '분노', '도반', '연등'],
  three: ['자비심', '법보시', '깨달음', '부처님', '알아차'],
  five: ['관세음보살', '반야바라밀', '무상정등각'],
  twoWords: ['자비 보시', '무상 지혜', '마음 수행', '열반 계율', '분노 탐욕'],
};

/**
 * `count` passages `{ book, chapter, chapterName, verse, text }` (book = a library book key), the
 * same for the same (count, seed). Verses are numbered per book and chapter from 1.
 * @param {number} count
 * @returns {GeneratedPassage[]}
 */
export function generatePassages(count, seed = 1) {
  const random = prng(seed);
  /** @type {<T>(list: T[]) => T} */
  const pick = (list) => list[Math.floor(random() * list.length)];
  const verses = new Map();
  const passages = new Array(count);
  for (let i = 0; i < count; i += 1) {
    const book = pickBook(random());
    const chapter = 1 + Math.floor(random() * book.chapters);
    const place = `${book.key}:${chapter}`;
    const verse = (verses.get(place) ?? 0) + 1;
    verses.set(place, verse);
    const sentences = 1 + Math.floor(random() * 3);
    let text = '';
    for (let s = 0; s < sentences; s += 1) {
      const a = pickNoun(random());
      let b = pickNoun(random());
      if (b === a) b = pickNoun(random());
      const sentence = pick(TEMPLATES)(a, b, pick(PEOPLE), pick(ADJECTIVES));
      text += (s ? ' ' : '') + sentence;
    }
    const extra = random();
    if (extra < 0.04) text += ` (${pick(LATIN)} ${1 + Math.floor(random() * 423)})`;
    else if (extra < 0.07) text += ` ${2023 + Math.floor(random() * 4)}년 ${1 + Math.floor(random() * 108)}번째 새김.`;
    passages[i] = { book: book.key, chapter, chapterName: `제${chapter}${book.unit}`, verse, text };
  }
  return passages;
}
