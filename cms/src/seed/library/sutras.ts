/** Passages of the Diamond Sutra and the Thousand-Hand Sutra in Korean written for this project. */
export const SUTRA_PASSAGES: { book: string; chapter: number; chapterName: string; verse: number; text: string }[] = [
  { book: 'diamond', chapter: 4, chapterName: '묘행무주분', verse: 1, text: '보살은 어디에도 머무름 없이 보시해야 한다. 머무름 없는 법보시의 복덕은 헤아릴 수 없다.' },
  { book: 'thousand-hands', chapter: 1, chapterName: '정구업진언', verse: 1, text: '입으로 지은 업을 깨끗이 하는 진언을 외운다.' },
];
