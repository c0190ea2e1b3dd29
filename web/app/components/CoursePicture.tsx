import type { CourseImage } from '@dharma/config/rules';

/**
 * A course's picture (its course-code image) with the alt text editors gave it. Its box is sized
 * by CSS (`aspect-ratio`) before the file arrives, so nothing moves when it does; the file's own
 * width and height tell the browser its shape. `lazy` for pictures below the first screen.
 */
export function CoursePicture({
  image,
  className,
  lazy = true,
}: {
  image: CourseImage | null | undefined;
  className: string;
  lazy?: boolean;
}) {
  if (!image) return null;
  return (
    <img
      src={image.url}
      alt={image.alt}
      width={image.width ?? 600}
      height={image.height ?? 400}
      className={`course-picture ${className}`}
      loading={lazy ? 'lazy' : 'eager'}
      decoding="async"
    />
  );
}
