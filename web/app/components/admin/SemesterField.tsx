import { Field } from '~/components/Field';

/** A back-office form's semester choice (the field is `semester`), newest first as the CMS lists them. */
export function SemesterField({
  id,
  label,
  semesters,
  value,
}: {
  id: string;
  label: string;
  semesters: { code: string; label: string }[];
  value: string;
}) {
  return (
    <Field id={id} label={label}>
      <select id={id} name="semester" defaultValue={value}>
        {semesters.map((s) => (
          <option key={s.code} value={s.code}>
            {s.label}
          </option>
        ))}
      </select>
    </Field>
  );
}
