import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CHANGE_MINUTES, type Commute, commuteOf, DEFAULT_WALK_MINUTES, minutesTableTo, rideTableTo, waitMinutes } from '#src/domain/commute/commute-model.ts';
import { FAST_RUNS, SLOW_RUNS, WESTERN_LINE } from '#src/domain/commute/western-line.ts';
import { STATIONS, type Station } from '#src/domain/stations.ts';

const at = (s: Station) => STATIONS.indexOf(s);

function commute(from: Station, to: Station, walkMinutes: number | null = 10, deskMinutes = 0): Commute {
  const outcome = commuteOf({ station: from, walkMinutes }, { to, deskMinutes });
  if (!outcome.ok) throw new Error(`no commute from ${from} to ${to}`);
  return outcome.commute;
}

/** Minutes by one pattern's runs from one station to another, halting where it halts (the timetable's own sums). */
function directRun(runs: typeof SLOW_RUNS, from: Station, to: Station): number {
  const up = at(from) < at(to);
  let minutes = 0;
  for (const [north, south, upMinutes, downMinutes] of runs) {
    const [a, b] = [at(north), at(south)];
    const lo = Math.min(at(from), at(to));
    const hi = Math.max(at(from), at(to));
    if (a >= lo && b <= hi) minutes += up ? upMinutes : downMinutes;
  }
  return minutes;
}

describe('the Western line data', () => {
  it('lists the 28 stations in STATIONS order, north to south, nearer Churchgate each time', () => {
    expect(WESTERN_LINE.map((s) => s.station)).toEqual([...STATIONS]);
    for (let i = 1; i < WESTERN_LINE.length; i++) expect(WESTERN_LINE[i]?.km).toBeLessThan(WESTERN_LINE[i - 1]?.km ?? 0);
    expect(WESTERN_LINE.at(-1)?.km).toBe(0);
  });

  it('joins every station to the next by slow train, and the fast halts in order', () => {
    expect(SLOW_RUNS.map(([a, b]) => [at(a), at(b)])).toEqual(STATIONS.slice(1).map((_, i) => [i, i + 1]));
    const fastHalts = WESTERN_LINE.filter((s) => s.fast !== false).map((s) => s.station);
    expect(FAST_RUNS.map(([a]) => a)).toEqual(fastHalts.slice(0, -1));
    expect(FAST_RUNS.map(([, b]) => b)).toEqual(fastHalts.slice(1));
    // Fast trains do not halt at Lower Parel; only the fast trains from Virar halt north of Borivali.
    expect(WESTERN_LINE[at('Lower Parel')]?.fast).toBe(false);
    expect(WESTERN_LINE[at('Dahisar')]?.fast).toBe('virar');
    expect(WESTERN_LINE[at('Borivali')]?.fast).toBe('all');
  });

  it('sums the named services to their timetable times', () => {
    // 90244: Virar 08:08, Churchgate 09:53. 90161: Churchgate 07:39, Virar 09:20.
    expect(directRun(SLOW_RUNS, 'Virar', 'Churchgate')).toBe(105);
    expect(directRun(SLOW_RUNS, 'Churchgate', 'Virar')).toBe(101);
    // 90290: Virar 08:53, Borivali 09:31, Churchgate 10:23. 90275: Churchgate 09:36, Virar 10:57.
    expect(directRun(FAST_RUNS, 'Virar', 'Churchgate')).toBe(90);
    expect(directRun(FAST_RUNS, 'Borivali', 'Churchgate')).toBe(52);
    expect(directRun(FAST_RUNS, 'Churchgate', 'Virar')).toBe(81);
  });

  it('waits half the peak headway: 14 fast trains an hour from Borivali towards Churchgate is 2 minutes', () => {
    expect(WESTERN_LINE[at('Borivali')]?.perHour.up.fast?.[0]).toBe(14);
    expect(waitMinutes(at('Borivali'), 'fast', 'up')).toBe(2);
    expect(waitMinutes(at('Lower Parel'), 'fast', 'up')).toBeNull();
    // Nothing leaves Churchgate towards Churchgate.
    expect(waitMinutes(at('Churchgate'), 'slow', 'up')).toBeNull();
  });
});

describe('commuteOf', () => {
  it('takes Borivali to Churchgate by fast train in 52 minutes, as UP fast 90018 runs it (Borivali 04:16, Churchgate 05:08)', () => {
    const c = commute('Borivali', 'Churchgate', 10, 5);
    expect(c).toMatchObject({ walk: 10, walkGiven: true, wait: 2, ride: 52, desk: 5, via: [], minutes: 69 });
    expect(c.legs).toEqual([
      {
        from: 'Borivali',
        to: 'Churchgate',
        service: 'fast',
        minutes: 52,
        stops: ['Andheri', 'Bandra', 'Dadar', 'Mumbai Central', 'Grant Road', 'Charni Road', 'Marine Lines', 'Churchgate'],
      },
    ]);
  });

  it('takes Virar to Churchgate by the Virar fast (90 minutes), not the slow train (105)', () => {
    const c = commute('Virar', 'Churchgate');
    expect(c.ride).toBe(90);
    expect(c.legs.map((l) => l.service)).toEqual(['fast']);
    expect(c.legs[0]?.stops).toHaveLength(15);
    // The slow train is the timetable's 105 minutes and a longer wait: 4.7 trains an hour, 6 minutes.
    expect(waitMinutes(at('Virar'), 'slow', 'up')).toBe(6);
    expect(c.wait + c.ride).toBeLessThan(6 + 105);
  });

  it('takes Andheri to Lower Parel by slow train: fast trains pass Lower Parel, and changing at Dadar saves nothing', () => {
    const c = commute('Andheri', 'Lower Parel');
    expect(c.via).toEqual([]);
    expect(c.legs).toHaveLength(1);
    expect(c.legs[0]).toMatchObject({ service: 'slow', minutes: 29 });
    expect(c.legs[0]?.stops).toEqual(['Vile Parle', 'Santacruz', 'Khar Road', 'Bandra', 'Mahim', 'Matunga Road', 'Dadar', 'Prabhadevi', 'Lower Parel']);
  });

  it('changes at Dadar when the fast train saves more than the change costs, and counts the change in the ride', () => {
    const c = commute('Borivali', 'Lower Parel');
    expect(c.via).toEqual(['Dadar']);
    expect(c.legs.map((l) => [l.from, l.to, l.service])).toEqual([
      ['Borivali', 'Dadar', 'fast'],
      ['Dadar', 'Lower Parel', 'slow'],
    ]);
    const onTrains = c.legs.reduce((sum, l) => sum + l.minutes, 0);
    const slowWaitAtDadar = waitMinutes(at('Dadar'), 'slow', 'up') ?? 0;
    expect(c.ride).toBe(onTrains + CHANGE_MINUTES + slowWaitAtDadar);
    // The direct slow train is the other choice, and it is longer.
    expect(c.wait + c.ride).toBeLessThan((waitMinutes(at('Borivali'), 'slow', 'up') ?? 0) + directRun(SLOW_RUNS, 'Borivali', 'Lower Parel'));
  });

  it('gives a station to itself no ride and no wait', () => {
    expect(commute('Bandra', 'Bandra', 7, 3)).toEqual({ minutes: 10, walk: 7, walkGiven: true, wait: 0, ride: 0, desk: 3, via: [], legs: [] });
  });

  it('uses the stated default walk when the listing gives none, and says so', () => {
    expect(commute('Dadar', 'Bandra', null)).toMatchObject({ walk: DEFAULT_WALK_MINUTES, walkGiven: false });
  });

  it('cannot work out a commute for a listing without a station', () => {
    expect(commuteOf({ station: null, walkMinutes: 5 }, { to: 'Churchgate', deskMinutes: 0 })).toEqual({ ok: false, reason: 'noStation' });
  });

  it('runs the other way by the down timetable: Churchgate to Virar by fast train in 81 minutes', () => {
    const c = commute('Churchgate', 'Virar');
    expect(c.ride).toBe(81);
    expect(c.legs[0]?.service).toBe('fast');
  });
});

const station = fc.constantFrom(...STATIONS);

describe('the quickest ride, for every pair of stations', () => {
  it('is never longer than the direct slow train, wait included', () => {
    fc.assert(
      fc.property(station, station, (from, to) => {
        fc.pre(from !== to);
        const c = commute(from, to);
        const slowWait = waitMinutes(at(from), 'slow', at(from) < at(to) ? 'up' : 'down') ?? 0;
        expect(c.wait + c.ride).toBeLessThanOrEqual(slowWait + directRun(SLOW_RUNS, from, to));
      }),
      { numRuns: 400 },
    );
  });

  it('adds up: legs and changes make the ride, legs join end to end, and each change is a station where both patterns halt', () => {
    fc.assert(
      fc.property(station, station, (from, to) => {
        const c = commute(from, to);
        expect(c.minutes).toBe(c.walk + c.wait + c.ride + c.desk);
        if (from === to) return;
        expect(c.legs[0]?.from).toBe(from);
        expect(c.legs.at(-1)?.to).toBe(to);
        expect(c.via).toEqual(c.legs.slice(1).map((l) => l.from));
        for (const leg of c.legs) expect(leg.stops.at(-1)).toBe(leg.to);
        expect(c.ride).toBeGreaterThanOrEqual(c.legs.reduce((sum, l) => sum + l.minutes, 0) + c.via.length * CHANGE_MINUTES);
        for (const v of c.via) expect(WESTERN_LINE[at(v)]?.fast).not.toBe(false);
      }),
      { numRuns: 400 },
    );
  });

  // The peak runs up towards Churchgate a few minutes slower than down (Borivali to Andheri: 17 fast up, 15 down), and in
  // the morning only 2 fast trains an hour leave Grant Road, Charni Road and Marine Lines northwards.
  const RARE_NORTHBOUND_FAST: Station[] = ['Grant Road', 'Charni Road', 'Marine Lines'];

  it('is about as long each way, where the timetable runs both ways alike', () => {
    fc.assert(
      fc.property(station, station, (a, b) => {
        fc.pre(!RARE_NORTHBOUND_FAST.includes(a) && !RARE_NORTHBOUND_FAST.includes(b));
        const there = minutesTableTo(b)[at(a)] ?? 0;
        const back = minutesTableTo(a)[at(b)] ?? 0;
        expect(Math.abs(there - back)).toBeLessThanOrEqual(Math.max(5, Math.ceil(0.25 * Math.max(there, back))));
      }),
      { numRuns: 400 },
    );
  });

  it('takes the slow train north from Grant Road, where fast trains north are rare in the morning', () => {
    expect(WESTERN_LINE[at('Grant Road')]?.perHour.down.fast?.[0]).toBe(2);
    expect(commute('Bandra', 'Grant Road').legs.map((l) => l.service)).toEqual(['fast']);
    expect(commute('Grant Road', 'Bandra').legs.map((l) => l.service)).toEqual(['slow']);
  });

  it('is worked out once per destination', () => {
    expect(rideTableTo('Dadar')).toBe(rideTableTo('Dadar'));
    expect(minutesTableTo('Dadar')).toEqual(rideTableTo('Dadar').map((r) => r.minutes));
  });
});
