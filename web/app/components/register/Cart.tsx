import { Form } from '@remix-run/react';
import { REQUIRED_COURSE } from '@dharma/config/rules';
import { coursesUi, registerUi } from '@dharma/config/words';
import { courseLabel, type CourseInfo } from './courses';

interface CartProps {
  cart: string[];
  byCode: Map<string, CourseInfo>;
  /** The required course's code, shown under the cart: it is part of every application. */
  required: string | null;
  requiredName: string;
  /** Why the last button was refused, shown beside the cart. */
  error: string | undefined;
  /**
   * A post is on its way. The cart lives in the session cookie, so a second post sent before the
   * first one's answer carries the old cart and would undo the first: every cart button waits.
   */
  busy: boolean;
}

/** Step 1's cart: the chosen courses, each removable, the required course, and the way to step 2. */
export function Cart({ cart, byCode, required, requiredName, error, busy }: CartProps) {
  const r = registerUi;
  return (
    <aside className="cart" aria-labelledby="cart-title">
      <h2 id="cart-title">{r.cart}</h2>
      <div role="alert">{error ? <p className="alert alert-error cart-alert">{error}</p> : null}</div>
      {cart.length ? (
        <ul>
          {cart.map((code) => {
            const info = byCode.get(code);
            return (
              <li key={code}>
                <span>
                  <span className="slot">{info ? r.slot[info.slot] : ''}</span> {courseLabel(info, code)}
                  <span className="muted small"> {code}</span>
                </span>
                <Form method="post" className="inline-form" preventScrollReset>
                  <input type="hidden" name="intent" value="remove" />
                  <input type="hidden" name="code" value={code} />
                  <button type="submit" className="link-button small" aria-label={r.removeFor(courseLabel(info, code))} disabled={busy}>
                    {r.remove}
                  </button>
                </Form>
              </li>
            );
          })}
        </ul>
      ) : (
        <p className="muted">{r.cartEmpty}</p>
      )}
      {required ? (
        <p className="small">
          <span className="slot">{r.slot.required}</span> {requiredName} {coursesUi.level(REQUIRED_COURSE.level)}{' '}
          <span className="muted">{required}</span>
        </p>
      ) : null}
      <Form method="post" preventScrollReset>
        <input type="hidden" name="intent" value="review" />
        <button type="submit" className="button" disabled={busy}>
          {r.next}
        </button>
      </Form>
    </aside>
  );
}
