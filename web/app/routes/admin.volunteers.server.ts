import { type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { messages, ui } from '@dharma/config/words';
import { staffVolunteersQuerySchema, type StaffVolunteerEntry } from '@dharma/config/contracts';
import { idFrom } from '@dharma/config/rules';
import { loadStaffPage, staffTableAction } from '~/lib/admin.server';
import { confirmVolunteer, staffTables } from '~/lib/api/admin.server';
import { FormRefusal } from '~/lib/form.server';

export const loader = ({ request }: LoaderFunctionArgs) =>
  loadStaffPage<StaffVolunteerEntry>(request, staffTables.volunteers, staffVolunteersQuerySchema, ['state', 'page']);

/** A row's "confirm": the CMS confirms once (who and when) and the page comes back (303) with its word. */
export const action = ({ request }: ActionFunctionArgs) =>
  staffTableAction(request, async (staff, form) => {
    const id = form.get('confirm');
    if (idFrom(id) === null) throw new FormRefusal(messages.volunteer_not_found, null, 404);
    await confirmVolunteer(staff.api, id);
    return ui.admin.volunteers.done;
  });
