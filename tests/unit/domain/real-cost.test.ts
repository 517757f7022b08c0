import { describe, expect, it } from 'vitest';
import { LOAN_DEFAULTS, loanAmount, loanTermsFrom, monthlyEmi, readLoanTerm } from '../../../src/domain/home-loan.ts';
import { MAHARASHTRA_SALE_COSTS, oneTimeCosts } from '../../../src/domain/maharashtra-costs.ts';
import { STATIONS } from '../../../src/domain/stations.ts';

const at = (name: (typeof STATIONS)[number]) => STATIONS.indexOf(name);

describe('monthlyEmi', () => {
  it('matches the figure banks quote: ₹50 lakh at 8.5% over 20 years is ₹43,391 a month', () => {
    expect(monthlyEmi(5_000_000, 8.5, 20)).toBe(43_391);
  });
  it('matches another known figure: ₹1 crore at 9% over 30 years is ₹80,462', () => {
    expect(monthlyEmi(10_000_000, 9, 30)).toBe(80_462);
  });
  it('divides evenly at 0%, and is 0 for no loan or bad input, never NaN', () => {
    expect(monthlyEmi(1_200_000, 0, 10)).toBe(10_000);
    expect(monthlyEmi(0, 8.5, 20)).toBe(0);
    expect(monthlyEmi(Number.NaN, 8.5, 20)).toBe(0);
    expect(monthlyEmi(5_000_000, 8.5, 0)).toBe(0);
    expect(monthlyEmi(Number.POSITIVE_INFINITY, 8.5, 20)).toBe(0);
  });
  it('lends the share of the price', () => {
    expect(loanAmount(12_500_000, LOAN_DEFAULTS)).toBe(10_000_000);
  });
});

describe('loan terms as typed', () => {
  it('takes numbers within their limits', () => {
    expect(readLoanTerm('ratePercent', ' 8.25 ')).toEqual({ value: 8.25 });
    expect(readLoanTerm('sharePercent', '0')).toEqual({ value: 0 });
  });
  it('refuses negative, huge, empty, NUL and words', () => {
    expect(readLoanTerm('years', '-5')).toEqual({ issue: 'tooSmall' });
    expect(readLoanTerm('years', '0')).toEqual({ issue: 'tooSmall' });
    expect(readLoanTerm('sharePercent', '91')).toEqual({ issue: 'tooLarge' });
    expect(readLoanTerm('ratePercent', '1e16')).toEqual({ issue: 'notNumber' });
    expect(readLoanTerm('ratePercent', '99999999999')).toEqual({ issue: 'notNumber' });
    expect(readLoanTerm('ratePercent', '')).toEqual({ issue: 'notNumber' });
    expect(readLoanTerm('ratePercent', '8\u0000')).toEqual({ issue: 'notNumber' });
    expect(readLoanTerm('ratePercent', 'abc')).toEqual({ issue: 'notNumber' });
  });
  it('reads whatever the device kept into terms within the limits', () => {
    expect(loanTermsFrom(null)).toEqual(LOAN_DEFAULTS);
    expect(loanTermsFrom({ sharePercent: 500, ratePercent: -3, years: 'x' })).toEqual({ sharePercent: 90, ratePercent: 0, years: 20 });
    expect(loanTermsFrom({ sharePercent: 75, ratePercent: 9.1, years: 25 })).toEqual({ sharePercent: 75, ratePercent: 9.1, years: 25 });
  });
});

describe('one-time costs in Maharashtra', () => {
  it('charges 5% stamp duty and 1% metro cess in Mumbai, and registration capped at ₹30,000', () => {
    expect(oneTimeCosts(20_000_000, at('Borivali'), false)).toEqual({ stampDuty: 1_000_000, metroCess: 200_000, registration: 30_000, total: 1_230_000 });
  });
  it('charges 1% registration below ₹30 lakh, and exactly the cap at ₹30 lakh', () => {
    expect(oneTimeCosts(2_500_000, at('Andheri'), false).registration).toBe(25_000);
    expect(oneTimeCosts(3_000_000, at('Andheri'), false).registration).toBe(MAHARASHTRA_SALE_COSTS.registrationCap);
  });
  it('takes 1% off the stamp duty for a woman buyer', () => {
    expect(oneTimeCosts(10_000_000, at('Dadar'), true)).toEqual({ stampDuty: 400_000, metroCess: 100_000, registration: 30_000, total: 530_000 });
  });
  it('charges no metro cess north of Dahisar, and charges it at Dahisar and Churchgate', () => {
    expect(oneTimeCosts(10_000_000, at('Virar'), false).metroCess).toBe(0);
    expect(oneTimeCosts(10_000_000, at('Mira Road'), false).metroCess).toBe(0);
    expect(oneTimeCosts(10_000_000, at('Dahisar'), false).metroCess).toBe(100_000);
    expect(oneTimeCosts(10_000_000, at('Churchgate'), false).metroCess).toBe(100_000);
  });
  it('is nothing for a price that is no price', () => {
    expect(oneTimeCosts(Number.NaN, 0, false).total).toBe(0);
    expect(oneTimeCosts(-5, 0, false).total).toBe(0);
  });
});
