import { Form, Link } from '@remix-run/react';
import { formatDate, formatDuration, type ScriptureSearch, type TextPart, type VideoSearch } from '@dharma/config/rules';
import { searchUi } from '@dharma/config/words';
import { hallHref } from '~/components/studyroom/links';

const s = searchUi;

/** What the search page asked for, as its loader read it from the address. */
type Asked = { q: string; tab: 'scripture' | 'videos'; books: readonly string[] | string[]; playlist: string; page: number };
type Found = { scripture: ScriptureSearch | null; videos: VideoSearch | null };

/** Found words marked; learner-facing text, never HTML. */
function Marked({ parts }: { parts: TextPart[] }) {
  return <>{parts.map((p, i) => (p.match ? <mark key={i}>{p.text}</mark> : <span key={i}>{p.text}</span>))}</>;
}

/** The filters of the tab shown (books or a playlist), as a GET form that keeps the words. */
export function SearchFilters({ asked, scripture, videos }: Found & { asked: Asked }) {
  return (
    <>
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
    </>
  );
}

/** The hits of either tab, found words marked. */
export function SearchHits({ scripture, videos }: Found) {
  return (
    <ol className="search-list">
      {scripture?.results.map((hit) => (
        <li key={hit.id} className="search-hit">
          <p className="search-place">
            {hit.book.key === 'dhammapada' ? (
              <Link
                to={hallHref(hit.book.key, hit.verse)}
                aria-label={`${s.place(hit.book.name, hit.chapter, hit.chapterName, hit.verse)} — ${s.hall}`}
              >
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
  );
}

/** Up to seven page numbers around the current one. */
function pageNumbers(page: number, pages: number): number[] {
  const first = Math.max(1, Math.min(page - 3, pages - 6));
  return Array.from({ length: Math.min(7, pages) }, (_, i) => first + i);
}

/** Plain links to the pages around the current one. */
export function SearchPager({ page, pages, hrefWith }: { page: number; pages: number; hrefWith: (change: { page: number }) => string }) {
  if (pages <= 1) return null;
  return (
    <nav aria-label={s.paging} className="pager">
      {page > 1 ? <Link to={hrefWith({ page: page - 1 })}>{s.previous}</Link> : null}
      {pageNumbers(page, pages).map((n) => (
        <Link key={n} to={hrefWith({ page: n })} aria-current={n === page ? 'page' : undefined}>
          {n}
          <span className="sr-only">{s.pageUnit}</span>
        </Link>
      ))}
      {page < pages ? <Link to={hrefWith({ page: page + 1 })}>{s.next}</Link> : null}
    </nav>
  );
}
