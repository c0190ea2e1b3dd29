import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { json, redirect } from '@remix-run/node';
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react';
import { ADMIN_PAGE_SIZE, bulkCancelSchema, cancelApplicationSchema, formatWon, ui, type SemesterApplication, idFrom } from '@dharma/config';
import { firstIssue } from '@dharma/config/schemas';
import { cancelApplication, cancelApplications, getApplicationsOf } from '~/lib/api/admin.server';
import { requireStaff } from '~/lib/auth.server';
import { isRefusal } from '~/lib/cms.server';
import { notFound } from '~/lib/http.server';

export const meta: MetaFunction = () => [{ title: `${ui.admin.approvals.title} | ${ui.siteName}` }, { name: 'robots', content: 'noindex' }];


/**
 * The learners named in the address (`learner`, once from a row's link or repeated from the
 * ticked rows), their lines of the semester read in one call from the CMS's approval table; 404
 * when a learner is malformed or none has an application.
 */
async function linesOf(request: Request) {
  const staff = await requireStaff(request);
  const url = new URL(request.url);
  const learners = [...new Set(url.searchParams.getAll('learner'))].map(idFrom);
  const semester = url.searchParams.get('semester') ?? '';
  if (!learners.length || learners.length > ADMIN_PAGE_SIZE || learners.includes(null)) notFound();
  const query = new URLSearchParams(learners.map((l) => ['learner', String(l)]));
  if (semester) query.set('semester', semester);
  const page = await getApplicationsOf(staff.api, query).catch((error) => {
    if (isRefusal(error)) notFound();
    throw error;
  });
  if (!page.entries.length) notFound();
  return { staff, lines: page.entries, semester: page.semester?.code ?? semester };
}

/** Cancelling is its own step with the reason the learner will read: it works without JavaScript. */
export async function loader({ request }: LoaderFunctionArgs) {
  const { staff, lines, semester } = await linesOf(request);
  return json({ lines, semester }, { headers: await staff.api.headers() });
}

/**
 * A refused reason comes back with what was typed; a cancellation returns to the table with its
 * message. One learner is the single cancel (its refusal shown here); several are cancelled with
 * the same reason, each by the same rules, and the table says how many were done or skipped.
 */
export async function action({ request }: ActionFunctionArgs) {
  const { staff, lines, semester } = await linesOf(request);
  const reason = String((await request.formData()).get('reason') ?? '');
  const refuse = async (error: string, status: number) => json({ error, reason }, { status, headers: await staff.api.headers() });
  const t = ui.admin.approvals;
  try {
    if (lines.length === 1) {
      const [line] = lines;
      const body = cancelApplicationSchema.safeParse({ semester, reason });
      if (!body.success) return refuse(firstIssue(body.error), 400);
      await cancelApplication(staff.api, line.learner, body.data);
      staff.api.session.flash('message', t.cancelDone(line.name ?? `#${line.learner}`));
    } else {
      const body = bulkCancelSchema.safeParse({ semester, reason, learners: lines.map((l) => l.learner) });
      if (!body.success) return refuse(firstIssue(body.error), 400);
      const result = await cancelApplications(staff.api, body.data);
      staff.api.session.flash('message', t.bulkCancelDone(result.cancelled.length, result.skipped.length));
    }
  } catch (error) {
    if (isRefusal(error)) return refuse(error.reason, error.status);
    throw error;
  }
  staff.api.touch();
  return redirect(`/admin/approvals?${new URLSearchParams({ semester })}`, { status: 303, headers: await staff.api.headers() });
}

function Courses({ line }: { line: SemesterApplication }) {
  return (
    <ul>
      {line.courses.map((c) => (
        <li key={c.course_name}>
          {ui.register.slot[c.category] ?? c.category} · {ui.studyroom.courseName(c.name, c.level)} ({ui.coming.applicationStatus[c.status] ?? c.status})
        </li>
      ))}
    </ul>
  );
}

export default function CancelApplication() {
  const { lines, semester } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const t = ui.admin.approvals;
  const nameOf = (line: SemesterApplication) => line.name ?? `#${line.learner}`;
  return (
    <>
      {lines.length === 1 ? (
        <>
          <h1>{t.cancelTitle(nameOf(lines[0]))}</h1>
          <p>{t.cancelIntro}</p>
          <Courses line={lines[0]} />
          <p>
            {t.amount}: {formatWon(lines[0].amount_due)}
          </p>
        </>
      ) : (
        <>
          <h1>{t.cancelManyTitle(lines.length)}</h1>
          <p>{t.cancelIntro}</p>
          <p>{t.cancelManyIntro}</p>
          <ol aria-label={t.learner}>
            {lines.map((line) => (
              <li key={line.learner}>
                <strong>{nameOf(line)}</strong> <span className="muted small">#{line.learner}</span> · {t.states[line.state]} · {t.amount}: {formatWon(line.amount_due)}
                <Courses line={line} />
              </li>
            ))}
          </ol>
        </>
      )}
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
