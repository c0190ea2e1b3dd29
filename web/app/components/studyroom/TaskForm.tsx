import { useFetcher } from '@remix-run/react';
import { messages, studyroomUi } from '@dharma/config/words';
import { TASK_RESPONSE_MAX } from '@dharma/config/rules';
import { type DayTask } from '@dharma/config/contracts';
import { useHydrated } from '~/lib/hydrated';
import type { TaskResult } from '~/lib/form-results';

/**
 * One task as its own form. Without JavaScript it posts and the page comes back; with it a
 * fetcher saves in place and the polite status beside the button says 저장했습니다. An answer
 * refused comes back with its Korean reason and the learner's own text kept. `disabled` shows
 * the form exactly as learners get it, with nothing that can be filled in or sent (the preview).
 */
export function TaskForm({
  task,
  result,
  savedByRedirect,
  disabled = false,
}: {
  task: DayTask;
  result: TaskResult | undefined;
  savedByRedirect: boolean;
  disabled?: boolean;
}) {
  const s = studyroomUi;
  const fetcher = useFetcher<TaskResult>();
  const hydrated = useHydrated();
  const busy = fetcher.state !== 'idle';
  const own = fetcher.data ?? (result?.task_id === task.task_id ? result : undefined);
  const error = own && 'error' in own ? own.error : null;
  const saved = !busy && !error && (own ? 'saved' in own : savedByRedirect);
  const id = `task-${task.key}`;
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const kept = own && 'error' in own ? own.response : typeof task.response === 'string' ? task.response : '';

  return (
    <fetcher.Form method="post" id={id} className="task-form" preventScrollReset data-in-place="">
      <input type="hidden" name="intent" value="task" />
      <input type="hidden" name="type" value={task.type} />
      <input type="hidden" name="task_id" value={task.task_id} />
      {hydrated ? <input type="hidden" name="reply" value="json" /> : null}
      <p className="task-kind">
        <span className="slot">{task.required ? s.required : s.optional}</span>
      </p>
      <HiddenNotice task={task} />
      {task.type === 'check' ? (
        <label className="check">
          <input
            type="checkbox"
            name="response"
            defaultChecked={task.response === true}
            disabled={disabled}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
          />
          <span>{task.prompt}</span>
        </label>
      ) : (
        <div className="field">
          <label htmlFor={`${id}-answer`}>{task.prompt}</label>
          <p className="hint" id={hintId}>
            {s.answerHint}
          </p>
          <textarea
            id={`${id}-answer`}
            name="response"
            rows={5}
            maxLength={TASK_RESPONSE_MAX}
            defaultValue={kept}
            disabled={disabled}
            aria-required="true"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${hintId} ${errorId}` : hintId}
          />
        </div>
      )}
      {error ? (
        <p className="field-error" id={errorId} role="alert">
          {error}
        </p>
      ) : null}
      <div className="task-actions">
        <button type="submit" className="button" disabled={busy || disabled} data-busy={s.saving}>
          {busy ? s.saving : s.save}
        </button>
        <p role="status" aria-live="polite" className="task-status">
          {saved ? messages.task_saved : ''}
        </p>
      </div>
    </fetcher.Form>
  );
}

/** A task that can no longer (or not yet) be written: its prompt and the learner's answer as plain text. */
export function TaskReadOnly({ task }: { task: DayTask }) {
  const s = studyroomUi;
  return (
    <div className="task-form task-readonly" id={`task-${task.key}`}>
      <p className="task-kind">
        <span className="slot">{task.required ? s.required : s.optional}</span>
      </p>
      <HiddenNotice task={task} />
      <p className="task-prompt">{task.prompt}</p>
      {task.type === 'check' ? (
        <p className="task-answer">{task.response === true ? s.checked : s.notChecked}</p>
      ) : (
        <>
          <p className="muted small">{s.yourAnswer}</p>
          <p className="task-answer">{typeof task.response === 'string' ? task.response : s.noAnswer}</p>
        </>
      )}
    </div>
  );
}

/** Staff hid this post from the class board: its author is told, with the reason staff gave. */
function HiddenNotice({ task }: { task: DayTask }) {
  if (!task.hidden) return null;
  return (
    <p className="notice-box" role="note">
      {task.hidden_reason ? studyroomUi.postHiddenBecause(task.hidden_reason) : studyroomUi.postHidden}
    </p>
  );
}
