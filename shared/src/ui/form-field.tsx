import { useId, type InputHTMLAttributes, type ReactNode, type Ref, type TextareaHTMLAttributes } from 'react';

interface FieldFrameProps {
  label: string;
  /** A field-level error, announced with the field. */
  error?: string | null;
  /** A line of help under the control, read with it by screen readers. */
  hint?: string;
  /** Shown under the control (a checklist, a hint). */
  children?: ReactNode;
  id?: string;
  control: (props: { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string }) => ReactNode;
}

/** Label, control and error of one field in the house style (k-field / k-label). */
function FieldFrame({ label, error, hint, children, id, control }: FieldFrameProps) {
  const generated = useId();
  const controlId = id ?? generated;
  const errorId = `${controlId}-error`;
  const hintId = `${controlId}-hint`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ');
  return (
    <div className="k-field">
      <label className="k-label" htmlFor={controlId}>
        {label}
      </label>
      {control({
        id: controlId,
        ...(error ? { 'aria-invalid': true as const } : {}),
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
      })}
      {error ? (
        <p id={errorId} className="k-field-error">
          {error}
        </p>
      ) : null}
      {hint ? (
        <p id={hintId} className="k-field-hint">
          {hint}
        </p>
      ) : null}
      {children}
    </div>
  );
}

/** What every field takes besides its control's own attributes. */
interface FieldProps {
  label: string;
  value: string;
  onValue: (value: string) => void;
  error?: string | null;
  /** A line of help under the control, read with it by screen readers. */
  hint?: string;
  children?: ReactNode;
}

type TextFieldProps = FieldProps &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value' | 'children'> & { ref?: Ref<HTMLInputElement> };
type TextAreaFieldProps = FieldProps &
  Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'onChange' | 'value' | 'children'>;

/** A labelled input. */
export function TextField({ label, value, onValue, error, hint, children, id, ...input }: TextFieldProps) {
  return (
    <FieldFrame
      label={label}
      error={error}
      hint={hint}
      id={id}
      control={(a11y) => (
        <input className="k-input" value={value} onChange={(e) => onValue(e.target.value)} {...input} {...a11y} />
      )}
    >
      {children}
    </FieldFrame>
  );
}

/** The length of every emailed confirmation and reset code. */
export const CODE_LENGTH = 6;

/** A labelled input for an emailed code: digits only, cut to six, offered to one-time-code autofill. */
export function CodeField({ onValue, ...field }: Omit<TextFieldProps, 'inputMode' | 'autoComplete'>) {
  return (
    <TextField
      {...field}
      inputMode="numeric"
      autoComplete="one-time-code"
      onValue={(v) => onValue(v.replace(/\D/g, '').slice(0, CODE_LENGTH))}
    />
  );
}

/** A labelled multi-line input. */
export function TextAreaField({ label, value, onValue, error, hint, children, id, ...textarea }: TextAreaFieldProps) {
  return (
    <FieldFrame
      label={label}
      error={error}
      hint={hint}
      id={id}
      control={(a11y) => (
        <textarea
          className="k-input k-textarea"
          value={value}
          onChange={(e) => onValue(e.target.value)}
          {...textarea}
          {...a11y}
        />
      )}
    >
      {children}
    </FieldFrame>
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
