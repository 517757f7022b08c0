/**
 * The one-time costs of buying a home in the Mumbai suburbs, as configuration: change the figures here when the
 * state changes them, and the listing's page follows.
 *
 * Source: "Stamp Duty & Registration Charges in Mumbai (2025): Complete Guide for First-Time Buyers & Investors",
 * Shapoorji Pallonji Real Estate, 12 September 2025
 * (https://shapoorjirealestate.com/blogpost/stamp-duty-and-registration-charges-in-mumbai-2025-complete-guide-for-first-time-buyers-and-investors):
 * within Mumbai's municipal limits 6% for men (5% stamp duty and 1% metro cess), 5% for women; registration 1% of the
 * agreement value, a flat ₹30,000 above ₹30 lakh. Checked against Ujjivan Small Finance Bank, "Stamp Duty &
 * Registration Fees in Mumbai (Maharashtra)", 17 November 2025 (rates for FY 2025-26), and investyards.com's guide
 * of June 2025, which gives Vasai-Virar at 5% for men and 4% for women (no metro cess). Read on 27 November 2026.
 */
export const MAHARASHTRA_SALE_COSTS = {
  /** Stamp duty on a sale deed in a municipal corporation area, percent of the price. */
  stampDutyPercent: 5,
  /** The 1% metro cess on top, since 1 April 2022, where the city has one (METRO_CESS_STATIONS). */
  metroCessPercent: 1,
  /** Off the stamp duty for a home bought in a woman's name. */
  womanConcessionPercent: 1,
  /** Registration fee, percent of the price, and its cap in rupees. */
  registrationPercent: 1,
  registrationCap: 30_000,
  sourceDate: '2025-09-12',
} as const;

/**
 * The stations (indexes into STATIONS, north to south) in Greater Mumbai, where the metro cess is charged: Dahisar to
 * Churchgate. Virar to Mira Road lie in the Vasai-Virar and Mira-Bhayandar corporations, where the source gives none.
 */
export const METRO_CESS_STATIONS: readonly [number, number] = [6, 27];

export interface OneTimeCosts {
  stampDuty: number;
  metroCess: number;
  registration: number;
  total: number;
}

/** Stamp duty, metro cess and registration on a sale at `price` near `station` (null: charged as in Mumbai), in whole rupees. */
export function oneTimeCosts(price: number, station: number | null, woman: boolean): OneTimeCosts {
  const c = MAHARASHTRA_SALE_COSTS;
  const value = Number.isFinite(price) && price > 0 ? price : 0;
  const cess = station === null || (station >= METRO_CESS_STATIONS[0] && station <= METRO_CESS_STATIONS[1]);
  const stampDuty = Math.round((value * (c.stampDutyPercent - (woman ? c.womanConcessionPercent : 0))) / 100);
  const metroCess = cess ? Math.round((value * c.metroCessPercent) / 100) : 0;
  const registration = Math.min(Math.round((value * c.registrationPercent) / 100), c.registrationCap);
  return { stampDuty, metroCess, registration, total: stampDuty + metroCess + registration };
}
