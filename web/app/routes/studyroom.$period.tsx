import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { json } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import { formatDate, formatWon, ui } from '@dharma/config';
import { GuardedPlaceholder } from '~/components/GuardedPlaceholder';
import { requireLearner } from '~/lib/auth.server';
import { getComing, type ComingApplication } from '~/lib/enrolment.server';
import { notFound, routeHeaders } from '~/lib/http.server';

export const headers = routeHeaders;
export const meta: MetaFunction = () => [{ title: `${ui.studyroom.title} | ${ui.siteName}` }];

const PERIODS = ['current', 'all', 'coming'];

export async function loader({ request, params }: LoaderFunctionArgs) {
  const learner = await requireLearner(request);
  const period = params.period ?? '';
  if (!PERIODS.includes(period)) notFound();
  const coming: ComingApplication[] = period === 'coming' ? await getComing(learner.api) : [];
  return json({ period, coming }, { headers: await learner.api.headers() });
}

export default function StudyroomPeriod() {
  const { period, coming } = useLoaderData<typeof loader>();
  const title = `${ui.studyroom.title} · ${ui.studyroom.periods[period] ?? ''}`;
  if (period !== 'coming') return <GuardedPlaceholder title={title} text={ui.studyroom.coming} />;
  const c = ui.coming;
  return (
    <div className="container section">
      <h1>{title}</h1>
      {coming.length ? (
        coming.map((semester) => (
          <section key={semester.semester} aria-labelledby={`sem-${semester.semester}`} className="coming-semester">
            <h2 id={`sem-${semester.semester}`}>
              {semester.label} <span className="muted small">({formatDate(semester.term_start)} – {formatDate(semester.term_end)})</span>
            </h2>
            <table className="article-table coming-table">
              <thead>
                <tr>
                  <th scope="col">{c.course}</th>
                  <th scope="col">{c.code}</th>
                  <th scope="col">{c.status}</th>
                </tr>
              </thead>
              <tbody>
                {semester.courses.map((course) => (
                  <tr key={course.course_name}>
                    <td>
                      {ui.register.slot[course.category]} · {course.name} {course.level}단계
                    </td>
                    <td>{course.course_name}</td>
                    <td>{c.applicationStatus[course.status] ?? course.status}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            <dl className="cta-facts">
              <div>
                <dt>{c.amountDue}</dt>
                <dd data-testid="amount-due">{formatWon(semester.amount_due)}</dd>
              </div>
              <div>
                <dt>{c.account}</dt>
                <dd>{semester.bank_account}</dd>
              </div>
              <div>
                <dt>{c.due}</dt>
                <dd>{semester.payment_due ? formatDate(semester.payment_due) : '-'}</dd>
              </div>
            </dl>
            <p>
              <Link to="/register" className="button button-light">
                {c.change}
              </Link>
            </p>
          </section>
        ))
      ) : (
        <p className="notice-box">{c.empty}</p>
      )}
    </div>
  );
}
