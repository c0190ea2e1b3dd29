import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { redirect } from '@remix-run/node';
import { Form, useLoaderData, useNavigation } from '@remix-run/react';
import { moderationSchema, messages, staffPostsQuerySchema, ui, formatDateTime, type StaffPost, idFrom } from '@dharma/config';
import { firstIssue } from '@dharma/config/schemas';
import { AdminFilters } from '~/components/admin/AdminFilters';
import { AdminError, AdminTable } from '~/components/admin/AdminTable';
import { AdminPager } from '~/components/admin/Pager';
import { loadStaffPage } from '~/lib/admin.server';
import { moderatePost, staffTables } from '~/lib/api/admin.server';
import { requireStaff } from '~/lib/auth.server';
import { CmsError, isRefusal } from '~/lib/cms.server';

export const meta: MetaFunction = () => [{ title: `${ui.admin.posts.title} | ${ui.siteName}` }, { name: 'robots', content: 'noindex' }];

export const loader = ({ request }: LoaderFunctionArgs) => loadStaffPage<StaffPost>(request, staffTables.posts, staffPostsQuerySchema, ['course', 'q', 'state', 'page']);

/**
 * A row's "hide" (with the reason typed beside it) or "show again"; the CMS decides and the page
 * comes back (303) with its word, keeping the filters.
 */
export async function action({ request }: ActionFunctionArgs) {
  const staff = await requireStaff(request);
  const url = new URL(request.url);
  const form = await request.formData();
  const [intent, id] = String(form.get('intent') ?? '').split(':');
  const session = staff.api.session;
  try {
    if (idFrom(id) === null || (intent !== 'hide' && intent !== 'show')) throw new CmsError(400, messages.moderation_payload_invalid, url.pathname);
    const body = moderationSchema.safeParse(intent === 'hide' ? { hidden: true, reason: String(form.get(`reason-${id}`) ?? '') } : { hidden: false });
    if (!body.success) throw new CmsError(400, firstIssue(body.error), url.pathname);
    await moderatePost(staff.api, id, body.data);
    session.flash('message', intent === 'hide' ? ui.admin.posts.hidden : ui.admin.posts.shown);
  } catch (error) {
    if (!isRefusal(error)) throw error;
    session.flash('error', error.reason);
  }
  staff.api.touch();
  return redirect(`${url.pathname}${url.search}`, { status: 303, headers: await staff.api.headers() });
}

/** Learners' verses and stories: filter, read as text, hide with a reason or show again. */
export default function AdminPosts() {
  const { data, filters, error } = useLoaderData<typeof loader>();
  const busy = useNavigation().state === 'submitting';
  const t = ui.admin.posts;
  return (
    <>
      <h1>{t.title}</h1>
      <p>{t.intro}</p>
      <AdminFilters reset="/admin/posts">
        <div className="field">
          <label htmlFor="posts-course">{t.course}</label>
          <input id="posts-course" name="course" defaultValue={filters.course} maxLength={21} />
        </div>
        <div className="field">
          <label htmlFor="posts-q">{t.q}</label>
          <input id="posts-q" name="q" type="search" defaultValue={filters.q} maxLength={40} />
        </div>
        <div className="field">
          <label htmlFor="posts-state">{t.state}</label>
          <select id="posts-state" name="state" defaultValue={filters.state}>
            <option value="">{t.all}</option>
            <option value="shown">{t.states.shown}</option>
            <option value="hidden">{t.states.hidden}</option>
          </select>
        </div>
      </AdminFilters>
      <AdminError error={error} />
      <p>{t.total(data.total)}</p>
      <Form method="post">
        <AdminTable
          label={t.tableLabel}
          empty={t.empty}
          columns={[t.author, t.where, t.type, t.text, t.state, t.action]}
          rows={data.entries.map((p) => {
            const author = p.author_name ?? t.unnamed;
            return (
              <tr key={p.id} data-post={p.id}>
                <td>
                  {author} <span className="muted small">#{p.author}</span>
                </td>
                <td className="nowrap">
                  {t.day(p.course_code, p.day)}
                  <div className="muted small">
                    <time dateTime={p.written_at}>{formatDateTime(p.written_at)}</time>
                  </div>
                </td>
                <td>{t.types[p.type] ?? p.type}</td>
                <td className="post-text">{p.text}</td>
                <td>
                  <strong>{p.hidden ? t.states.hidden : t.states.shown}</strong>
                  {p.hidden_reason ? <div className="small">{t.hiddenBecause(p.hidden_reason)}</div> : null}
                </td>
                <td>
                  {p.hidden ? (
                    <button type="submit" name="intent" value={`show:${p.id}`} className="button button-light" aria-label={t.showLabel(author)} disabled={busy}>
                      {t.show}
                    </button>
                  ) : (
                    <div className="stack">
                      <label className="sr-only" htmlFor={`reason-${p.id}`}>
                        {t.reasonLabel(author)}
                      </label>
                      <input id={`reason-${p.id}`} name={`reason-${p.id}`} maxLength={200} placeholder={t.reason} className="reason-input" />
                      <button type="submit" name="intent" value={`hide:${p.id}`} className="button button-danger" aria-label={t.hideLabel(author)} disabled={busy}>
                        {t.hide}
                      </button>
                    </div>
                  )}
                </td>
              </tr>
            );
          })}
        />
      </Form>
      <AdminPager label={t.title} filters={filters} page={data.page} total={data.total} pageSize={data.page_size} />
    </>
  );
}
