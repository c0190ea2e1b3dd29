import { type ActionFunctionArgs, type LoaderFunctionArgs, redirect } from '@remix-run/node';
import { messages, staffVolunteersQuerySchema, ui, type StaffVolunteerEntry, idFrom } from '@dharma/config';
import { loadStaffPage } from '~/lib/admin.server';
import { confirmVolunteer, staffTables } from '~/lib/api/admin.server';
import { requireStaff } from '~/lib/auth.server';
import { formAction, FormRefusal, readForm } from '~/lib/form.server';

export const loader = ({ request }: LoaderFunctionArgs) =>
  loadStaffPage<StaffVolunteerEntry>(request, staffTables.volunteers, staffVolunteersQuerySchema, ['state', 'page']);

/** A row's "confirm": the CMS confirms once (who and when) and the page comes back (303) with its word. */
export async function action({ request }: ActionFunctionArgs) {
  const staff = await requireStaff(request);
  const url = new URL(request.url);
  const id = (await readForm(request)).get('confirm');
  const session = staff.api.session;
  const back = async () => {
    staff.api.touch();
    return redirect(`${url.pathname}${url.search}`, { status: 303, headers: await staff.api.headers() });
  };
  return formAction(
    async () => {
      if (idFrom(id) === null) throw new FormRefusal(messages.volunteer_not_found, null, 404);
      await confirmVolunteer(staff.api, id);
      session.flash('message', ui.admin.volunteers.done);
      return back();
    },
    ({ message }) => {
      session.flash('error', message);
      return back();
    },
  );
}
