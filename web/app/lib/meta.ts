import type { MetaFunction } from '@remix-run/node';
import { chromeUi } from '@dharma/config/words';

/** A page no search engine lists (staff's, a learner's own): its title after the site's name rule, and noindex. */
export const noindexMeta =
  (title: string): MetaFunction =>
  () => [{ title: `${title} | ${chromeUi.siteName}` }, { name: 'robots', content: 'noindex' }];
