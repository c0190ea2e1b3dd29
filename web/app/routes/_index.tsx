import type { MetaFunction } from '@remix-run/node';
import { useLoaderData, useRouteLoaderData } from '@remix-run/react';
import { type ArticleType } from '@dharma/config/rules';
import { chromeUi, homeUi } from '@dharma/config/words';
import { CourseCarousel } from '~/components/CourseCarousel';
import { EditorLink } from '~/components/ExternalLink';
import { ApplyCta } from '~/components/home/ApplyCta';
import { ArticleListSection } from '~/components/home/ArticleListSection';
import type { PageHandle } from '~/lib/page-handle';
import type { loader as rootLoader } from '~/root';
import type { loader } from './_index.server';

export { headers, loader } from './_index.server';

export const meta: MetaFunction = () => [{ title: homeUi.title }];

// The page every visitor opens first, mostly on phones: no React in the browser, only the
// carousel's script (Swiper), loaded once the page is idle.
export const handle: PageHandle = { hydrate: false, enhancers: ['home'] };

/** FAQ, notices, monk posts: the home page's three lists, in that order (the order visitors look for them). */
const LISTS: ArticleType[] = ['faq', 'notice', 'post'];

export default function Home() {
  const { banners, ctaText, recent, carousel, current } = useLoaderData<typeof loader>();
  // A signed-in learner sees what they owe; everyone else the fees of a first semester.
  const feeDue = useRouteLoaderData<typeof rootLoader>('root')?.student?.feeDue ?? null;
  return (
    <>
      <h1 className="sr-only">{chromeUi.siteName}</h1>
      <section className="banners container" aria-label={homeUi.banners}>
        {banners.map((banner) => (
          <article key={banner.id} className="banner">
            {banner.image ? <img src={banner.image.url} alt={banner.alt ?? ''} width={1200} height={400} /> : null}
            <div className="banner-text">
              <h2>{banner.title}</h2>
              {banner.text ? <p>{banner.text}</p> : null}
              {banner.link ? (
                <EditorLink className="button button-light" href={banner.link}>
                  {banner.linkLabel ?? homeUi.more}
                </EditorLink>
              ) : null}
            </div>
          </article>
        ))}
      </section>

      {current ? <ApplyCta semester={current.semester} ctaText={ctaText} feeDue={feeDue} /> : null}

      <section className="container section" aria-labelledby="carousel-title">
        <h2 id="carousel-title">{homeUi.carouselTitle}</h2>
        {/* A new school has no course families yet: say so instead of arrows around nothing. */}
        {carousel.length ? <CourseCarousel courses={carousel} /> : <p className="muted">{homeUi.carouselEmpty}</p>}
      </section>

      <div className="container section home-lists">
        {LISTS.map((type) => (
          <ArticleListSection key={type} type={type} items={recent[type]} />
        ))}
      </div>
    </>
  );
}
