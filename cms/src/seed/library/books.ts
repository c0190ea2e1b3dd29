/** The scripture books of the library (ids and keys shared with the study room's references). */
export const LIBRARY_BOOKS: { id: number; key: string; name: string; order: number }[] = [
  { id: 1, key: 'dhammapada', name: '법구경', order: 1 },
  { id: 3, key: 'diamond', name: '금강경', order: 2 },
  { id: 6, key: 'thousand-hands', name: '천수경', order: 3 },
];
