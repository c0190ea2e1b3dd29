import type { ReactNode } from 'react';

/** One labelled form field: the label names the control (`id`) the field holds, with its hints. */
export function Field({ id, label, children }: { id: string; label: ReactNode; children: ReactNode }) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {children}
    </div>
  );
}
