import { coursesUi } from '@dharma/config/words';
import type { CourseLevel } from '~/lib/api/content.server';
import { EditorLink } from './ExternalLink';

/** A level's facts as editors wrote them; what they left empty says so. */
export function LevelDetail({ level }: { level: CourseLevel }) {
  const c = coursesUi;
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
                <li key={book.id}>{book.url ? <EditorLink href={book.url}>{book.title}</EditorLink> : book.title}</li>
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
