import { Link } from '@remix-run/react';
import { CoursePicture } from '~/components/CoursePicture';
import { certificateKey, programmeCompleted, semesterLabel } from '@dharma/config/rules';
import { type MyCourses, type StudyClass } from '@dharma/config/contracts';
import { certificatesUi, chromeUi, gradesUi, studyroomUi } from '@dharma/config/words';
import { certificateHref, classHref, gradeHref } from './links';
import { NoClasses } from './NoClasses';
import { CreditBar, ProgressBar } from './ProgressBar';

/** Every class the learner has taken, newest semester first, and the credits towards completing the programme. */
export function AllPage({ title, courses }: { title: string; courses: Omit<MyCourses, 'current'> }) {
  const s = studyroomUi;
  const bySemester = new Map<string, StudyClass[]>();
  for (const c of courses.all) bySemester.set(c.semester, [...(bySemester.get(c.semester) ?? []), c]);
  return (
    <div className="container section">
      <h1>{title}</h1>
      <section className="study-card study-credits" aria-label={s.creditsTotal}>
        <p className="muted">{chromeUi.user.semester(courses.semester)}</p>
        <CreditBar credits={courses.credits} />
        {programmeCompleted(courses.credits) ? (
          <p className="certificate-link">
            {certificatesUi.completionEarned}{' '}
            <a href={certificateHref('completion')} download>
              {certificatesUi.download(certificatesUi.completionTitle)}
            </a>
          </p>
        ) : null}
      </section>
      {bySemester.size ? (
        [...bySemester].map(([semester, classes]) => (
          <section key={semester} aria-labelledby={`sem-${semester}`} className="study-semester">
            <h2 id={`sem-${semester}`}>{semesterLabel(semester)}</h2>
            <ul className="study-rows">
              {classes.map((c) => (
                <li key={c.id} className="study-row">
                  <div className="study-card-top">
                    {/* Below the credits box: loaded as the rows come into view. */}
                    <CoursePicture image={c.image} className="study-row-picture" />
                    <div>
                      <div className="study-row-head">
                        <h3>
                          {c.status === 'unpaid' ? (
                            s.courseName(c.name, c.level)
                          ) : (
                            <Link to={classHref(c.course_name)}>{s.courseName(c.name, c.level)}</Link>
                          )}
                        </h3>
                        <span className={`status-label status-${c.status}`}>{s.status[c.status] ?? c.status}</span>
                      </div>
                      <p className="muted small">{c.course_name}</p>
                    </div>
                  </div>
                  {c.status === 'unpaid' ? null : (
                    <ProgressBar percent={c.progress} label={`${s.courseName(c.name, c.level)} ${s.progress}`} />
                  )}
                  <p className="study-facts">
                    <span>{s.completedDays(c.completed_days, c.lessons)}</span>
                    <span>
                      {s.credits} <strong>{s.creditsValue(c.credits)}</strong>
                    </span>
                    {c.status === 'unpaid' ? null : (
                      <Link to={gradeHref(c.id)} className="grade-link" aria-label={`${s.courseName(c.name, c.level)} ${gradesUi.link}`}>
                        {gradesUi.link}
                      </Link>
                    )}
                  </p>
                  {c.status === 'completed' ? (
                    <p className="certificate-link">
                      {/* A file download, not a page: the browser fetches it, not the router. */}
                      <a
                        href={certificateHref(certificateKey('course', c.id))}
                        download
                        aria-label={`${s.courseName(c.name, c.level)} ${certificatesUi.download(certificatesUi.courseTitle)}`}
                      >
                        {certificatesUi.download(certificatesUi.courseTitle)}
                      </a>
                    </p>
                  ) : null}
                </li>
              ))}
            </ul>
          </section>
        ))
      ) : (
        <NoClasses text={s.allEmpty} />
      )}
    </div>
  );
}
