import { SCRIPTURE_BOOKS } from '@dharma/config/rules';

/**
 * The books of the scripture library, in the order the search lists them. The first five keep the
 * ids and keys of SCRIPTURE_BOOKS, because lessons and posts store those ids; the Thousand-Hand
 * Sutra joins as id 6. Never renumber a book.
 */
export const LIBRARY_BOOKS: { id: number; key: string; name: string; order: number }[] = [
  ...SCRIPTURE_BOOKS.map((book) => ({ id: book.id, key: book.key, name: book.name, order: book.id })),
  { id: 6, key: 'thousand-hands', name: '천수경', order: 6 },
];
