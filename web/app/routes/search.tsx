import type { MetaFunction } from '@remix-run/node';
import { Form, Link, useLoaderData } from '@remix-run/react';
import { formatDate, formatDuration, ui, type TextPart } from '@dharma/config';
import { hallHref } from '~/components/studyroom/links';
import { routeHeaders } from '~/lib/http.server';
import type { loader } from './search.server';

export { loader } from './search.server';
export const headers = routeHeaders;
export const meta: MetaFunction = () => [{ title: `${ui.search.title} | ${ui.siteName}` }];

/** Found words marked; learner-facing text, never HTML. */
function Marked({ parts }: { parts: TextPart[] }) {
  return (
    <>
      {parts.map((p, i) => (p.match ? <mark key={i}>{p.text}</mark> : <span key={i}>{p.text}</span>))}
    </>
  );
}

/** Scripture and video search: one box, two tabs, filters and paging that are plain links and GET forms. */
export default function SearchPage() {
  const { asked, scripture, videos, error } = useLoaderData<typeof loader>();
  const s = ui.search;
  const hrefWith = (change: Record<string, string | number | string[] | null>) => {
    const query = new URLSearchParams();
    const next = { q: asked.q, tab: asked.tab, books: asked.books as string[], playlist: asked.playlist, page: 1, ...change } as Record<string, unknown>;
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
      {scripture ? (
        <Form method="get" action="/search" className="search-filters">
          <input type="hidden" name="tab" value="scripture" />
          <input type="hidden" name="q" value={asked.q} />
          <fieldset>
            <legend>{s.books}</legend>
            {scripture.books.map((b) => (
              <label key={b.key} className="check">
                <input type="checkbox" name="books" value={b.name} defaultChecked={asked.books.includes(b.name)} /> {b.name}
              </label>
            ))}
          </fieldset>
          <button type="submit" className="button button-small button-ghost">
            {s.apply}
          </button>
        </Form>
      ) : null}
      {videos ? (
        <Form method="get" action="/search" className="search-filters">
          <input type="hidden" name="tab" value="videos" />
          <input type="hidden" name="q" value={asked.q} />
          <label htmlFor="search-playlist">{s.playlist}</label>
          <select id="search-playlist" name="playlist" defaultValue={asked.playlist}>
            <option value="">{s.allPlaylists}</option>
            {videos.playlists.map((p) => (
              <option key={p.key} value={p.key}>
                {p.name}
              </option>
            ))}
          </select>
          <button type="submit" className="button button-small button-ghost">
            {s.apply}
          </button>
        </Form>
      ) : null}

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
            <ol className="search-list">
              {scripture?.results.map((hit) => (
                <li key={hit.id} className="search-hit">
                  <p className="search-place">
                    {hit.book.key === 'dhammapada' ? (
                      <Link to={hallHref(hit.book.key, hit.verse)} aria-label={`${s.place(hit.book.name, hit.chapter, hit.chapterName, hit.verse)} — ${s.hall}`}>
                        {s.place(hit.book.name, hit.chapter, hit.chapterName, hit.verse)}
                      </Link>
                    ) : (
                      s.place(hit.book.name, hit.chapter, hit.chapterName, hit.verse)
                    )}
                  </p>
                  <p className="search-text">
                    <Marked parts={hit.parts} />
                  </p>
                </li>
              ))}
              {videos?.results.map((hit) => (
                <li key={hit.id} className="search-hit">
                  <h3 className="search-video-title">
                    <Link to={`/videos/${hit.id}`}>
                      <Marked parts={hit.titleParts} />
                    </Link>
                  </h3>
                  <p className="muted small">
                    {hit.playlist.name} · {formatDate(hit.date)} · {formatDuration(hit.duration)}
                  </p>
                  <p className="search-text">
                    <Marked parts={hit.descriptionParts} />
                  </p>
                </li>
              ))}
            </ol>
            {result.pages > 1 ? (
              <nav aria-label={s.paging} className="pager">
                {result.page > 1 ? <Link to={hrefWith({ page: result.page - 1 })}>{s.previous}</Link> : null}
                {pageNumbers(result.page, result.pages).map((n) => (
                  <Link key={n} to={hrefWith({ page: n })} aria-current={n === result.page ? 'page' : undefined}>
                    {n}
                    <span className="sr-only">{s.pageUnit}</span>
                  </Link>
                ))}
                {result.page < result.pages ? <Link to={hrefWith({ page: result.page + 1 })}>{s.next}</Link> : null}
              </nav>
            ) : null}
          </>
        ) : null}
      </section>
    </div>
  );
}

/** Up to seven page numbers around the current one. */
function pageNumbers(page: number, pages: number): number[] {
  const first = Math.max(1, Math.min(page - 3, pages - 6));
  return Array.from({ length: Math.min(7, pages) }, (_, i) => first + i);
}
