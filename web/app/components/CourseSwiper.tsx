import { Swiper, SwiperSlide } from 'swiper/react';
import { A11y, Keyboard, Navigation } from 'swiper/modules';
import { CAROUSEL, homeUi } from '@dharma/config';
import type { CourseFamily } from '~/lib/api/content.server';
import { CourseCard } from './CourseCard';

/**
 * The carousel's slides once Swiper runs: `CAROUSEL.visible*` slides per screen width, an infinite
 * loop, moved by the arrows `prevId` and `nextId`. Loaded by CourseCarousel on its own (see there).
 */
export function CourseSwiper({ courses, prevId, nextId }: { courses: CourseFamily[]; prevId: string; nextId: string }) {
  return (
    <Swiper
      modules={[Navigation, A11y, Keyboard]}
      loop
      speed={CAROUSEL.speedMs}
      spaceBetween={16}
      slidesPerView={CAROUSEL.visiblePhone}
      breakpoints={{
        640: { slidesPerView: CAROUSEL.visibleTablet },
        960: { slidesPerView: CAROUSEL.visibleDesktop },
      }}
      navigation={{ prevEl: `#${prevId}`, nextEl: `#${nextId}` }}
      keyboard={{ enabled: true, onlyInViewport: true }}
      a11y={{
        enabled: true,
        prevSlideMessage: homeUi.carouselPrev,
        nextSlideMessage: homeUi.carouselNext,
        firstSlideMessage: homeUi.carouselFirst,
        lastSlideMessage: homeUi.carouselLast,
        paginationBulletMessage: '{{index}}',
        slideLabelMessage: '{{index}} / {{slidesLength}}',
        containerRoleDescriptionMessage: homeUi.carouselRole,
        itemRoleDescriptionMessage: homeUi.carouselSlideRole,
        slideRole: 'group',
      }}
    >
      {courses.map((course) => (
        <SwiperSlide key={course.key}>
          <CourseCard course={course} />
        </SwiperSlide>
      ))}
    </Swiper>
  );
}
