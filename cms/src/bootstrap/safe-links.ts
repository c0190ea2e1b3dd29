import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { isSafeLink } from '@dharma/config/rules';
import { messages } from '@dharma/config/words';

/**
 * Links editors type — an article's or a textbook's link, the footer's inquiry and about links, a
 * banner's link, the links inside rich text (a blocks `link` node keeps its address in `url`) —
 * may only be http(s) addresses or paths on this site: a `javascript:` link would run on the
 * site's own origin when a learner clicks it. Every create and update of the content editors own
 * is checked here, whatever wrote it (the panel, the seed, a script); web checks again where it
 * renders a link, for what was stored before this rule.
 */
const LINK_KEYS = new Set(['url', 'link', 'inquiryUrl', 'aboutUrl']);
const WRITES = new Set(['create', 'update']);

const isEditorial = (uid: string) => uid.startsWith('api::') || uid === 'plugin::studyroom.lesson';

/** The first unsafe link in a document's data, with where it is, or null. */
export function unsafeLinkIn(value: unknown, path = ''): { path: string; value: string } | null {
  if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) {
      const found = unsafeLinkIn(item, `${path}[${i}]`);
      if (found) return found;
    }
    return null;
  }
  if (!value || typeof value !== 'object') return null;
  for (const [key, item] of Object.entries(value)) {
    const here = path ? `${path}.${key}` : key;
    if (LINK_KEYS.has(key) && typeof item === 'string' && item.trim() !== '' && !isSafeLink(item)) return { path: here, value: item };
    const found = unsafeLinkIn(item, here);
    if (found) return found;
  }
  return null;
}

export function keepLinksSafe(strapi: Core.Strapi): void {
  strapi.documents.use(async (context, next) => {
    if (WRITES.has(context.action as string) && isEditorial(context.uid as string)) {
      const found = unsafeLinkIn((context.params as { data?: unknown } | undefined)?.data);
      if (found) throw new errors.ValidationError(`${messages.link_invalid} (${found.path}: ${found.value.slice(0, 80)})`);
    }
    return next();
  });
}
