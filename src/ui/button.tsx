import type { ButtonHTMLAttributes } from 'react';

type Variant = 'primary' | 'secondary' | 'accent' | 'ghost' | 'danger';

const VARIANTS: Record<Variant, string> = {
  primary: 'bg-brand-700 text-white hover:bg-brand-800 disabled:bg-brand-300',
  secondary: 'border border-line bg-card text-ink hover:bg-surface disabled:text-ink-soft',
  accent: 'bg-accent-500 text-ink hover:bg-accent-400 disabled:bg-accent-100',
  ghost: 'text-brand-700 hover:bg-brand-50 disabled:text-ink-soft',
  danger: 'bg-danger text-white hover:bg-red-800 disabled:bg-red-300',
};

/** The button classes on their own, for links that look like buttons. */
export function buttonClass(variant: Variant = 'primary', extra = ''): string {
  return `inline-flex min-h-11 items-center justify-center gap-2 rounded-control px-4 py-2 text-sm font-semibold transition-colors disabled:cursor-not-allowed ${VARIANTS[variant]} ${extra}`;
}

export function Button({ variant = 'primary', className = '', type = 'button', ...rest }: ButtonHTMLAttributes<HTMLButtonElement> & { variant?: Variant }) {
  return <button type={type} className={buttonClass(variant, className)} {...rest} />;
}
