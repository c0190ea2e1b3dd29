import { type ActionFunctionArgs, type LoaderFunctionArgs, json, redirect } from '@remix-run/node';
import { ARTICLE_TYPES, type ArticleType } from '@dharma/config/rules';
import { articleMoveSchema, articleOrderSchema } from '@dharma/config/contracts';
import { ui } from '@dharma/config/words';
import { getStaffArticles, moveArticle, orderArticles } from '~/lib/api/admin.server';
import { requireStaff } from '~/lib/auth.server';
import { check, formAction, readForm } from '~/lib/form.server';
import { panelOrigin } from '~/lib/http.server';

const typeIn = (value: string | null): ArticleType =>
  (ARTICLE_TYPES as readonly string[]).includes(value ?? '') ? (value as ArticleType) : 'notice';

export async function loader({ request }: LoaderFunctionArgs) {
  const staff = await requireStaff(request);
  const type = typeIn(new URL(request.url).searchParams.get('type'));
  const articles = await getStaffArticles(staff.api, type);
  return json(
    { type, articles, panel: `${panelOrigin()}/admin/content-manager/collection-types/api::article.article` },
    { headers: await staff.api.headers() },
  );
}

/**
 * Up and down buttons post `intent=move`; a drag (with JavaScript) posts the whole order. Either
 * way the CMS checks it against the published articles and saves it; the page comes back (303)
 * with the CMS's word.
 */
export async function action({ request }: ActionFunctionArgs) {
  const staff = await requireStaff(request);
  const type = typeIn(new URL(request.url).searchParams.get('type'));
  const form = await readForm(request);
  const session = staff.api.session;
  const back = async () => {
    staff.api.touch();
    return redirect(`/admin/articles?type=${type}`, { status: 303, headers: await staff.api.headers() });
  };
  return formAction(
    async () => {
      if (form.get('intent') === 'order') {
        await orderArticles(staff.api, type, check(articleOrderSchema, { document_ids: form.all('document_id') }));
      } else {
        const [documentId, direction] = form.get('move').split(':');
        await moveArticle(staff.api, type, check(articleMoveSchema, { document_id: documentId, direction }));
      }
      session.flash('message', ui.admin.articles.moved);
      return back();
    },
    ({ message }) => {
      session.flash('error', message);
      return back();
    },
  );
}
