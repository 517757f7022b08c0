import { describe, expect, it } from 'vitest';
import { searchStations, STATIONS, stationIndexOf } from '#src/domain/stations.ts';

describe('stations', () => {
  it('lists the 28 Western line stations in order, Virar first and Churchgate last', () => {
    expect(STATIONS).toHaveLength(28);
    expect(STATIONS[0]).toBe('Virar');
    expect(STATIONS.indexOf('Andheri')).toBe(12);
    expect(STATIONS[27]).toBe('Churchgate');
  });

  it('searches case-insensitively by substring', () => {
    expect(searchStations('ROAD')).toEqual(['Vasai Road', 'Mira Road', 'Khar Road', 'Matunga Road', 'Grant Road', 'Charni Road']);
    expect(searchStations('zzz')).toEqual([]);
    expect(searchStations('')).toHaveLength(28);
  });

  it.each([
    ['Andheri West', 12],
    ['Near Khar Road station', 15],
    ['Khar West', 15],
    ['Mumbai Central', 23],
    ['Vasai', 2],
    ['Mira Road East', 5],
    ['Lower Parel', 21],
    ['Vile Parle (E)', 13],
    ['Pune', null],
  ])('places "%s" at station %s', (location, index) => {
    expect(stationIndexOf(location)).toBe(index);
  });
});
