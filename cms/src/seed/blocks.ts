/** Strapi blocks (rich text) from plain strings, for seeded content. */
export type Blocks = Record<string, unknown>[];
export const text = (value: string) => ({ type: 'text', text: value });
export const paragraphs = (items: string[]): Blocks => items.map((p) => ({ type: 'paragraph', children: [text(p)] }));
