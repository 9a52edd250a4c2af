import { useId, type CSSProperties, type MouseEvent } from 'react';
import { Icon } from './icons.tsx';
import './searchField.css';

const focusInput = (event: MouseEvent<HTMLDivElement>) => event.currentTarget.querySelector('input')?.focus();

export interface SearchFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  testId?: string;
  /** A magnifier before the text; the label then stays on the outline (as MUI's adorned fields). */
  withIcon?: boolean;
  /** The field's place in its row (flex basis, widths). */
  className?: string;
  style?: CSSProperties;
}

/**
 * A labelled search box in static CSS (searchField.css): MUI's small outlined TextField look, a native
 * `type="search"` input (Escape and the clear button empty it), its label a real `<label>`.
 */
export function SearchField({
  label,
  value,
  onChange,
  testId,
  withIcon,
  className,
  style,
}: SearchFieldProps) {
  const id = useId();
  const floated = withIcon || value !== '';
  return (
    <div
      className={`search-field${floated ? ' search-field--floated' : ''}${className ? ` ${className}` : ''}`}
      style={style}
    >
      <label className="search-field-label" htmlFor={id}>
        {label}
      </label>
      {/* A click beside the text (on the icon, the padding) puts the caret in it, as in MUI's field. */}
      <div className="search-field-box" onClick={focusInput}>
        {withIcon ? <Icon name="search" size={20} className="search-field-icon" /> : null}
        <input
          id={id}
          className="search-field-input"
          type="search"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          data-testid={testId}
        />
        <fieldset className="search-field-outline" aria-hidden="true">
          <legend>
            <span>{label}</span>
          </legend>
        </fieldset>
      </div>
    </div>
  );
}
