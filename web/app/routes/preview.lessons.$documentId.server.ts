import { type LoaderFunctionArgs, json } from '@remix-run/node';
import { messages } from '@dharma/config/words';
import { type LessonPreview } from '@dharma/config/contracts';
import { verifyPreview } from '@dharma/config/platform/preview';
import { getLessonPreview } from '~/lib/api/studyroom.server';
import { isRefusal } from '~/lib/cms.server';
import { env } from '~/lib/env.server';
import { panelOrigin, PRIVATE, routeHeaders } from '~/lib/http.server';

export const headers = routeHeaders;

type PreviewData = { lesson: LessonPreview; refused: null; panelOrigin: string } | { lesson: null; refused: string; panelOrigin: string };

/**
 * A lesson as the panel's Preview shows it, on a link the CMS signed. A link that is not signed,
 * was changed or has expired is refused before anything is fetched. Never shared or kept by a
 * cache: a draft is for editors only.
 */
export async function loader({ request: req, params }: LoaderFunctionArgs) {
  const query = new URL(req.url).searchParams;
  const origin = panelOrigin();
  const check = verifyPreview(env().PREVIEW_SECRET, {
    documentId: params.documentId,
    status: query.get('status'),
    expires: query.get('expires'),
    sig: query.get('sig'),
  });
  if (!check.ok) {
    const refused = check.reason === 'expired' ? messages.preview_expired : messages.preview_invalid;
    return json<PreviewData>({ lesson: null, refused, panelOrigin: origin }, { status: 403, headers: PRIVATE });
  }
  const { documentId, status } = check.target;
  try {
    const lesson = await getLessonPreview(documentId, status);
    return json<PreviewData>({ lesson, refused: null, panelOrigin: origin }, { headers: PRIVATE });
  } catch (error) {
    // Deleted since the link was made, or never published when the published version is asked for.
    if (isRefusal(error, [404]))
      return json<PreviewData>({ lesson: null, refused: error.reason, panelOrigin: origin }, { status: 404, headers: PRIVATE });
    throw error;
  }
}
