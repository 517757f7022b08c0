import { STATIONS, type Station } from '../stations.ts';

/*
 * The Western line between Virar and Churchgate as the commute model needs it: which trains halt where, how long they
 * take between halts, and how often they come.
 *
 * Source: Western Railway's public working timetable (PTT 78), the edition in force from 1 May 2026: the UP and DN
 * suburban PTT, the UP and DN AC PTT and the PTT 78 Dahanu Road services, read on 2026-11-27 (pdftotext -layout; a
 * service's column read by its x position). Run minutes are the differences between one named service's times at
 * consecutive halts, taken from morning-peak services that halt at every station of their pattern:
 *   - slow, towards Churchgate (up): 90244, Virar 08:08, Borivali 08:45, Churchgate 09:53;
 *   - slow, towards Virar (down): 90161, Churchgate 07:39, Borivali 08:43, Virar 09:20;
 *   - fast, up: 90290, Virar 08:53, Borivali 09:31, Churchgate 10:23 (Borivali to Churchgate 52 minutes, as 90018's
 *     04:16 from Borivali reaching Churchgate 05:08);
 *   - fast, down: 90275, Churchgate 09:36, Borivali 10:21, Virar 10:57.
 * 90280 was passed over: its Mira Road time (09:26, after Dahisar's 09:23) is a misprint in the PTT.
 * Trains an hour count every service of the UP and DN PTTs (the AC PTTs list AC services that the PTTs list too) that leaves the station in that direction,
 * 08:00-11:00 (peak) and 12:00-16:00 (off-peak), slow when it halts at every station of its run, fast otherwise (the
 * Dahanu Road services run beyond Virar and do not change these counts south of it). Ram Mandir, between Goregaon and
 * Jogeshwari, is no station of ours: the slow run between them includes its halt.
 * Distances are the line's kilometres from Churchgate, rounded; the model does not use them (they place the stations on
 * the detail page's strip).
 */

/** A train pattern: slow trains halt everywhere; fast ones at the halts FAST_RUNS joins. */
export type TrainPattern = 'slow' | 'fast';
/** Up is towards Churchgate (the morning's direction from the suburbs), down towards Virar. */
export type Direction = 'up' | 'down';

/** Trains an hour leaving a station: [peak 08:00-11:00, off-peak 12:00-16:00]. */
export type TrainsPerHour = readonly [peak: number, offPeak: number];

export interface LineStation {
  station: Station;
  /** Kilometres from Churchgate, rounded. */
  km: number;
  /**
   * Where fast trains halt: 'all' fast trains (Borivali and south), 'virar' where only the fast trains from Virar halt
   * (they call at every station to Borivali; Borivali's fast trains start there), false where none do.
   */
  fast: 'all' | 'virar' | false;
  /** Trains an hour by direction and pattern; null where that pattern does not halt. */
  perHour: Record<Direction, Record<TrainPattern, TrainsPerHour | null>>;
}

type Row = readonly [Station, number, LineStation['fast'], TrainsPerHour, TrainsPerHour | null, TrainsPerHour, TrainsPerHour | null];

// station, km, fast halts, then trains an hour [peak, off-peak]: up slow, up fast, down slow, down fast.
const ROWS: readonly Row[] = [
  ['Virar', 60, 'virar', [4.7, 2.5], [8.3, 9.5], [0, 0], [0, 0]],
  ['Nalla Sopara', 56, 'virar', [4.3, 2.5], [8, 7.5], [4.7, 3.2], [7, 6.2]],
  ['Vasai Road', 52, 'virar', [5.7, 3.2], [9.3, 9.8], [4.7, 3.5], [10.3, 8.2]],
  ['Naigaon', 48, 'virar', [5.7, 3.5], [8.3, 7.5], [5.3, 3.5], [8, 7]],
  ['Bhayandar', 44, 'virar', [6.7, 4], [11.3, 11], [5, 3.2], [10.3, 9.2]],
  ['Mira Road', 40, 'virar', [7, 4], [10.3, 9.2], [5.7, 5.2], [8, 7.8]],
  ['Dahisar', 37, 'virar', [6.7, 4], [10.7, 9.2], [5.7, 5], [8, 8]],
  ['Borivali', 34, 'all', [12.7, 13.8], [14, 12], [5.7, 5], [11.3, 9.5]],
  ['Kandivali', 32, false, [12.3, 13.8], null, [11, 14.5], null],
  ['Malad', 30, false, [12, 13.8], null, [11.3, 14.5], null],
  ['Goregaon', 27, false, [16.3, 15.5], null, [11.3, 14.8], null],
  ['Jogeshwari', 24, false, [16.3, 15.5], null, [16, 17], null],
  ['Andheri', 22, 'all', [17.7, 13.8], [14, 11.5], [16, 17.2], [15, 12]],
  ['Vile Parle', 19, false, [17.7, 13.8], null, [17, 15.5], null],
  ['Santacruz', 18, false, [17.7, 13.8], null, [17.7, 15.5], null],
  ['Khar Road', 16, false, [17.7, 13.8], null, [17.7, 15.8], null],
  ['Bandra', 15, 'all', [18, 13.8], [15.7, 11.8], [17.7, 15.5], [14.3, 10.8]],
  ['Mahim', 13, false, [17.7, 13.5], null, [17.3, 15.2], null],
  ['Matunga Road', 12, false, [17.7, 13.8], null, [17.3, 15.5], null],
  ['Dadar', 11, 'all', [17.7, 13.8], [14.7, 10], [17, 15.2], [14.7, 10.8]],
  ['Prabhadevi', 9, false, [17.3, 14], null, [16.7, 15.2], null],
  ['Lower Parel', 7, false, [17.3, 13.8], null, [16.7, 15.2], null],
  ['Mahalaxmi', 6, false, [17.3, 13.8], null, [16.7, 15.2], null],
  ['Mumbai Central', 4, 'all', [17, 14], [14, 9.8], [16.7, 15.2], [13.3, 8.5]],
  ['Grant Road', 3, 'all', [16.7, 14], [12, 8.2], [17, 15.2], [2, 7]],
  ['Charni Road', 2, 'all', [16.7, 14], [12, 8.5], [17, 15.2], [1.7, 7]],
  ['Marine Lines', 1, 'all', [16.7, 14], [11.7, 8.2], [17, 15.2], [1.7, 7.2]],
  ['Churchgate', 0, 'all', [0, 0], [0, 0], [17, 15.2], [13.7, 8.8]],
];

/** The 28 stations in STATIONS' order, north to south. */
export const WESTERN_LINE: readonly LineStation[] = ROWS.map(([station, km, fast, upSlow, upFast, downSlow, downFast]) => ({
  station,
  km,
  fast,
  perHour: { up: { slow: upSlow, fast: upFast }, down: { slow: downSlow, fast: downFast } },
}));

/** A run between two consecutive halts, north to south: [north, south, minutes up, minutes down]. */
export type Run = readonly [Station, Station, number, number];

/** Slow trains: every station to the next (service 90244 up, 90161 down). */
export const SLOW_RUNS: readonly Run[] = [
  ['Virar', 'Nalla Sopara', 7, 7],
  ['Nalla Sopara', 'Vasai Road', 5, 5],
  ['Vasai Road', 'Naigaon', 5, 4],
  ['Naigaon', 'Bhayandar', 6, 6],
  ['Bhayandar', 'Mira Road', 5, 5],
  ['Mira Road', 'Dahisar', 4, 5],
  ['Dahisar', 'Borivali', 5, 5],
  ['Borivali', 'Kandivali', 4, 5],
  ['Kandivali', 'Malad', 3, 3],
  ['Malad', 'Goregaon', 3, 4],
  ['Goregaon', 'Jogeshwari', 5, 5],
  ['Jogeshwari', 'Andheri', 6, 3],
  ['Andheri', 'Vile Parle', 3, 5],
  ['Vile Parle', 'Santacruz', 3, 3],
  ['Santacruz', 'Khar Road', 3, 2],
  ['Khar Road', 'Bandra', 4, 3],
  ['Bandra', 'Mahim', 4, 4],
  ['Mahim', 'Matunga Road', 3, 3],
  ['Matunga Road', 'Dadar', 4, 2],
  ['Dadar', 'Prabhadevi', 2, 2],
  ['Prabhadevi', 'Lower Parel', 3, 3],
  ['Lower Parel', 'Mahalaxmi', 3, 3],
  ['Mahalaxmi', 'Mumbai Central', 3, 4],
  ['Mumbai Central', 'Grant Road', 2, 2],
  ['Grant Road', 'Charni Road', 2, 3],
  ['Charni Road', 'Marine Lines', 3, 2],
  ['Marine Lines', 'Churchgate', 5, 3],
];

/** Fast trains: halt to halt (service 90290 up, 90275 down). */
export const FAST_RUNS: readonly Run[] = [
  ['Virar', 'Nalla Sopara', 7, 7],
  ['Nalla Sopara', 'Vasai Road', 5, 5],
  ['Vasai Road', 'Naigaon', 4, 5],
  ['Naigaon', 'Bhayandar', 6, 6],
  ['Bhayandar', 'Mira Road', 5, 4],
  ['Mira Road', 'Dahisar', 5, 5],
  ['Dahisar', 'Borivali', 6, 4],
  ['Borivali', 'Andheri', 17, 15],
  ['Andheri', 'Bandra', 10, 8],
  ['Bandra', 'Dadar', 6, 5],
  ['Dadar', 'Mumbai Central', 7, 7],
  ['Mumbai Central', 'Grant Road', 2, 2],
  ['Grant Road', 'Charni Road', 2, 3],
  ['Charni Road', 'Marine Lines', 3, 2],
  ['Marine Lines', 'Churchgate', 5, 3],
];

export const RUNS: Record<TrainPattern, readonly Run[]> = { slow: SLOW_RUNS, fast: FAST_RUNS };

/** The line's entry for a station. */
export function lineStation(station: Station): LineStation {
  const found = WESTERN_LINE[STATIONS.indexOf(station)];
  if (!found || found.station !== station) throw new Error(`Not on the line: ${station}`);
  return found;
}
