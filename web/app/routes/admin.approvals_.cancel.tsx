import type { MetaFunction } from '@remix-run/node';
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react';
import { formatWon, adminUi, chromeUi } from '@dharma/config/words';
import { type SemesterApplication } from '@dharma/config/contracts';
import { ApplicationCourses } from '~/components/admin/Approvals';
import type { action, loader } from './admin.approvals_.cancel.server';

export { action, loader } from './admin.approvals_.cancel.server';

export const meta: MetaFunction = () => [
  { title: `${adminUi.approvals.title} | ${chromeUi.siteName}` },
  { name: 'robots', content: 'noindex' },
];

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
        {result?.error ? (
          <p className="alert alert-error" role="alert" id="reason-error">
            {result.error}
          </p>
        ) : null}
        <div className="field">
          <label htmlFor="cancel-reason">{t.reason}</label>
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
