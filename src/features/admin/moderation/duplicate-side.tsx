import { Link } from 'react-router';
import type { DuplicateSide } from '#src/domain/duplicates.ts';
import { formatNumber, formatPrice } from '#src/domain/money.ts';
import { useTranslator } from '#src/i18n/language-context.tsx';
import { formatWhen } from './format-when.ts';

/** One listing of a pair: the photo that matched, title (a link), place, price and area, owner, when listed, state. */
export function DuplicateSideView({ side, label }: { side: DuplicateSide; label: string }) {
  const { lang, t } = useTranslator();
  return (
    <div className="min-w-0">
      <p className="text-xs font-bold uppercase tracking-wide text-ink-soft">{label}</p>
      {side.photoUrl ? (
        <img
          src={side.photoUrl}
          alt={t('duplicates.photoAlt', { name: side.propertyName })}
          width={320}
          height={213}
          loading="lazy"
          className="mt-1 aspect-[3/2] w-full max-w-xs rounded-control bg-surface object-cover"
        />
      ) : (
        <p className="mt-1 flex aspect-[3/2] w-full max-w-xs items-center justify-center rounded-control bg-surface text-sm text-ink-muted">
          {t('duplicates.admin.noPhoto')}
        </p>
      )}
      <h4 className="mt-2 font-semibold break-words text-ink">
        <Link to={`/property/${side._id}`} className="text-brand-800 underline">
          {side.propertyName}
        </Link>
      </h4>
      <p className="text-sm text-ink-muted">
        {t('duplicates.matchLine', { location: side.location, price: formatPrice(side.price, side.type, lang), area: formatNumber(side.carpetArea) })}
      </p>
      <p className="mt-1 text-sm text-ink">{t('duplicates.admin.owner', { name: side.owner.name })}</p>
      <p className="text-xs break-all text-ink-muted">{side.owner.email}</p>
      <p className="text-xs text-ink-muted">{t('duplicates.admin.listedOn', { at: formatWhen(side.createdAt, lang) })}</p>
      {side.hidden && (
        <p className="mt-1 text-sm font-semibold text-danger">
          {side.hiddenAs === 'duplicate' ? t('duplicates.admin.hiddenAsDuplicate') : t('duplicates.admin.hidden')}
        </p>
      )}
    </div>
  );
}
