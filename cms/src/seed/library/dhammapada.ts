/** The Dhammapada in Korean written for this project (a few verses here; the full corpus replaces it). */
export const DHAMMAPADA_CHAPTERS: { number: number; name: string }[] = [
  { number: 1, name: '쌍품' },
  { number: 5, name: '어리석은 이의 품' },
];
export const DHAMMAPADA: { chapter: number; verse: number; text: string }[] = [
  { chapter: 1, verse: 1, text: '마음이 모든 것에 앞서고 마음이 모든 것을 만든다. 나쁜 마음으로 말하고 행하면 괴로움이 그를 따른다.' },
  { chapter: 1, verse: 5, text: '원한은 원한으로 풀리지 않는다. 자비심으로만 원한이 풀리니 이것은 오래된 진리이다.' },
  { chapter: 5, verse: 60, text: '잠 못 드는 이에게 밤은 길고 지친 이에게 길은 멀다.' },
];
