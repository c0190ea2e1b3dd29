import { Link } from '@remix-run/react';
import { useEffect, useRef } from 'react';
import { CAROUSEL } from '@dharma/config/rules';
import { homeUi } from '@dharma/config/words';
import type { CourseFamily } from '~/lib/api/content.server';

/**
 * The home page's course carousel: at most `CAROUSEL.courses` families in their carousel order,
 * `CAROUSEL.visible*` per screen width, arrows that move one course in `CAROUSEL.speedMs` and an
 * endless loop both ways (Swiper, started by `~/enhance/carousel` once the page is idle).
 *
 * What the server writes is already the whole carousel without JavaScript: a list of cards in a
 * row that scrolls sideways and snaps to a card (the CSS gives the same widths Swiper will, so
 * nothing moves when it starts). Screen readers hear one list of the eight courses, each once and
 * with its place (Swiper's loop moves cards in the DOM without copying them, and the place is
 * written on each card), and after an arrow, the course now first in view.
 */
export function CourseCarousel({ courses }: { courses: CourseFamily[] }) {
  const root = useRef<HTMLDivElement>(null);
  // Runs only where React does (a home page reached by a link inside the app); the home page
  // opened directly is not hydrated and starts the carousel from its own script.
  useEffect(() => {
    let stop: (() => void) | undefined;
    let gone = false;
    void import('~/enhance/carousel').then(({ startCarousel }) => {
      if (!gone && root.current) stop = startCarousel(root.current);
    });
    return () => {
      gone = true;
      stop?.();
    };
  }, []);
  return (
    <div
      ref={root}
      className="carousel"
      role="group"
      aria-roledescription={homeUi.carouselRole}
      aria-labelledby="carousel-title"
      data-per-view={[CAROUSEL.visiblePhone, CAROUSEL.visibleTablet, CAROUSEL.visibleDesktop].join(',')}
      data-breakpoints={[CAROUSEL.tabletFromPx, CAROUSEL.desktopFromPx].join(',')}
      data-gap={CAROUSEL.gapPx}
      data-speed={CAROUSEL.speedMs}
    >
      <button type="button" className="carousel-arrow carousel-prev" aria-label={homeUi.carouselPrev}>
        <span aria-hidden="true">‹</span>
      </button>
      <div className="carousel-frame">
        {/* Focusable so that a keyboard can move the row (scroll it, without JavaScript). */}
        {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
        <ul className="carousel-track" tabIndex={0} aria-labelledby="carousel-title">
          {courses.map((course, i) => (
            <li
              key={course.key}
              className="carousel-slide"
              aria-posinset={i + 1}
              aria-setsize={courses.length}
              data-index={i}
              data-position={homeUi.carouselPosition(course.name, i + 1, courses.length)}
            >
              <Link to={`/courses/${course.key}`} className="course-card">
                {course.image ? (
                  <img
                    src={course.image.url}
                    alt={course.imageAlt ?? course.image.alternativeText ?? ''}
                    width={course.image.width ?? 600}
                    height={course.image.height ?? 400}
                    loading="lazy"
                  />
                ) : null}
                <span className="course-card-name">{course.name}</span>
                {course.summary ? <span className="course-card-summary">{course.summary}</span> : null}
              </Link>
            </li>
          ))}
        </ul>
      </div>
      <button type="button" className="carousel-arrow carousel-next" aria-label={homeUi.carouselNext}>
        <span aria-hidden="true">›</span>
      </button>
      <p className="sr-only carousel-live" aria-live="polite" />
    </div>
  );
}
