import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Form, Link, useLoaderData, useSubmit } from '@remix-run/react';
import { categoryLabels, isCatalogKey, levelReady, messages, ui } from '@dharma/config';
import { getCourseFamily, type CourseLevel } from '~/lib/api/content.server';
import { notFound, routeHeaders } from '~/lib/http.server';
import { EditorLink } from '~/components/ExternalLink';

export const headers = routeHeaders;
export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? `${data.family.name} | ${ui.siteName}` : ui.siteName },
];

export async function loader({ params, request }: LoaderFunctionArgs) {
  const key = params.about ?? '';
  if (!isCatalogKey(key)) notFound();
  const family = await getCourseFamily(key);
  if (!family) notFound();
  const levels = [...(family.levels ?? [])].sort((a, b) => a.level - b.level);
  const asked = Number(new URL(request.url).searchParams.get('level'));
  const selected = levels.find((l) => l.level === asked) ?? levels[0] ?? null;
  return { family: { ...family, levels }, selected };
}

export default function CoursePage() {
  const { family, selected } = useLoaderData<typeof loader>();
  const submit = useSubmit();
  const c = ui.courses;
  return (
    <div className="container section course-page">
      <div className="course-head">
        {family.image ? (
          <img
            src={family.image.url}
            alt={family.imageAlt ?? family.image.alternativeText ?? ''}
            width={600}
            height={400}
            className="course-image"
          />
        ) : null}
        <div>
          <p className="eyebrow">{categoryLabels[family.category]}</p>
          <h1>{family.name}</h1>
          {family.summary ? <p>{family.summary}</p> : null}
          <p className="muted">{c.subCourses(family.levels.length)}</p>
        </div>
      </div>

      {family.levels.length ? (
        <Form method="get" className="level-picker" preventScrollReset replace onChange={(e) => submit(e.currentTarget, { preventScrollReset: true, replace: true })}>
          <fieldset>
            <legend>{c.levelPicker}</legend>
            <div className="level-options">
              {family.levels.map((level) => (
                <label key={level.level} className="level-option">
                  <input type="radio" name="level" value={level.level} defaultChecked={level.level === selected?.level} />
                  <span>{c.level(level.level)}</span>
                </label>
              ))}
            </div>
            <noscript>
              <button type="submit" className="button button-small">
                {c.choose}
              </button>
            </noscript>
          </fieldset>
        </Form>
      ) : null}

      {selected ? (
        <section className="level-detail" aria-labelledby="level-title" key={selected.level}>
          <h2 id="level-title">
            {c.level(selected.level)}
            {selected.title ? ` · ${selected.title}` : ''}
          </h2>
          {levelReady(selected) ? <LevelDetail level={selected} /> : <p className="notice-box">{messages.level_preparing}</p>}
        </section>
      ) : (
        <p className="notice-box">{messages.level_preparing}</p>
      )}

      <p>
        <Link className="button" to="/register">
          {c.apply}
        </Link>
      </p>
    </div>
  );
}

function LevelDetail({ level }: { level: CourseLevel }) {
  const c = ui.courses;
  const text = (value: string | null) => value?.trim() || c.none;
  return (
    <dl className="level-facts">
      <div>
        <dt>{c.period}</dt>
        <dd>{text(level.period)}</dd>
      </div>
      <div>
        <dt>{c.volume}</dt>
        <dd>{text(level.volume)}</dd>
      </div>
      <div>
        <dt>{c.lectureType}</dt>
        <dd>{text(level.lectureType)}</dd>
      </div>
      <div>
        <dt>{c.credits}</dt>
        <dd>{level.credits != null ? c.creditsValue(level.credits) : c.none}</dd>
      </div>
      <div className="wide">
        <dt>{c.textbooks}</dt>
        <dd>
          {level.textbooks.length ? (
            <ul>
              {level.textbooks.map((book) => (
                <li key={book.id}>
                  {book.url ? <EditorLink href={book.url}>{book.title}</EditorLink> : book.title}
                </li>
              ))}
            </ul>
          ) : (
            c.none
          )}
        </dd>
      </div>
      <div className="wide">
        <dt>{c.contents}</dt>
        <dd>
          {level.contents ? (
            <ol className="contents-list">
              {level.contents
                .split('\n')
                .map((line) => line.trim())
                .filter(Boolean)
                .map((line) => (
                  <li key={line}>{line}</li>
                ))}
            </ol>
          ) : (
            c.none
          )}
        </dd>
      </div>
      {(
        [
          [c.evaluation, level.evaluation],
          [c.target, level.target],
          [c.learningEffects, level.learningEffects],
          [c.otherInformation, level.otherInformation],
        ] as const
      ).map(([label, value]) => (
        <div className="wide" key={label}>
          <dt>{label}</dt>
          <dd>{text(value)}</dd>
        </div>
      ))}
    </dl>
  );
}
