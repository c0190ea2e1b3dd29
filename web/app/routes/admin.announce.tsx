import { Form, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { ANNOUNCEMENT_BODY_MAX, ANNOUNCEMENT_SUBJECT_MAX } from '@dharma/config/rules';
import { adminNoticesUi } from '@dharma/config/words';
import { ErrorAlert } from '~/components/ErrorAlert';
import { noindexMeta } from '~/lib/meta';
import { Field, TextField } from '~/components/Field';
import { AdminHeading } from '~/components/admin/AdminHeading';
import type { action, AnnouncementForm, loader } from './admin.announce.server';

export { action, loader } from './admin.announce.server';

export const meta = noindexMeta(adminNoticesUi.announce.title);

/**
 * An announcement to the paid learners of a class or a semester: pick the semester, write, preview
 * the message as a learner gets it (and to how many), then send. Works without JavaScript.
 */
export default function AdminAnnounce() {
  const { audience, error } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const busy = useNavigation().state === 'submitting';
  const t = adminNoticesUi.announce;
  const semester = audience.semester;
  const typed: AnnouncementForm = result?.form ?? { semester: semester?.code ?? '', course: '', subject: '', body: '', id: '' };
  const invalid = (field: string) => (result?.field === field ? true : undefined);
  const describedBy = (field: string, hint: string) => (result?.field === field ? `announce-error ${hint}` : hint);

  return (
    <>
      <AdminHeading title={t.title} intro={t.intro} />
      <ErrorAlert error={error} />
      <Form method="get" className="admin-filters" aria-label={t.semester}>
        <Field id="announce-semester" label={t.semester}>
          <select id="announce-semester" name="semester" defaultValue={semester?.code ?? ''}>
            {audience.semesters.map((s) => (
              <option key={s.code} value={s.code}>
                {s.label}
              </option>
            ))}
          </select>
        </Field>
        <div className="button-row">
          <button type="submit" className="button button-light">
            {t.choose}
          </button>
        </div>
      </Form>

      {!semester ? (
        <p className="muted">{t.noSemester}</p>
      ) : result?.step === 'preview' && result.preview ? (
        <section aria-labelledby="announce-preview" className="stack-form">
          <h2 id="announce-preview">{t.previewTitle}</h2>
          <p role="status">{t.recipients(result.preview.learners, result.preview.turnedOff)}</p>
          <dl className="announce-mail">
            <dt>{t.mailSubject}</dt>
            <dd>{result.preview.subject}</dd>
            <dt>{t.mailBody}</dt>
            <dd className="announce-text">{result.preview.text}</dd>
          </dl>
          <Form method="post" className="button-row">
            {(['semester', 'course', 'subject', 'body', 'id'] as const).map((name) => (
              <input key={name} type="hidden" name={name} value={result.form[name]} />
            ))}
            <button type="submit" name="intent" value="send" className="button" disabled={busy}>
              {t.send}
            </button>
            <button type="submit" name="intent" value="edit" className="button button-light">
              {t.edit}
            </button>
          </Form>
        </section>
      ) : (
        <Form method="post" className="stack-form announce-form" noValidate>
          <ErrorAlert error={result?.error} id="announce-error" />
          <input type="hidden" name="semester" value={semester.code} />
          <Field id="announce-course" label={t.audience}>
            <select
              id="announce-course"
              name="course"
              defaultValue={typed.semester === semester.code ? typed.course : ''}
              aria-invalid={invalid('course')}
              aria-describedby={result?.field === 'course' ? 'announce-error' : undefined}
            >
              <option value="">{t.wholeSemester(semester.label, audience.learners)}</option>
              {audience.classes.map((c) => (
                <option key={c.code} value={c.code}>
                  {t.oneClass(c.name, c.code, c.learners)}
                </option>
              ))}
            </select>
          </Field>
          <TextField
            id="announce-subject"
            label={t.subject}
            hint={t.subjectHint(ANNOUNCEMENT_SUBJECT_MAX)}
            name="subject"
            type="text"
            required
            maxLength={ANNOUNCEMENT_SUBJECT_MAX}
            defaultValue={typed.subject}
            aria-invalid={invalid('subject')}
            aria-describedby={describedBy('subject', 'announce-subject-hint')}
          />
          <Field id="announce-body" label={t.body}>
            <textarea
              id="announce-body"
              name="body"
              rows={10}
              required
              maxLength={ANNOUNCEMENT_BODY_MAX}
              defaultValue={typed.body}
              aria-invalid={invalid('body')}
              aria-describedby={describedBy('body', 'announce-body-hint')}
            />
            <p className="hint" id="announce-body-hint">
              {t.bodyHint(ANNOUNCEMENT_BODY_MAX)}
            </p>
          </Field>
          <div className="button-row">
            <button type="submit" name="intent" value="preview" className="button" disabled={busy}>
              {t.preview}
            </button>
          </div>
        </Form>
      )}
    </>
  );
}
