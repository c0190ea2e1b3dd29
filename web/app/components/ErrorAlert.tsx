/** A refusal (from the CMS, a form's check or a filter's) in the page's alert region; nothing when there is none. */
export function ErrorAlert({ error, id }: { error: string | null | undefined; id?: string }) {
  return error ? (
    <p className="alert alert-error" role="alert" id={id}>
      {error}
    </p>
  ) : null;
}
