import { type ActionFunctionArgs, type LoaderFunctionArgs, redirect } from '@remix-run/node';
import { moderationSchema, messages, staffPostsQuerySchema, ui, type StaffPost, idFrom } from '@dharma/config';
import { loadStaffPage } from '~/lib/admin.server';
import { moderatePost, staffTables } from '~/lib/api/admin.server';
import { requireStaff } from '~/lib/auth.server';
import { check, formAction, FormRefusal, readForm } from '~/lib/form.server';

export const loader = ({ request }: LoaderFunctionArgs) =>
  loadStaffPage<StaffPost>(request, staffTables.posts, staffPostsQuerySchema, ['course', 'q', 'state', 'page']);

/**
 * A row's "hide" (with the reason typed beside it) or "show again"; the CMS decides and the page
 * comes back (303) with its word, keeping the filters.
 */
export async function action({ request }: ActionFunctionArgs) {
  const staff = await requireStaff(request);
  const url = new URL(request.url);
  const form = await readForm(request);
  const [intent, id] = form.get('intent').split(':');
  const session = staff.api.session;
  const back = async () => {
    staff.api.touch();
    return redirect(`${url.pathname}${url.search}`, { status: 303, headers: await staff.api.headers() });
  };
  return formAction(
    async () => {
      if (idFrom(id) === null || (intent !== 'hide' && intent !== 'show')) throw new FormRefusal(messages.moderation_payload_invalid);
      await moderatePost(
        staff.api,
        id,
        check(moderationSchema, intent === 'hide' ? { hidden: true, reason: form.get(`reason-${id}`) } : { hidden: false }),
      );
      session.flash('message', intent === 'hide' ? ui.admin.posts.hidden : ui.admin.posts.shown);
      return back();
    },
    ({ message }) => {
      session.flash('error', message);
      return back();
    },
  );
}
