import { useId, type ReactElement, type ReactNode } from 'react';
import './field.css';

/** The ids a field's control must carry, so its label, hint and error are read with it. */
export interface FieldControlProps {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean;
}

export interface FieldProps {
  label: ReactNode;
  /** what to type, said before anything goes wrong */
  hint?: ReactNode;
  /** what is wrong, in plain words; shown under the control and read with it */
  error?: string | null;
  /** renders the control with the ids it must carry */
  children: (control: FieldControlProps) => ReactElement;
  /** a control beside the label, e.g. 'Forgot password?' */
  aside?: ReactNode;
}

/** A labelled form control with its hint and inline error. */
export function Field({ label, hint, error, children, aside }: FieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ');
  return (
    <div className={error ? 'field field--invalid' : 'field'}>
      <div className="field__top">
        <label className="field__label" htmlFor={id}>
          {label}
        </label>
        {aside}
      </div>
      {children({
        id,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        ...(error ? { 'aria-invalid': true } : {}),
      })}
      {hint && (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="field__error">
          {error}
        </p>
      )}
    </div>
  );
}
