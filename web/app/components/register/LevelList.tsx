import { Form, Link } from '@remix-run/react';
import { categoryLabels, statusLabels, coursesUi, registerUi } from '@dharma/config/words';
import { courseCode, type CourseCategory } from '@dharma/config/rules';
import { CoursePicture } from '~/components/CoursePicture';
import type { WizardFamily, WizardSemester } from './courses';

const GROUPS: CourseCategory[] = ['required', 'daily', 'lecture'];

/** Step 1: every family by group, each level with the learner's status and what they may do with it. */
export function LevelList({ families, semester, busy }: { families: WizardFamily[]; semester: WizardSemester; busy: boolean }) {
  const r = registerUi;
  return (
    <div>
      <p className="muted">{r.requiredNote}</p>
      {GROUPS.map((group) => (
        <section key={group} aria-labelledby={`group-${group}`} className="course-group">
          <h2 id={`group-${group}`}>{categoryLabels[group]}</h2>
          {families
            .filter((f) => f.category === group)
            .map((f) => (
              <article key={f.catalog} className="family" aria-labelledby={`family-${f.catalog}`}>
                <h3 id={`family-${f.catalog}`}>
                  <Link to={`/courses/${f.catalog}`}>{f.name}</Link> <span className="muted small">{coursesUi.creditsValue(f.credit)}</span>
                </h3>
                <ul className="level-rows">
                  {f.levels.map((l) => (
                    <li key={l.course_level} className={`level-row status-${l.status.toLowerCase()}`}>
                      {f.level_images[l.course_level] ? (
                        // The required course heads the list: the other groups load as they come into view.
                        <CoursePicture image={f.level_images[l.course_level]} className="level-picture" lazy={group !== 'required'} />
                      ) : (
                        <span className="course-picture level-picture" aria-hidden="true" />
                      )}
                      <span className="level-name">
                        {coursesUi.level(l.course_level)}
                        {f.titles[l.course_level] ? ` · ${f.titles[l.course_level]}` : ''}
                      </span>
                      <span className="status-label">{statusLabels[l.status]}</span>
                      {l.status === 'STUDY' ? <span className="progress-text">{r.progress(l.if_study_progress)}</span> : null}
                      {l.action && semester.semester ? (
                        <Form method="post" className="inline-form" preventScrollReset>
                          <input type="hidden" name="intent" value="add" />
                          <input type="hidden" name="code" value={courseCode(semester.semester, f.catalog, l.course_level)} />
                          <button
                            type="submit"
                            className="button button-small button-light"
                            disabled={busy || !semester.open}
                            aria-label={r.actionFor(r.actions[l.action], f.name, l.course_level)}
                          >
                            {r.actions[l.action]}
                          </button>
                        </Form>
                      ) : null}
                      {l.status === 'STUDY' ? <p className="hint wide">{r.passNote}</p> : null}
                    </li>
                  ))}
                </ul>
              </article>
            ))}
        </section>
      ))}
    </div>
  );
}
