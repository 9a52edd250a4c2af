import { useId, type SelectHTMLAttributes } from 'react';

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'className'> {
  label: string;
  options: readonly { value: string | number; label: string }[];
  testId: string;
  /** Extra class of the select, e.g. a width. */
  className?: string;
}

/**
 * A choice among a few values: a label and a native select (the classes field-label and field-select of
 * modalDialog.css), in a dialog's form (spread react-hook-form's `register(...)` into it, its ref
 * included) or on a screen (value and onChange).
 */
export function SelectField({ label, options, testId, className, ...select }: SelectFieldProps) {
  const id = useId();
  return (
    <>
      <label className="field-label" htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        className={className ? `field-select ${className}` : 'field-select'}
        data-testid={testId}
        {...select}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </>
  );
}
