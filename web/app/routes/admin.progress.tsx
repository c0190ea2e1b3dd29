import { Form, useLoaderData } from '@remix-run/react';
import { PASS_PERCENT } from '@dharma/config/rules';
import { adminUi, studyroomUi } from '@dharma/config/words';
import { AdminTable } from '~/components/admin/AdminTable';
import { ErrorAlert } from '~/components/ErrorAlert';
import { SemesterField } from '~/components/admin/SemesterField';
import { ProgressBar } from '~/components/studyroom/ProgressBar';
import { noindexMeta } from '~/lib/meta';
import type { loader } from './admin.progress.server';

export { loader } from './admin.progress.server';

export const meta = noindexMeta(adminUi.progress.title);

/** Per class: who studies, how far, and who is below the pace that reaches the pass line. */
export default function AdminProgress() {
  const { data, error } = useLoaderData<typeof loader>();
  const t = adminUi.progress;
  const code = data.semester?.code ?? '';
  return (
    <>
      <h1>{t.title}</h1>
      <p>{t.intro(PASS_PERCENT)}</p>
      <Form method="get" className="admin-filters" aria-label={t.semester}>
        <SemesterField id="progress-semester" label={t.semester} semesters={data.semesters} value={code} />
        <div className="button-row">
          <button type="submit" className="button">
            {t.show}
          </button>
          {data.classes.length ? (
            <a href={`/admin/progress.csv?${new URLSearchParams({ semester: code })}`} className="button button-light" download>
              {t.csv}
            </a>
          ) : null}
        </div>
      </Form>
      <ErrorAlert error={error} />
      {data.classes.length ? null : <p className="muted">{t.empty}</p>}
      {data.classes.map((c) => {
        const title = studyroomUi.courseName(c.name, c.level);
        const behind = c.learners.filter((l) => l.behind).length;
        return (
          <section key={c.course_name} aria-labelledby={`class-${c.course_name}`} className="admin-class">
            <h2 id={`class-${c.course_name}`}>
              {title} <span className="muted small">{c.course_name}</span>
            </h2>
            <p>{t.classSummary(c.learners.length, behind)}</p>
            <AdminTable
              label={t.tableLabel(title)}
              empty={t.noLearners}
              columns={[t.learner, t.done, t.progress, t.pace]}
              rows={c.learners.map((l) => (
                <tr key={l.learner}>
                  <td>
                    {l.name ?? t.unnamed} <span className="muted small">#{l.learner}</span>
                  </td>
                  <td className="nowrap">{t.days(l.completed_days, c.opened, c.lessons)}</td>
                  <td>
                    <ProgressBar percent={l.progress} label={`${l.name ?? t.unnamed} ${t.progress}`} />
                  </td>
                  <td>
                    {l.behind ? (
                      <strong className="status-label status-behind">{t.behind}</strong>
                    ) : (
                      (studyroomUi.status[l.status] ?? l.status)
                    )}
                  </td>
                </tr>
              ))}
            />
          </section>
        );
      })}
    </>
  );
}
