import type { MetaFunction } from '@remix-run/node';
import { Form, Link, useLoaderData, useSubmit } from '@remix-run/react';
import { categoryLabels, messages, chromeUi, coursesUi } from '@dharma/config/words';
import { levelReady } from '@dharma/config/rules';
import { LevelDetail } from '~/components/LevelDetail';
import type { loader } from './courses.$family.server';

export { headers, loader } from './courses.$family.server';

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? `${data.family.name} | ${chromeUi.siteName}` : chromeUi.siteName },
];

/** A course family: its picture and summary, a level picker (a GET form) and the chosen level's facts. */
export default function CoursePage() {
  const { family, selected } = useLoaderData<typeof loader>();
  const submit = useSubmit();
  const c = coursesUi;
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
        <Form
          method="get"
          className="level-picker"
          preventScrollReset
          replace
          onChange={(e) => submit(e.currentTarget, { preventScrollReset: true, replace: true })}
        >
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
