import type { Lang } from '#src/domain/languages.ts';
import type { LineFigure } from '#src/domain/line/line-figures.ts';
import { formatPrice } from '#src/domain/money.ts';
import type { PropertyType } from '#src/domain/property-kinds.ts';
import type { Translate } from '#src/i18n/translator.ts';

/** A median in words: ₹ per sq ft for a sale, a month's rent for a rent, or why there is none. */
export function medianWords(figure: LineFigure | null, type: PropertyType, t: Translate, lang: Lang): string {
  if (!figure || figure.median === null) return t('line.fewer');
  const price = formatPrice(figure.median, 'sale', lang);
  return type === 'rent' ? t('line.perMonth', { price }) : t('line.perSqft', { price });
}
