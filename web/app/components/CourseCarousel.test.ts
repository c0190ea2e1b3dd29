import { describe, expect, it } from 'vitest';
import { carouselTarget } from './CourseCarousel';

describe('where an arrow moves the carousel', () => {
  it('one course at a time, and round at either end on a phone (one card per screen)', () => {
    expect(carouselTarget(0, 1, 8, 1)).toBe(1);
    expect(carouselTarget(7, 1, 8, 1)).toBe(0);
    expect(carouselTarget(0, -1, 8, 1)).toBe(7);
    expect(carouselTarget(3, -1, 8, 1)).toBe(2);
  });

  it('with three cards on screen the row ends when the last course is in view, and starts over from there', () => {
    // Eight courses, three visible: the row's last position shows courses 6–8.
    expect(carouselTarget(4, 1, 8, 3)).toBe(5);
    expect(carouselTarget(5, 1, 8, 3)).toBe(0);
    expect(carouselTarget(0, -1, 8, 3)).toBe(5);
  });

  it('fewer courses than fit on screen never move', () => {
    expect(carouselTarget(0, 1, 2, 3)).toBe(0);
    expect(carouselTarget(0, -1, 2, 3)).toBe(0);
  });
});
