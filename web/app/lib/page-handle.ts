import { type Params, useMatches } from '@remix-run/react';
import enhancerUrls from 'virtual:enhancers';

/**
 * What a route may say about how its page runs in the browser (its `handle`). A page whose only
 * script is a small enhancer says `hydrate: false` and names it: it gets that script and neither
 * React nor Remix's runtime. Its links are plain links and its forms plain posts, which every
 * page already supports without JavaScript; the next page hydrates as usual. A route serving
 * several pages says it per page: `hydrate` is then a function of the route's params.
 */
export type PageHandle = {
  hydrate?: false | ((params: Params) => boolean);
  enhancers?: (keyof typeof enhancerUrls)[];
};

function hydrates(handle: PageHandle, params: Params): boolean {
  return typeof handle.hydrate === 'function' ? handle.hydrate(params) : handle.hydrate !== false;
}

/**
 * Whether the page in view is hydrated, and the enhancer scripts it asks for instead. In the
 * browser the answer is always "hydrated": React runs there only on a page that was, and a page
 * reached by a link inside it is rendered by React too (its components start their own scripts).
 */
export function usePageScripts(): { hydrate: boolean; enhancers: string[] } {
  const matches = useMatches();
  const handles = matches.map((match) => (match.handle ?? {}) as PageHandle);
  const hydrate = typeof document !== 'undefined' || matches.every((match, i) => hydrates(handles[i], match.params));
  const names = handles.flatMap((handle) => handle.enhancers ?? []);
  return { hydrate, enhancers: hydrate ? [] : names.map((name) => enhancerUrls[name]).filter((url): url is string => Boolean(url)) };
}
