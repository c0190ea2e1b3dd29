import { Link } from '@remix-run/react';
import { useId } from 'react';
import { Swiper, SwiperSlide } from 'swiper/react';
import { A11y, Keyboard, Navigation } from 'swiper/modules';
import { CAROUSEL, homeUi } from '@dharma/config';
import type { CourseFamily } from '~/lib/api/content.server';

/**
 * The home page's course carousel: at most `CAROUSEL.courses` families in their carousel order,
 * `CAROUSEL.visible*` slides per screen width, an infinite loop. Without JavaScript the first
 * slides show and every course stays reachable through the course pages.
 */
export function CourseCarousel({ courses }: { courses: CourseFamily[] }) {
  const id = useId().replace(/:/g, '');
  const prev = `carousel-prev-${id}`;
  const next = `carousel-next-${id}`;
  return (
    <div className="carousel">
      <button type="button" className="carousel-arrow carousel-prev" id={prev} aria-label={homeUi.carouselPrev}>
        <span aria-hidden="true">‹</span>
      </button>
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
        navigation={{ prevEl: `#${prev}`, nextEl: `#${next}` }}
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
          </SwiperSlide>
        ))}
      </Swiper>
      <button type="button" className="carousel-arrow carousel-next" id={next} aria-label={homeUi.carouselNext}>
        <span aria-hidden="true">›</span>
      </button>
    </div>
  );
}
