import type { ButtonHTMLAttributes } from 'react';

type Variant = 'primary' | 'secondary' | 'accent' | 'ghost' | 'danger' | 'inverse';
type Size = 'md' | 'lg';

const VARIANTS: Record<Variant, string> = {
  primary: 'bg-brand-700 text-white hover:bg-brand-800 disabled:bg-brand-300',
  // Disabled, it loses its white face as well as its ink: grey text alone on a white button still read as pressable.
  secondary: 'border border-line bg-card text-ink hover:bg-surface disabled:border-transparent disabled:bg-line/60 disabled:text-ink-soft',
  accent: 'bg-accent-500 text-ink hover:bg-accent-400 disabled:bg-accent-100',
  ghost: 'text-brand-700 hover:bg-brand-50 disabled:text-ink-soft',
  danger: 'bg-danger text-white hover:bg-red-800 disabled:bg-red-300',
  // For dark backgrounds (hero, banners).
  inverse: 'border border-white/30 bg-white/10 text-white hover:bg-white/20 disabled:text-white/50',
};

const SIZES: Record<Size, string> = {
  md: 'min-h-11 px-4 text-sm',
  lg: 'min-h-12 px-6 text-base',
};

/** The button classes on their own, for links that look like buttons. */
export function buttonClass(variant: Variant = 'primary', extra = '', size: Size = 'md'): string {
  return `inline-flex items-center justify-center gap-2 rounded-control py-2 font-semibold transition-colors disabled:cursor-not-allowed ${SIZES[size]} ${VARIANTS[variant]} ${extra}`;
}

export function Button({ variant = 'primary', className = '', type = 'button', ...rest }: ButtonHTMLAttributes<HTMLButtonElement> & { variant?: Variant }) {
  return <button type={type} className={buttonClass(variant, className)} {...rest} />;
}
