import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { redirect } from '@remix-run/node';
import { Form, useLoaderData, useNavigation } from '@remix-run/react';
import { formatDate, messages, staffVolunteersQuerySchema, ui, formatDateTime, type StaffVolunteerEntry, idFrom } from '@dharma/config';
import { AdminFilters } from '~/components/admin/AdminFilters';
import { AdminError, AdminTable } from '~/components/admin/AdminTable';
import { AdminPager } from '~/components/admin/Pager';
import { loadStaffPage } from '~/lib/admin.server';
import { confirmVolunteer, staffTables } from '~/lib/api/admin.server';
import { requireStaff } from '~/lib/auth.server';
import { CmsError, isRefusal } from '~/lib/cms.server';

export const meta: MetaFunction = () => [{ title: `${ui.admin.volunteers.title} | ${ui.siteName}` }, { name: 'robots', content: 'noindex' }];

export const loader = ({ request }: LoaderFunctionArgs) => loadStaffPage<StaffVolunteerEntry>(request, staffTables.volunteers, staffVolunteersQuerySchema, ['state', 'page']);

/** A row's "confirm": the CMS confirms once (who and when) and the page comes back (303) with its word. */
export async function action({ request }: ActionFunctionArgs) {
  const staff = await requireStaff(request);
  const url = new URL(request.url);
  const id = String((await request.formData()).get('confirm') ?? '');
  const session = staff.api.session;
  try {
    if (idFrom(id) === null) throw new CmsError(404, messages.volunteer_not_found, url.pathname);
    await confirmVolunteer(staff.api, id);
    session.flash('message', ui.admin.volunteers.done);
  } catch (error) {
    if (!isRefusal(error)) throw error;
    session.flash('error', error.reason);
  }
  staff.api.touch();
  return redirect(`${url.pathname}${url.search}`, { status: 303, headers: await staff.api.headers() });
}

/** Volunteer entries waiting for confirmation (or confirmed ones), each confirmed with one button. */
export default function AdminVolunteers() {
  const { data, filters, error } = useLoaderData<typeof loader>();
  const busy = useNavigation().state === 'submitting';
  const t = ui.admin.volunteers;
  return (
    <>
      <h1>{t.title}</h1>
      <p>{t.intro}</p>
      <AdminFilters reset="/admin/volunteers">
        <div className="field">
          <label htmlFor="volunteers-state">{t.state}</label>
          <select id="volunteers-state" name="state" defaultValue={filters.state}>
            <option value="unconfirmed">{t.states.unconfirmed}</option>
            <option value="confirmed">{t.states.confirmed}</option>
          </select>
        </div>
      </AdminFilters>
      <AdminError error={error} />
      <p>{t.total(data.total)}</p>
      <Form method="post">
        <AdminTable
          label={t.tableLabel}
          empty={t.empty}
          columns={[t.learner, t.date, t.hours, t.content, t.email, t.action]}
          rows={data.entries.map((e) => {
            const name = e.learner_name ?? `#${e.learner}`;
            return (
              <tr key={e.id} data-entry={e.id}>
                <td>
                  {name} <span className="muted small">#{e.learner}</span>
                </td>
                <td className="nowrap">{formatDate(e.date)}</td>
                <td className="nowrap">{t.hrs(e.hrs)}</td>
                <td className="post-text">{e.content}</td>
                <td>{e.email ?? '—'}</td>
                <td>
                  {e.confirmed && e.confirmed_at ? (
                    <span className="muted small">{t.confirmedAt(formatDateTime(e.confirmed_at))}</span>
                  ) : (
                    <button type="submit" name="confirm" value={e.id} className="button" aria-label={t.confirmLabel(name, formatDate(e.date))} disabled={busy}>
                      {t.confirm}
                    </button>
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
