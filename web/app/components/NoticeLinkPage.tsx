import { Form, Link } from '@remix-run/react';
import { noticesUi } from '@dharma/config/words';
import { ErrorAlert } from '~/components/ErrorAlert';

/**
 * The page a notice's one-click link opens (stop a kind, confirm an address). Opening it only
 * asks — mail scanners follow links — and its button, a plain form, acts; then it says what was
 * done, or why the link is refused.
 */
export function NoticeLinkPage(props: {
  title: string;
  error: string | null;
  done: string | null;
  ask: string | null;
  fields: Record<string, string>;
  submit: string;
}) {
  return (
    <section className="container section narrow" aria-labelledby="notice-link-title">
      <h1 id="notice-link-title">{props.title}</h1>
      {props.error ? (
        <ErrorAlert error={props.error} />
      ) : props.done ? (
        <p role="status">{props.done}</p>
      ) : props.ask ? (
        <Form method="post" className="stack-form">
          <p>{props.ask}</p>
          {Object.entries(props.fields).map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          <button type="submit" className="button">
            {props.submit}
          </button>
        </Form>
      ) : null}
      <p>
        <Link to="/member">{noticesUi.settings}</Link>
      </p>
    </section>
  );
}
