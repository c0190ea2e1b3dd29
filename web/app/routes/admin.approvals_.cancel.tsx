import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { json, redirect } from '@remix-run/node';
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react';
import { cancelApplicationSchema, formatWon, ui, type SemesterApplicationsPage } from '@dharma/config';
import { firstIssue } from '@dharma/config/schemas';
import { requireStaff } from '~/lib/auth.server';
import { CmsError } from '~/lib/cms.server';
import { notFound } from '~/lib/http.server';

export const meta: MetaFunction = () => [{ title: `${ui.admin.approvals.title} | ${ui.siteName}` }, { name: 'robots', content: 'noindex' }];

const idIn = (value: string | null): number | null => (value && /^[1-9]\d{0,8}$/.test(value) ? Number(value) : null);

/** The learner's line of the semester, read from the CMS's approval table (404 when there is none). */
async function lineOf(request: Request) {
  const staff = await requireStaff(request);
  const url = new URL(request.url);
  const learner = idIn(url.searchParams.get('learner'));
  const semester = url.searchParams.get('semester') ?? '';
  if (learner === null) notFound();
  const page = await staff.api.get<SemesterApplicationsPage>(`/api/v1/staff/applications?${new URLSearchParams({ learner: String(learner), ...(semester ? { semester } : {}) })}`).catch((error) => {
    if (error instanceof CmsError && error.status < 500) notFound();
    throw error;
  });
  const line = page.entries[0];
  if (!line) notFound();
  return { staff, line, semester: page.semester?.code ?? semester };
}

/** Cancelling is its own step with the reason the learner will read: it works without JavaScript. */
export async function loader({ request }: LoaderFunctionArgs) {
  const { staff, line, semester } = await lineOf(request);
  return json({ line, semester }, { headers: await staff.api.headers() });
}

/** A refused reason comes back with what was typed; a cancellation returns to the table with its message. */
export async function action({ request }: ActionFunctionArgs) {
  const { staff, line, semester } = await lineOf(request);
  const reason = String((await request.formData()).get('reason') ?? '');
  const refuse = async (error: string, status: number) => json({ error, reason }, { status, headers: await staff.api.headers() });
  const body = cancelApplicationSchema.safeParse({ semester, reason });
  if (!body.success) return refuse(firstIssue(body.error), 400);
  try {
    await staff.api.post(`/api/v1/staff/applications/${line.learner}/cancel`, body.data);
  } catch (error) {
    if (error instanceof CmsError && error.status < 500) return refuse(error.reason, error.status);
    throw error;
  }
  staff.api.session.flash('message', ui.admin.approvals.cancelDone(line.name ?? `#${line.learner}`));
  staff.api.touch();
  return redirect(`/admin/approvals?${new URLSearchParams({ semester })}`, { status: 303, headers: await staff.api.headers() });
}

export default function CancelApplication() {
  const { line, semester } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const t = ui.admin.approvals;
  const name = line.name ?? `#${line.learner}`;
  return (
    <>
      <h1>{t.cancelTitle(name)}</h1>
      <p>{t.cancelIntro}</p>
      <ul>
        {line.courses.map((c) => (
          <li key={c.course_name}>
            {ui.register.slot[c.category] ?? c.category} · {ui.studyroom.courseName(c.name, c.level)} ({ui.coming.applicationStatus[c.status] ?? c.status})
          </li>
        ))}
      </ul>
      <p>
        {t.amount}: {formatWon(line.amount_due)}
      </p>
      <Form method="post" className="stack" noValidate>
        {result?.error ? (
          <p className="alert alert-error" role="alert" id="reason-error">
            {result.error}
          </p>
        ) : null}
        <div className="field">
          <label htmlFor="cancel-reason">{t.reason}</label>
          <textarea id="cancel-reason" name="reason" rows={3} maxLength={200} required defaultValue={result?.reason ?? ''} aria-invalid={result?.error ? true : undefined} aria-describedby={result?.error ? 'reason-error' : undefined} />
        </div>
        <div className="button-row">
          <button type="submit" className="button button-danger">
            {t.cancelConfirm}
          </button>
          <Link to={`/admin/approvals?${new URLSearchParams({ semester })}`} className="button button-light">
            {t.back}
          </Link>
        </div>
      </Form>
    </>
  );
}
