/** Playlists and videos of the school (a few here; the full corpus replaces it). */
export const PLAYLISTS: { key: string; name: string; description: string; order: number }[] = [
  { key: 'dharma-talks', name: '법문', description: '스님들의 법문 모음', order: 1 },
  { key: 'sati', name: '사띠 안내', description: '알아차림 수행 안내', order: 2 },
];
export const VIDEOS: { playlist: string; title: string; description: string; youtubeId: string; duration: number; date: string }[] = [
  { playlist: 'dharma-talks', title: '자비의 마음', description: '자비심을 키우는 법에 대한 법문입니다.', youtubeId: 'aaaaaaaaaa1', duration: 1820, date: '2025-03-02' },
  { playlist: 'sati', title: '호흡 알아차림', description: '들숨과 날숨을 알아차리는 안내입니다.', youtubeId: 'aaaaaaaaaa2', duration: 900, date: '2025-04-10' },
];
