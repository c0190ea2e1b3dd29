/**
 * The home page's only script (it is not hydrated): starts its carousels once the page is idle,
 * so the first paint and the first input never wait for Swiper.
 */
import { startCarousel } from './carousel';

const startAll = () => {
  for (const root of document.querySelectorAll<HTMLElement>('.carousel[data-per-view]')) startCarousel(root);
};

if ('requestIdleCallback' in window) window.requestIdleCallback(startAll, { timeout: 1500 });
else setTimeout(startAll, 1);
