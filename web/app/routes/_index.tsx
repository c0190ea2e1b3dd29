import type { LinksFunction, MetaFunction } from '@remix-run/node';
import { Link, useLoaderData, useRouteLoaderData } from '@remix-run/react';
import { articleTypeLabels, feesShown, formatDate, formatWon, ui, type ArticleLink, type ArticleType } from '@dharma/config';
import swiperCss from 'swiper/css?url';
import { CourseCarousel } from '~/components/CourseCarousel';
import { EditorLink } from '~/components/ExternalLink';
import { getHome } from '~/lib/api/content.server';
import { routeHeaders } from '~/lib/http.server';
import type { loader as rootLoader } from '~/root';

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: swiperCss }];
export const meta: MetaFunction = () => [{ title: ui.home.title }];
export const headers = routeHeaders;

export async function loader() {
  return getHome();
}

/** FAQ, notices, monk posts: the home page's three lists, in that order (the order visitors look for them). */
const LISTS: ArticleType[] = ['faq', 'notice', 'post'];

export default function Home() {
  const { banners, ctaText, recent, carousel, current } = useLoaderData<typeof loader>();
  // A signed-in learner sees what they owe; everyone else the fees of a first semester.
  const feeDue = useRouteLoaderData<typeof rootLoader>('root')?.student?.feeDue ?? null;
  const fees = current ? feesShown(current.semester, feeDue) : null;
  return (
    <>
      <h1 className="sr-only">{ui.siteName}</h1>
      <section className="banners container" aria-label={ui.home.banners}>
        {banners.map((banner) => (
          <article key={banner.id} className="banner">
            {banner.image ? (
              <img src={banner.image.url} alt={banner.alt ?? ''} width={1200} height={400} />
            ) : null}
            <div className="banner-text">
              <h2>{banner.title}</h2>
              {banner.text ? <p>{banner.text}</p> : null}
              {banner.link ? (
                <EditorLink className="button button-light" href={banner.link}>
                  {banner.linkLabel ?? ui.home.more}
                </EditorLink>
              ) : null}
            </div>
          </article>
        ))}
      </section>

      {current ? (
        <section className="cta" aria-labelledby="cta-title">
          <div className="container cta-inner">
            <div>
              <h2 id="cta-title">{current.semester.label} 수강신청</h2>
              {ctaText ? <p>{ctaText}</p> : null}
              <dl className="cta-facts">
                <div>
                  <dt>{ui.home.ctaPeriod}</dt>
                  <dd>
                    {formatDate(current.semester.applyStart)} – {formatDate(current.semester.applyEnd)}
                  </dd>
                </div>
                <div>
                  <dt>{ui.home.ctaTerm}</dt>
                  <dd>
                    {formatDate(current.semester.termStart)} – {formatDate(current.semester.termEnd)}
                  </dd>
                </div>
                <div>
                  <dt>{ui.home.ctaFee}</dt>
                  <dd>
                    {fees &&
                      (feeDue === null
                        ? ui.home.ctaFeeEveryone(formatWon(fees.registration), formatWon(fees.admission))
                        : ui.home.ctaFeeYours(formatWon(feeDue), fees.admission > 0))}
                  </dd>
                </div>
              </dl>
            </div>
            <Link className="button button-large" to="/register">
              {ui.home.ctaApply}
            </Link>
          </div>
        </section>
      ) : null}

      <section className="container section" aria-labelledby="carousel-title">
        <h2 id="carousel-title">{ui.home.carouselTitle}</h2>
        <CourseCarousel courses={carousel} />
      </section>

      <div className="container section home-lists">
        {LISTS.map((type) => (
          <ArticleListSection key={type} type={type} items={recent[type]} />
        ))}
      </div>
    </>
  );
}

function ArticleListSection({ type, items }: { type: ArticleType; items: ArticleLink[] }) {
  const label = articleTypeLabels[type];
  return (
    <section className="home-list" aria-labelledby={`list-${type}`}>
      <div className="home-list-head">
        <h2 id={`list-${type}`}>{label}</h2>
        <Link to={`/articles/${type}`} className="more-link" aria-label={ui.home.moreAbout(label)}>
          {ui.home.more} <span aria-hidden="true">›</span>
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
        <p className="muted">{ui.home.empty}</p>
      )}
    </section>
  );
}
