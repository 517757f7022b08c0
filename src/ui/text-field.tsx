import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';

interface Props extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

/**
 * A field a reader can change: bordered, on the card's white. One shown for reading (the `readonly` attribute, not
 * CSS's `:read-only`, which every <select> and disabled input matches too) loses its border; a disabled one keeps it,
 * greyed.
 */
export const inputClass =
  'block w-full rounded-control border border-line bg-card px-3 py-2.5 text-base text-ink placeholder:text-ink-soft focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-200 aria-[invalid=true]:border-danger [&[readonly]]:border-transparent [&[readonly]]:bg-surface disabled:cursor-not-allowed disabled:bg-surface disabled:text-ink-soft';

/** A labelled input with its error under it, tied together for screen readers. */
export function TextField({ label, error, hint, id, className = '', ref, ...input }: Props) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const errorId = `${inputId}-error`;
  const hintId = `${inputId}-hint`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
      <label htmlFor={inputId} className="mb-1.5 block text-sm font-medium text-ink">
        {label}
      </label>
      <input ref={ref} id={inputId} aria-invalid={error ? true : undefined} aria-describedby={describedBy} className={inputClass} {...input} />
      {hint && !error && (
        <p id={hintId} className="mt-1 text-xs text-ink-soft">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} role="alert" className="mt-1 text-sm text-danger">
          {error}
        </p>
      )}
    </div>
  );
}
