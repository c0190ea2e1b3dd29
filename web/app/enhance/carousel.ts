/**
 * The home page's course carousel, brought to life by Swiper once the page is idle: an endless
 * loop both ways, arrows that slide one course in the configured time, the keyboard's arrow keys
 * on the focused row, and the course now first in view told to screen readers.
 *
 * The home page, which React does not hydrate (React and Remix are 77 KB of the phone's budget
 * of 100, and hydrating the page was its one long task), starts it from `./home`; a home page
 * reached by a link inside the running app starts it from the component. It reads everything it
 * needs from the server-rendered markup (counts, widths, speed and the Korean words are in data
 * attributes), so it imports nothing of the app and its chunk holds Swiper's core and this file.
 *
 * Until it runs (or without JavaScript) the row is a list that scrolls sideways and snaps to a
 * card: every course can be reached, and the arrows, which would do nothing, are not shown.
 */
import Swiper from 'swiper';

const numbers = (value: string | undefined) => (value ?? '').split(',').map(Number);

/** Starts the carousel in `root` (a `.carousel` the server wrote); returns what stops it. */
export function startCarousel(root: HTMLElement): () => void {
  const frame = root.querySelector<HTMLElement>('.carousel-frame');
  const track = root.querySelector<HTMLElement>('.carousel-track');
  const live = root.querySelector<HTMLElement>('.carousel-live');
  if (!frame || !track || root.classList.contains('is-live')) return () => {};
  const [phone, tablet, desktop] = numbers(root.dataset.perView);
  const [tabletFrom, desktopFrom] = numbers(root.dataset.breakpoints);
  const gap = Number(root.dataset.gap);
  const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  // The scrolled row's position is kept: the course a person scrolled to stays first.
  const firstStep = track.children[1] ? (track.children[1] as HTMLElement).offsetLeft - (track.children[0] as HTMLElement).offsetLeft : 1;
  const initialSlide = Math.round(track.scrollLeft / Math.max(1, firstStep));
  track.scrollLeft = 0;
  root.classList.add('is-live');

  const swiper = new Swiper(frame, {
    wrapperClass: 'carousel-track',
    slideClass: 'carousel-slide',
    slidesPerView: phone,
    spaceBetween: gap,
    breakpoints: { [tabletFrom]: { slidesPerView: tablet }, [desktopFrom]: { slidesPerView: desktop } },
    loop: true,
    initialSlide,
    speed: reduced ? 0 : Number(root.dataset.speed),
    watchSlidesProgress: true,
  });

  const announce = () => {
    const slide = swiper.slides[swiper.activeIndex];
    if (live && slide?.dataset.position) live.textContent = slide.dataset.position;
  };
  const move = (step: 1 | -1) => {
    if (step > 0) swiper.slideNext();
    else swiper.slidePrev();
    announce();
  };
  const prev = root.querySelector('.carousel-prev');
  const next = root.querySelector('.carousel-next');
  const back = () => move(-1);
  const on = () => move(1);
  prev?.addEventListener('click', back);
  next?.addEventListener('click', on);
  // The focused row moves with the arrow keys; the page's own scrolling keys are left alone elsewhere.
  track.addEventListener('keydown', (event) => {
    if (event.target !== track || (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight')) return;
    event.preventDefault();
    move(event.key === 'ArrowRight' ? 1 : -1);
  });
  // A course reached by Tab is brought into view.
  track.addEventListener('focusin', (event) => {
    const slide = (event.target as HTMLElement).closest<HTMLElement>('.carousel-slide');
    if (slide && !slide.classList.contains('swiper-slide-fully-visible')) swiper.slideToLoop(Number(slide.dataset.index), undefined, false);
  });
  swiper.on('slideChangeTransitionEnd', () => {
    track.dataset.current = String(swiper.realIndex);
  });
  track.dataset.current = String(swiper.realIndex);
  return () => {
    prev?.removeEventListener('click', back);
    next?.removeEventListener('click', on);
    swiper.destroy(true, true);
    root.classList.remove('is-live');
  };
}
