import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { announcementSchema, announcementSendSchema, type AnnouncementAudience, type AnnouncementPreview } from '@dharma/config/contracts';
import { ui } from '@dharma/config/words';
import { getAnnouncementAudience, previewAnnouncement, sendAnnouncement } from '~/lib/api/admin.server';
import { requireStaff } from '~/lib/auth.server';
import { attempt } from '~/lib/cms.server';
import { check, formAction, readForm } from '~/lib/form.server';

/** What the form carries between its steps (what staff typed, sent back with a refusal or a preview). */
export interface AnnouncementForm {
  semester: string;
  course: string;
  subject: string;
  body: string;
  id: string;
}

/**
 * The semester in the address (a plain GET form picks it) and its classes with how many paid;
 * an unknown semester is said in Korean and the one running is offered instead.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const staff = await requireStaff(request);
  const asked = new URL(request.url).searchParams.get('semester') ?? '';
  let read = await attempt(getAnnouncementAudience(staff.api, asked), [400, 404]);
  const error = read.ok ? null : read.refused.reason;
  if (!read.ok) read = await attempt(getAnnouncementAudience(staff.api, ''), [400, 404]);
  const audience: AnnouncementAudience = read.ok ? read.value : { semesters: [], semester: null, learners: 0, classes: [] };
  return json({ audience, error }, { headers: await staff.api.headers() });
}

type Answer = {
  step: 'compose' | 'preview';
  form: AnnouncementForm;
  preview: AnnouncementPreview | null;
  error: string | null;
  field: string | null;
};

/**
 * Three buttons, no JavaScript needed: "preview" renders the message and counts its learners
 * (the CMS gives the id to send it with, carried in a hidden field); "edit" goes back to the
 * words; "send" writes one notice per learner and returns to the list with what it did. The same
 * id sent twice adds nothing, and the list says so.
 */
export async function action({ request }: ActionFunctionArgs) {
  const staff = await requireStaff(request);
  const input = await readForm(request);
  const form: AnnouncementForm = {
    semester: input.get('semester'),
    course: input.get('course'),
    subject: input.get('subject'),
    body: input.get('body'),
    id: input.get('id'),
  };
  const t = ui.adminNotices.announce;
  const answer = async (value: Answer, status = 200) => json(value, { status, headers: await staff.api.headers() });
  const intent = input.get('intent');
  if (intent === 'edit') return answer({ step: 'compose', form, preview: null, error: null, field: null });
  return formAction(
    async () => {
      if (intent === 'send') {
        const sent = await sendAnnouncement(staff.api, check(announcementSendSchema, form));
        staff.api.session.flash('message', sent.already ? t.already : t.sent(sent.added));
        staff.api.touch();
        return redirect('/admin/notices', { status: 303, headers: await staff.api.headers() });
      }
      const preview = await previewAnnouncement(staff.api, check(announcementSchema, form));
      return answer({ step: 'preview', form: { ...form, id: preview.id }, preview, error: null, field: null });
    },
    ({ message, field, status }) => answer({ step: 'compose', form, preview: null, error: message, field }, status),
  );
}
