import type { LoaderFunctionArgs } from '@remix-run/node';
import { isCatalogKey } from '@dharma/config/rules';
import { getCourseFamily } from '~/lib/api/content.server';
import { notFound, routeHeaders } from '~/lib/http.server';

export const headers = routeHeaders;

/** A course family's public page, its levels in order and the one asked for (`?level=`) open. */
export async function loader({ params, request }: LoaderFunctionArgs) {
  const key = params.family ?? '';
  if (!isCatalogKey(key)) notFound();
  const family = await getCourseFamily(key);
  if (!family) notFound();
  const levels = [...(family.levels ?? [])].sort((a, b) => a.level - b.level);
  const asked = Number(new URL(request.url).searchParams.get('level'));
  const selected = levels.find((l) => l.level === asked) ?? levels[0] ?? null;
  return { family: { ...family, levels }, selected };
}
