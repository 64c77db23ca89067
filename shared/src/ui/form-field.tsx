import { useId, type InputHTMLAttributes, type ReactNode } from 'react';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> {
  label: string;
  value: string;
  onValue: (value: string) => void;
  /** Shown under the input (a checklist, a hint). */
  children?: ReactNode;
}

/** A labelled input in the house style (k-field / k-label / k-input). */
export function TextField({ label, value, onValue, children, id, ...input }: TextFieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  return (
    <div className="k-field">
      <label className="k-label" htmlFor={inputId}>
        {label}
      </label>
      <input id={inputId} className="k-input" value={value} onChange={(e) => onValue(e.target.value)} {...input} />
      {children}
    </div>
  );
}

/** A form's error, announced to screen readers as it appears. */
export function FormError({ children }: { children: ReactNode }) {
  if (!children) return null;
  return (
    <p className="k-form-error" role="alert">
      {children}
    </p>
  );
}
