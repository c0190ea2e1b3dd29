import type { MetaFunction } from '@remix-run/node';
import { Form, Link, useLoaderData } from '@remix-run/react';
import { chromeUi, searchUi } from '@dharma/config/words';
import { SearchFilters, SearchHits, SearchPager } from '~/components/library/Search';
import type { loader } from './search.server';

export { headers, loader } from './search.server';
export const meta: MetaFunction = () => [{ title: `${searchUi.title} | ${chromeUi.siteName}` }];

/** Scripture and video search: one box, two tabs, filters and paging that are plain links and GET forms. */
export default function SearchPage() {
  const { asked, scripture, videos, error } = useLoaderData<typeof loader>();
  const s = searchUi;
  const hrefWith = (change: Record<string, string | number | string[] | null>) => {
    const query = new URLSearchParams();
    const next = { q: asked.q, tab: asked.tab, books: asked.books as string[], playlist: asked.playlist, page: 1, ...change } as Record<
      string,
      unknown
    >;
    for (const [key, value] of Object.entries(next)) {
      if (Array.isArray(value)) value.forEach((v) => query.append(key, String(v)));
      else if (value !== null && value !== '' && !(key === 'page' && value === 1)) query.set(key, String(value));
    }
    return `/search?${query}`;
  };
  const result = scripture ?? videos;
  return (
    <div className="container section search-page">
      <h1>{s.title}</h1>
      <Form method="get" action="/search" className="search-form" role="search">
        <input type="hidden" name="tab" value={asked.tab} />
        <label htmlFor="search-q">{s.label}</label>
        <div className="search-row">
          <input id="search-q" name="q" type="search" defaultValue={asked.q} maxLength={100} aria-describedby="search-hint" />
          <button type="submit" className="button">
            {s.submit}
          </button>
        </div>
        <p className="hint" id="search-hint">
          {s.hint}
        </p>
      </Form>
      <nav aria-label={s.tabs} className="search-tabs">
        <Link to={hrefWith({ tab: 'scripture', playlist: null })} aria-current={asked.tab === 'scripture' ? 'page' : undefined}>
          {s.scripture}
        </Link>
        <Link to={hrefWith({ tab: 'videos', books: [] })} aria-current={asked.tab === 'videos' ? 'page' : undefined}>
          {s.videos}
        </Link>
      </nav>
      <SearchFilters asked={asked} scripture={scripture} videos={videos} />

      <section aria-labelledby="results-title" className="search-results">
        <h2 id="results-title" className="sr-only">
          {asked.tab === 'videos' ? s.videos : s.scripture}
        </h2>
        {error ? (
          <p className="field-error" role="alert">
            {error}
          </p>
        ) : asked.tab === 'scripture' && !asked.q ? (
          <p className="notice-box">{s.start}</p>
        ) : result && result.total === 0 ? (
          <p className="notice-box" role="status">
            {s.empty(asked.q)}
          </p>
        ) : result ? (
          <>
            <p role="status" className="muted">
              {s.count(result.total)}
            </p>
            <SearchHits scripture={scripture} videos={videos} />
            <SearchPager page={result.page} pages={result.pages} hrefWith={hrefWith} />
          </>
        ) : null}
      </section>
    </div>
  );
}
