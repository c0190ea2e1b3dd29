import { Link } from '@remix-run/react';
import { articleTypeLabels, homeUi } from '@dharma/config/words';
import { type ArticleLink, type ArticleType } from '@dharma/config/rules';
import { EditorLink } from '~/components/ExternalLink';

/** One of the home page's article lists (FAQ, notices, monk posts): its latest titles and a link to the rest. */
export function ArticleListSection({ type, items }: { type: ArticleType; items: ArticleLink[] }) {
  const label = articleTypeLabels[type];
  return (
    <section className="home-list" aria-labelledby={`list-${type}`}>
      <div className="home-list-head">
        <h2 id={`list-${type}`}>{label}</h2>
        <Link to={`/articles/${type}`} className="more-link" aria-label={homeUi.moreAbout(label)}>
          {homeUi.more} <span aria-hidden="true">›</span>
        </Link>
      </div>
      {items.length ? (
        <ul>
          {items.map((item) => (
            <li key={item.url}>
              <EditorLink href={item.url}>{item.title}</EditorLink>
            </li>
          ))}
        </ul>
      ) : (
        <p className="muted">{homeUi.empty}</p>
      )}
    </section>
  );
}
