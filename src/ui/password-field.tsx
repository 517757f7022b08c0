import { useId, useState, type InputHTMLAttributes, type Ref } from 'react';
import { useT } from '../i18n/language-context.tsx';
import { inputClass } from './text-field.tsx';
import { Icon } from './icon.tsx';

interface Props extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: string;
  error?: string | undefined;
  ref?: Ref<HTMLInputElement>;
}

/**
 * A password input with a show/hide switch; the switch names what it will do and says whether the password is shown.
 * Its words are the shell's, the same on every form that has a password.
 */
export function PasswordField({ label, error, id, className = '', ref, ...input }: Props) {
  const t = useT();
  const autoId = useId();
  const inputId = id ?? autoId;
  const errorId = `${inputId}-error`;
  const [visible, setVisible] = useState(false);
  return (
    <div className={className}>
      <label htmlFor={inputId} className="mb-1.5 block text-sm font-medium text-ink">
        {label}
      </label>
      <div className="relative">
        <input
          ref={ref}
          id={inputId}
          type={visible ? 'text' : 'password'}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className={`${inputClass} pr-12`}
          {...input}
        />
        <button
          type="button"
          onClick={() => setVisible((v) => !v)}
          aria-label={`${visible ? t('shell.hidePassword') : t('shell.showPassword')}: ${label}`}
          aria-controls={inputId}
          className="absolute inset-y-0 right-0 grid w-11 place-items-center rounded-r-control text-ink-soft hover:text-ink"
        >
          <Icon className="size-5" strokeLinecap="round" strokeLinejoin="round">
            <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12z" />
            <circle cx="12" cy="12" r="3" />
            {visible && <path d="M3 3l18 18" />}
          </Icon>
        </button>
      </div>
      {error && (
        <p id={errorId} role="alert" className="mt-1 text-sm text-danger">
          {error}
        </p>
      )}
    </div>
  );
}
