import { Link } from '@remix-run/react';

/**
 * The two ways out of a question whose answer cannot be undone (delete, remove): its danger
 * button submits the form around it, the link goes back without a change.
 */
export function ConfirmOrBack({
  confirm,
  back,
  backLabel,
  busy,
  backStyle = 'button-light',
}: {
  confirm: string;
  back: string;
  backLabel: string;
  busy: boolean;
  backStyle?: 'button-light' | 'button-ghost';
}) {
  return (
    <>
      <button type="submit" className="button button-danger" disabled={busy}>
        {confirm}
      </button>
      <Link to={back} className={`button ${backStyle}`}>
        {backLabel}
      </Link>
    </>
  );
}
