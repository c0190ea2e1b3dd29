import type { ReactNode } from 'react';

/**
 * A back-office table row's own action: a submit button of the table's one form that says, to a
 * screen reader, which row it acts on (`label`); `name` and `value` tell the action what and which.
 */
export function RowButton({
  name,
  value,
  className,
  label,
  disabled,
  children,
}: {
  name: string;
  value: string | number;
  className: string;
  label: string;
  disabled: boolean;
  children: ReactNode;
}) {
  return (
    <button type="submit" name={name} value={value} className={className} aria-label={label} disabled={disabled}>
      {children}
    </button>
  );
}
