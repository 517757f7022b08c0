import { afterEach, expect, it, vi } from 'vitest';

// The first Intl format a page makes starts the browser's Intl service; made as modules load, it landed in the task
// that loads the app's code (decision 0070). Loading these modules makes none; a format is made when first asked for,
// in the language asked for only.
const made: string[] = [];
const RealNumberFormat = Intl.NumberFormat;
const RealDateTimeFormat = Intl.DateTimeFormat;

function watchFormats() {
  vi.spyOn(Intl, 'NumberFormat').mockImplementation(
    class extends RealNumberFormat {
      constructor(locales?: Intl.LocalesArgument, options?: Intl.NumberFormatOptions) {
        super(locales, options);
        made.push(`number ${String(locales)}`);
      }
    },
  );
  vi.spyOn(Intl, 'DateTimeFormat').mockImplementation(
    class extends RealDateTimeFormat {
      constructor(locales?: Intl.LocalesArgument, options?: Intl.DateTimeFormatOptions) {
        super(locales, options);
        made.push(`date ${String(locales)}`);
      }
    },
  );
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.resetModules();
  made.length = 0;
});

it('makes no Intl format as the price, date and time modules load', async () => {
  watchFormats();
  vi.resetModules();
  await import('#src/domain/money.ts');
  await import('#src/domain/visit-time.ts');
  await import('#src/domain/mumbai-time.ts');
  await import('#src/lib/dates.ts');
  expect(made).toEqual([]);
});

it("makes a language's formats when it is first asked for, once, and no other language's", async () => {
  watchFormats();
  vi.resetModules();
  const { formatVisitDate } = await import('#src/domain/visit-time.ts');
  const { formatPrice } = await import('#src/domain/money.ts');
  expect(formatVisitDate('2026-11-25', 'hi')).toBe('बुधवार, 25 नवंबर 2026');
  expect(formatVisitDate('2026-11-26', 'hi')).toBe('गुरुवार, 26 नवंबर 2026');
  expect(formatPrice(8500000, 'sale')).toBe('₹85,00,000');
  expect(formatPrice(9500000, 'sale')).toBe('₹95,00,000');
  expect(made.filter((m) => m.startsWith('date'))).toEqual(['date hi-IN', 'date hi-IN', 'date hi-IN']);
  expect(made.filter((m) => m.startsWith('number'))).toEqual(['number en-IN']);
});
