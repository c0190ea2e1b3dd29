import type { ReactNode } from 'react';
import { Form } from '@remix-run/react';

/** A form of one button that posts what it does (`intent`): a plain POST, so it works without JavaScript. */
export function IntentForm({ intent, className, children }: { intent: string; className: string; children: ReactNode }) {
  return (
    <Form method="post">
      <input type="hidden" name="intent" value={intent} />
      <button type="submit" className={className}>
        {children}
      </button>
    </Form>
  );
}
