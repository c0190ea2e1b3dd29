import { type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { moderationSchema, staffPostsQuerySchema, type StaffPost } from '@dharma/config/contracts';
import { messages, ui } from '@dharma/config/words';
import { idFrom } from '@dharma/config/rules';
import { loadStaffPage, staffTableAction } from '~/lib/admin.server';
import { moderatePost, staffTables } from '~/lib/api/admin.server';
import { check, FormRefusal } from '~/lib/form.server';

export const loader = ({ request }: LoaderFunctionArgs) =>
  loadStaffPage<StaffPost>(request, staffTables.posts, staffPostsQuerySchema, ['course', 'q', 'state', 'page']);

/**
 * A row's "hide" (with the reason typed beside it) or "show again"; the CMS decides and the page
 * comes back (303) with its word, keeping the filters.
 */
export const action = ({ request }: ActionFunctionArgs) =>
  staffTableAction(request, async (staff, form) => {
    const [intent, id] = form.get('intent').split(':');
    if (idFrom(id) === null || (intent !== 'hide' && intent !== 'show')) throw new FormRefusal(messages.moderation_payload_invalid);
    const change = check(moderationSchema, intent === 'hide' ? { hidden: true, reason: form.get(`reason-${id}`) } : { hidden: false });
    await moderatePost(staff.api, id, change);
    return intent === 'hide' ? ui.admin.posts.hidden : ui.admin.posts.shown;
  });
