import { Form, Link, useActionData, useLoaderData } from '@remix-run/react';
import { formatWon, adminUi } from '@dharma/config/words';
import { type SemesterApplication } from '@dharma/config/contracts';
import { ApplicationCourses } from '~/components/admin/Approvals';
import { noindexMeta } from '~/lib/meta';
import { Field } from '~/components/Field';
import type { action, loader } from './admin.approvals_.cancel.server';
import { ErrorAlert } from '~/components/ErrorAlert';

export { action, loader } from './admin.approvals_.cancel.server';

export const meta = noindexMeta(adminUi.approvals.title);

export default function CancelApplication() {
  const { lines, semester } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const t = adminUi.approvals;
  const nameOf = (line: SemesterApplication) => line.name ?? `#${line.learner}`;
  return (
    <>
      {lines.length === 1 ? (
        <>
          <h1>{t.cancelTitle(nameOf(lines[0]))}</h1>
          <p>{t.cancelIntro}</p>
          <ApplicationCourses line={lines[0]} />
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
                <strong>{nameOf(line)}</strong> <span className="muted small">#{line.learner}</span> · {t.states[line.state]} · {t.amount}:{' '}
                {formatWon(line.amount_due)}
                <ApplicationCourses line={line} />
              </li>
            ))}
          </ol>
        </>
      )}
      <Form method="post" className="stack" noValidate>
        <ErrorAlert error={result?.error} id="reason-error" />
        <Field id="cancel-reason" label={t.reason}>
          <textarea
            id="cancel-reason"
            name="reason"
            rows={3}
            maxLength={200}
            required
            defaultValue={result?.reason ?? ''}
            aria-invalid={result?.error ? true : undefined}
            aria-describedby={result?.error ? 'reason-error' : undefined}
          />
        </Field>
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
