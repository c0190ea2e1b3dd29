import { useEffect, useId, useRef, useState } from 'react';
import { homeUi } from '@dharma/config';
import type { CourseFamily } from '~/lib/api/content.server';
import { CourseCard } from './CourseCard';

type Slides = typeof import('./CourseSwiper').CourseSwiper;

/**
 * The home page's course carousel: at most `CAROUSEL.courses` families in their carousel order,
 * `CAROUSEL.visible*` slides per screen width, an infinite loop. The page first shows the slides
 * in Swiper's own markup, laid out as Swiper lays them out (app.css); Swiper — a fifth of the home
 * page's JavaScript — is fetched and started once the carousel comes within a screen's height of
 * the view, after hydration and in tasks of its own, so it neither delays nor lengthens the
 * page's start. Without JavaScript the first slides show and every course stays reachable through
 * the course pages.
 */
export function CourseCarousel({ courses }: { courses: CourseFamily[] }) {
  const id = useId().replace(/:/g, '');
  const prev = `carousel-prev-${id}`;
  const next = `carousel-next-${id}`;
  const frame = useRef<HTMLDivElement>(null);
  const [Swiper, setSwiper] = useState<Slides | null>(null);
  useEffect(() => {
    const element = frame.current;
    if (!element) return;
    let gone = false;
    const start = () =>
      void import('./CourseSwiper').then(
        (module) => gone || setSwiper(() => module.CourseSwiper),
        // Without Swiper the slides stay as the page showed them, each course still a link.
        () => undefined,
      );
    const near = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        near.disconnect();
        start();
      },
      { rootMargin: NEAR },
    );
    near.observe(element);
    return () => {
      gone = true;
      near.disconnect();
    };
  }, []);
  return (
    <div className="carousel" ref={frame}>
      <button type="button" className="carousel-arrow carousel-prev" id={prev} aria-label={homeUi.carouselPrev}>
        <span aria-hidden="true">‹</span>
      </button>
      {Swiper ? (
        <Swiper courses={courses} prevId={prev} nextId={next} />
      ) : (
        // Swiper's markup before it starts (swiper/react renders the same on the server).
        <div className="swiper">
          <div className="swiper-wrapper">
            {courses.map((course) => (
              <div className="swiper-slide" key={course.key}>
                <CourseCard course={course} />
              </div>
            ))}
          </div>
        </div>
      )}
      <button type="button" className="carousel-arrow carousel-next" id={next} aria-label={homeUi.carouselNext}>
        <span aria-hidden="true">›</span>
      </button>
    </div>
  );
}

/** How near the screen the carousel must come for Swiper to be fetched: a screen's height below it. */
const NEAR = '0px 0px 100% 0px';
