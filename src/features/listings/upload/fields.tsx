import { useId, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes, type Ref } from 'react';
import { inputClass } from '#src/ui/text-field.tsx';

function Message({ id, error }: { id: string; error: string | undefined }) {
  if (!error) return null;
  return (
    <p id={id} role="alert" className="mt-1 text-sm text-danger">
      {error}
    </p>
  );
}

type SelectProps = SelectHTMLAttributes<HTMLSelectElement> & { label: string; error?: string | undefined; children: ReactNode; ref?: Ref<HTMLSelectElement> };

export function SelectField({ label, error, children, ref, ...rest }: SelectProps) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-ink">
        {label}
      </label>
      <select ref={ref} id={id} aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} className={inputClass} {...rest}>
        {children}
      </select>
      <Message id={`${id}-error`} error={error} />
    </div>
  );
}

type AreaProps = TextareaHTMLAttributes<HTMLTextAreaElement> & { label: string; error?: string | undefined; ref?: Ref<HTMLTextAreaElement> };

export function TextAreaField({ label, error, ref, ...rest }: AreaProps) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-ink">
        {label}
      </label>
      <textarea
        ref={ref}
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={inputClass}
        {...rest}
      />
      <Message id={`${id}-error`} error={error} />
    </div>
  );
}
