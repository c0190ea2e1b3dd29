import { type MetaFunction } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import { adminUi, chromeUi, registerUi, studyroomUi } from '@dharma/config/words';
import { AdminTable } from '~/components/admin/AdminTable';
import { ProgressBar } from '~/components/studyroom/ProgressBar';
import type { loader } from './admin.students_.$studentId.server';

export { loader } from './admin.students_.$studentId.server';

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `${data?.student.name ?? adminUi.studentList.title} | ${chromeUi.siteName}` },
  { name: 'robots', content: 'noindex' },
];

export default function AdminStudent() {
  const { student: s } = useLoaderData<typeof loader>();
  const t = adminUi.studentList;
  const none = t.none;
  return (
    <>
      <p>
        <Link to="/admin/students">{t.back}</Link>
      </p>
      <h1>
        {s.name ?? `#${s.id}`} {s.dharma_name ? <span className="muted">({s.dharma_name})</span> : null}
      </h1>
      <section aria-labelledby="student-facts">
        <h2 id="student-facts">{t.facts}</h2>
        <dl className="cta-facts">
          <div>
            <dt>{t.email}</dt>
            <dd>{s.email ?? none}</dd>
          </div>
          <div>
            <dt>{t.phone}</dt>
            <dd>{s.phone ?? none}</dd>
          </div>
          <div>
            <dt>{t.credits}</dt>
            <dd>{t.creditsOf(s.credits, s.credits_to_complete)}</dd>
          </div>
          <div>
            <dt>{t.semesters}</dt>
            <dd>{s.semesters}</dd>
          </div>
        </dl>
      </section>
      <section aria-labelledby="student-classes">
        <h2 id="student-classes">{t.classes}</h2>
        <AdminTable
          label={t.classes}
          empty={t.noClasses}
          columns={[t.semester, t.course, t.status, t.progress]}
          rows={s.classes.map((c) => (
            <tr key={c.id}>
              <td>{c.semester}</td>
              <td>
                {registerUi.slot[c.category] ?? c.category} · {studyroomUi.courseName(c.name, c.level)}
              </td>
              <td>{studyroomUi.status[c.status] ?? c.status}</td>
              <td>
                <ProgressBar percent={c.progress} label={`${studyroomUi.courseName(c.name, c.level)} ${t.progress}`} />
                <span className="muted small">{t.days(c.completed_days, c.lessons)}</span>
              </td>
            </tr>
          ))}
        />
      </section>
      <section aria-labelledby="student-membership">
        <h2 id="student-membership">{t.membership}</h2>
        {s.membership ? (
          <dl className="cta-facts">
            <div>
              <dt>{t.status}</dt>
              <dd>{t.membershipStatus[s.membership.status] ?? s.membership.status}</dd>
            </div>
            <div>
              <dt>{t.dharmaName}</dt>
              <dd>{s.membership.religion_name ?? none}</dd>
            </div>
            <div>
              <dt>{t.membershipNumber}</dt>
              <dd>{s.membership.membership_number ?? none}</dd>
            </div>
          </dl>
        ) : (
          <p className="muted">{t.noMembership}</p>
        )}
      </section>
    </>
  );
}
