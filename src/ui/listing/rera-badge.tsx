import { useT } from '../../i18n/language-context.tsx';
import { Icon } from '../icon.tsx';

/** A registered project's MahaRERA number, shown as buyers look for it. */
export function ReraBadge({ number }: { number: string | null }) {
  const t = useT();
  if (!number) return null;
  return (
    <span
      title={t('card.reraTitle')}
      className="inline-flex items-center gap-1 rounded-full bg-success/10 px-2.5 py-0.5 text-xs font-semibold text-success-strong"
    >
      <Icon className="size-3.5" strokeWidth="2.5">
        <path d="M5 12l5 5L20 7" />
      </Icon>
      {t('card.rera', { number })}
    </span>
  );
}
