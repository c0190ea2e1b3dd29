import { Link } from '@remix-run/react';
import { studyroomUi } from '@dharma/config/words';

/** A study room list with no class in it yet: says so and leads to the register wizard. */
export function NoClasses({ text }: { text: string }) {
  return (
    <div className="notice-box study-empty">
      <p>{text}</p>
      <Link to="/register" className="button">
        {studyroomUi.registerLink}
      </Link>
    </div>
  );
}
