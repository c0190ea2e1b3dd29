import { type ActionFunctionArgs, type LoaderFunctionArgs, redirect } from '@remix-run/node';
import {
  approveSchema,
  bulkApproveSchema,
  cancelSelectionSchema,
  staffApplicationsQuerySchema,
  type SemesterApplication,
} from '@dharma/config/contracts';
import { messages, ui } from '@dharma/config/words';
import { idFrom } from '@dharma/config/rules';
import { loadStaffPage, staffTableAction } from '~/lib/admin.server';
import { approveApplication, approveApplications, staffTables } from '~/lib/api/admin.server';
import { check, FormRefusal } from '~/lib/form.server';

export const loader = ({ request }: LoaderFunctionArgs) =>
  loadStaffPage<SemesterApplication>(request, staffTables.applications, staffApplicationsQuerySchema, [
    'semester',
    'state',
    'name',
    'page',
  ]);

/**
 * Approves one learner (the row's button) or every ticked learner (the bulk button), then comes
 * back to the same filtered page (303) with what was done, or the CMS's reason, as the page's
 * message. Cancelling the ticked learners needs a reason first: it goes on to the cancel page
 * with them. The CMS decides; nothing here changes an application.
 */
export const action = ({ request }: ActionFunctionArgs) =>
  staffTableAction(request, async (staff, form) => {
    const intent = form.get('intent');
    const semester = form.get('semester');
    if (intent.startsWith('approve:')) {
      const body = approveSchema.safeParse({ semester });
      const learner = intent.slice('approve:'.length);
      if (!body.success || idFrom(learner) === null) throw new FormRefusal(messages.approval_payload_invalid);
      const line = await approveApplication(staff.api, learner, body.data);
      return ui.admin.approvals.done(line.name ?? `#${line.learner}`);
    }
    if (intent === 'approve-selected') {
      const result = await approveApplications(staff.api, check(bulkApproveSchema, { semester, learners: form.all('learner') }));
      return ui.admin.approvals.bulkDone(result.approved.length, result.skipped.length);
    }
    if (intent === 'cancel-selected') {
      const picked = check(cancelSelectionSchema, { semester, learners: form.all('learner') });
      const query = new URLSearchParams(picked.learners.map((learner) => ['learner', String(learner)]));
      if (picked.semester) query.set('semester', picked.semester);
      return redirect(`/admin/approvals/cancel?${query}`, { status: 303, headers: await staff.api.headers() });
    }
    throw new FormRefusal(messages.approval_payload_invalid);
  });
