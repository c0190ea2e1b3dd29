import { Link } from '@remix-run/react';
import type { CourseFamily } from '~/lib/api/content.server';

/** One course family in the home page's carousel: its picture, name and summary, linking to its page. */
export function CourseCard({ course }: { course: CourseFamily }) {
  return (
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
  );
}
