import { expect, it } from 'vitest';
import { formatPrice, formatPriceShort } from '#src/domain/money.ts';

it('formats INR the en-IN way with no decimals, and /mo for rent', () => {
  expect(formatPrice(8500000, 'sale')).toBe('₹85,00,000');
  expect(formatPrice(45000.4, 'rent')).toBe('₹45,000 /mo');
  expect(formatPrice(12500000, 'sale')).toBe('₹1,25,00,000');
});

it('gives the short form Indian buyers read at a glance', () => {
  expect(formatPriceShort(8500000)).toBe('₹85 L');
  expect(formatPriceShort(12500000)).toBe('₹1.25 Cr');
  expect(formatPriceShort(45000)).toBe('₹45 K');
  expect(formatPriceShort(999)).toBe('₹999');
});

it('keeps the /mo of a rent in the short form too', () => {
  expect(formatPriceShort(120_000, 'rent')).toBe('₹1.2 L /mo');
  expect(formatPriceShort(120_000, 'sale')).toBe('₹1.2 L');
});

it('says crore, lakh, thousand and month in Hindi and in Marathi, with the same ₹ and Indian grouping', () => {
  expect(formatPriceShort(12500000, 'sale', 'hi')).toBe('₹1.25 करोड़');
  expect(formatPriceShort(12500000, 'sale', 'mr')).toBe('₹1.25 कोटी');
  expect(formatPriceShort(4500000, 'sale', 'hi')).toBe('₹45 लाख');
  expect(formatPriceShort(4500000, 'sale', 'mr')).toBe('₹45 लाख');
  expect(formatPriceShort(45000, 'rent', 'hi')).toBe('₹45 हज़ार /महीना');
  expect(formatPriceShort(45000, 'rent', 'mr')).toBe('₹45 हजार /महिना');
  expect(formatPrice(8500000, 'sale', 'mr')).toBe('₹85,00,000');
  expect(formatPrice(45000, 'rent', 'hi')).toBe('₹45,000 /महीना');
});
