import { Link } from '@remix-run/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { CAROUSEL, homeUi } from '@dharma/config';
import type { CourseFamily } from '~/lib/api/content.server';

/** The slide a move from `from` by `step` lands on: past the last place the row starts over, before the first it ends. */
export function carouselTarget(from: number, step: 1 | -1, count: number, perView: number): number {
  const lastStart = Math.max(0, count - perView);
  if (step > 0) return from >= lastStart ? 0 : from + 1;
  return from <= 0 ? lastStart : from - 1;
}

/**
 * The home page's course carousel: at most `CAROUSEL.courses` families in their carousel order,
 * `CAROUSEL.visible*` slides per screen width (the CSS sets the widths), arrows that move one course
 * in `CAROUSEL.speedMs` and go round at either end.
 *
 * A row of cards that scrolls sideways with snap points, so a finger swipes it, a keyboard scrolls
 * it (the row is focusable) and without JavaScript every course is still reachable; the script only
 * animates the arrows and tells screen readers where the row is. It replaced Swiper: the same
 * behaviour for 1 KB instead of 28 KB on the page every visitor opens first, on phones that pay
 * for each kilobyte and each millisecond of start-up.
 */
export function CourseCarousel({ courses }: { courses: CourseFamily[] }) {
  const track = useRef<HTMLUListElement>(null);
  const animation = useRef<number | null>(null);
  const [current, setCurrent] = useState(0);
  const [announcement, setAnnouncement] = useState('');

  const geometry = useCallback(() => {
    const row = track.current;
    const slide = row?.querySelector<HTMLElement>('.carousel-slide');
    if (!row || !slide) return null;
    const second = slide.nextElementSibling as HTMLElement | null;
    const step = second ? second.offsetLeft - slide.offsetLeft : slide.offsetWidth;
    return { row, step, perView: Math.max(1, Math.round(row.clientWidth / step)) };
  }, []);

  // A swipe or a keyboard scroll settles on a slide: that slide is the current one.
  useEffect(() => {
    const row = track.current;
    if (!row) return undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const settle = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        const g = geometry();
        if (g && animation.current === null) setCurrent(Math.round(g.row.scrollLeft / g.step));
      }, 80);
    };
    row.addEventListener('scroll', settle, { passive: true });
    return () => {
      clearTimeout(timer);
      row.removeEventListener('scroll', settle);
    };
  }, [geometry]);

  const move = (step: 1 | -1) => {
    const g = geometry();
    if (!g) return;
    const target = carouselTarget(current, step, courses.length, g.perView);
    setCurrent(target);
    const course = courses[target];
    setAnnouncement(`${course.name} (${target + 1} / ${courses.length})`);
    const from = g.row.scrollLeft;
    const to = target * g.step;
    if (animation.current !== null) cancelAnimationFrame(animation.current);
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    // Snap points would catch a scroll in flight and cut the slide short: off while it moves.
    g.row.style.scrollSnapType = 'none';
    const started = performance.now();
    const frame = (now: number) => {
      const t = reduced ? 1 : Math.min(1, (now - started) / CAROUSEL.speedMs);
      const eased = t < 0.5 ? 2 * t * t : 1 - (-2 * t + 2) ** 2 / 2;
      g.row.scrollLeft = from + (to - from) * eased;
      if (t < 1) {
        animation.current = requestAnimationFrame(frame);
      } else {
        animation.current = null;
        g.row.style.scrollSnapType = '';
        g.row.dataset.current = String(target);
      }
    };
    animation.current = requestAnimationFrame(frame);
  };

  return (
    <div className="carousel" role="group" aria-roledescription={homeUi.carouselRole} aria-labelledby="carousel-title">
      <button type="button" className="carousel-arrow carousel-prev" aria-label={homeUi.carouselPrev} onClick={() => move(-1)}>
        <span aria-hidden="true">‹</span>
      </button>
      {/* Focusable so that a keyboard can scroll the row without a mouse or JavaScript. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <ul className="carousel-track" ref={track} tabIndex={0} aria-labelledby="carousel-title" data-current={current}>
        {courses.map((course, i) => (
          <li key={course.key} className="carousel-slide" aria-current={i === current ? 'true' : undefined}>
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
      <button type="button" className="carousel-arrow carousel-next" aria-label={homeUi.carouselNext} onClick={() => move(1)}>
        <span aria-hidden="true">›</span>
      </button>
      <p className="sr-only" aria-live="polite">
        {announcement}
      </p>
    </div>
  );
}
