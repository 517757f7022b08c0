import type { BookingStatus } from '../../src/domain/booking.ts';
import type { Lang } from '../../src/domain/languages.ts';
import type { ListingFilter } from '../../src/domain/listing-filter-core.ts';
import { formatPriceShort } from '../../src/domain/money.ts';
import type { PropertyType } from '../../src/domain/property.ts';
import type { PushNotification } from '../../src/domain/push.ts';
import { areaText } from '../../src/domain/search-summary.ts';
import { formatVisitDateShort, formatVisitTime } from '../../src/domain/visit-time.ts';
import { wordsIn } from './words.ts';

/** The words of every push notification, in the reader's language (users.lang); e-mails reuse some of them. */

const VISIT_KEYS = { pending: 'push.visitPending', confirmed: 'push.visitConfirmed', cancelled: 'push.visitCancelled' } as const;

/** "Your visit on Wed 25 Nov, 11:00 am is confirmed", opening My Bookings. */
export function bookingStatusNotification(
  lang: Lang,
  b: { bookingId: string; bookingDate: string; bookingTime: string; status: BookingStatus; propertyName: string },
): PushNotification {
  const { t } = wordsIn(lang);
  return {
    title: b.propertyName,
    body: t(VISIT_KEYS[b.status], { date: formatVisitDateShort(b.bookingDate, lang), time: formatVisitTime(b.bookingTime, lang) }),
    url: '/my-bookings',
    tag: `booking-${b.bookingId}`,
  };
}

export interface PriceDrop {
  propertyId: string;
  propertyName: string;
  type: PropertyType;
  price: number;
  oldPrice: number;
}

/** "Price drop: 2 BHK, Malad West now ₹1.2 Cr" to the listing's savers; the tap opens the listing. */
export function priceDropNotification(lang: Lang, drop: PriceDrop): PushNotification {
  const { t } = wordsIn(lang);
  return {
    title: t('push.priceDropTitle', { property: drop.propertyName, price: formatPriceShort(drop.price, drop.type, lang) }),
    body: t('push.priceDropBody', { price: formatPriceShort(drop.oldPrice, drop.type, lang) }),
    url: `/property/${drop.propertyId}`,
    tag: `price-${drop.propertyId}`,
  };
}

/** The text of an instant alert: "3 new homes in Borivali-Andheri under ₹1.5 Cr". */
export function newMatchesText(lang: Lang, count: number, f: ListingFilter): string {
  const { t } = wordsIn(lang);
  const area = areaText(f);
  if (f.maxPrice === null) return area ? t('push.newMatchesIn', { count, area }) : t('push.newMatches', { count });
  const price = formatPriceShort(f.maxPrice, 'sale', lang);
  return area ? t('push.newMatchesInUnder', { count, area, price }) : t('push.newMatchesUnder', { count, price });
}
