import type { InputHTMLAttributes, ReactNode } from 'react';

/** One labelled form field: the label names the control (`id`) the field holds, with its hints. */
export function Field({ id, label, children }: { id: string; label: ReactNode; children: ReactNode }) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {children}
    </div>
  );
}

type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'children'> & {
  id: string;
  label: ReactNode;
  hint: ReactNode;
  /** `${id}-hint` unless the page's tests and links already know the hint by another id. */
  hintId?: string;
  hintClass?: string;
  /** What follows the hint inside the field, such as the field's own error. */
  after?: ReactNode;
};

/**
 * A labelled input with the hint under it that screen readers read with it: the input is described
 * by the hint unless the page passes its own `aria-describedby` (to name an error as well).
 */
export function TextField({ id, label, hint, hintId = `${id}-hint`, hintClass = 'hint', after, ...input }: TextFieldProps) {
  return (
    <Field id={id} label={label}>
      <input id={id} {...input} aria-describedby={input['aria-describedby'] ?? hintId} />
      <p id={hintId} className={hintClass}>
        {hint}
      </p>
      {after}
    </Field>
  );
}
