import { Link, useLoaderData } from '@remix-run/react';
import { adminUi, studyroomUi } from '@dharma/config/words';
import { AdminFilters } from '~/components/admin/AdminFilters';
import { AdminTable } from '~/components/admin/AdminTable';
import { ErrorAlert } from '~/components/ErrorAlert';
import { noindexMeta } from '~/lib/meta';
import { AdminHeading } from '~/components/admin/AdminHeading';
import type { loader } from './admin.curriculum.server';

export { loader } from './admin.curriculum.server';

export const meta = noindexMeta(adminUi.curriculum.title);

/** Course families, levels and lessons found by their words, each linked to its page and to the panel. */
export default function AdminCurriculum() {
  const { q, results, error, panel } = useLoaderData<typeof loader>();
  const t = adminUi.curriculum;
  const familyEdit = (name: string) => `${panel}/api::course-family.course-family?${new URLSearchParams({ _q: name })}`;
  return (
    <>
      <AdminHeading title={t.title} intro={t.intro} />
      <AdminFilters reset="/admin/curriculum">
        <div className="field" style={{ gridColumn: '1 / -1' }}>
          <label htmlFor="curriculum-q">{t.search}</label>
          <input id="curriculum-q" name="q" type="search" defaultValue={q} maxLength={40} />
        </div>
      </AdminFilters>
      <ErrorAlert error={error} />
      {results ? (
        <>
          <p>{t.total(results.levels.length, results.lessons.length)}</p>
          <h2>{t.levels}</h2>
          <AdminTable
            label={t.levels}
            empty={t.empty}
            columns={[t.course, t.level, t.match, t.links]}
            rows={results.levels.map((l) => (
              <tr key={`${l.catalog}-${l.level ?? 0}`}>
                <td>{l.name}</td>
                <td>{l.level === null ? '—' : `${l.level}${l.title ? ` · ${l.title}` : ''}`}</td>
                <td>{l.match}</td>
                <td>
                  <div className="button-row">
                    <Link to={`/courses/${l.catalog}`} aria-label={t.coursePageLabel(l.name)}>
                      {t.coursePage}
                    </Link>
                    <a href={familyEdit(l.name)} aria-label={t.editLabel(l.name)}>
                      {t.edit}
                    </a>
                  </div>
                </td>
              </tr>
            ))}
          />
          <h2>{t.lessons}</h2>
          <AdminTable
            label={t.lessons}
            empty={t.empty}
            columns={[t.course, t.lessonTitle, t.match, t.links]}
            rows={results.lessons.map((l) => {
              const name = `${studyroomUi.courseName(l.name, l.level)} ${t.day(l.number)}`;
              return (
                <tr key={l.document_id}>
                  <td>{name}</td>
                  <td>{l.title}</td>
                  <td>{l.match}</td>
                  <td>
                    <div className="button-row">
                      <Link to={`/courses/${l.catalog}`} aria-label={t.coursePageLabel(name)}>
                        {t.coursePage}
                      </Link>
                      <a href={`${panel}/plugin::studyroom.lesson/${l.document_id}`} aria-label={t.editLabel(`${name} ${l.title}`)}>
                        {t.edit}
                      </a>
                    </div>
                  </td>
                </tr>
              );
            })}
          />
        </>
      ) : (
        <p className="muted">{t.ask}</p>
      )}
    </>
  );
}
