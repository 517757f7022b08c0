import { STATIONS, type Station } from '../stations.ts';
import { type Direction, RUNS, type TrainPattern, WESTERN_LINE } from './western-line.ts';

/** The walk a listing without its own walk time is given: a typical 10-15 minute walk or short rickshaw ride. */
export const DEFAULT_WALK_MINUTES = 15;

export { COMMUTE_LIMITS } from './commute-limits.ts';

/**
 * Minutes a change of train costs before the wait for the next one: the footbridge between the fast and the slow
 * platforms in a peak crowd (about 5) and the chance of not getting into the first train that comes (3 more). The
 * wait for the connecting train (half its peak headway) comes on top. Below 6, Andheri to Lower Parel would change
 * to a slow train at Dadar to save a minute, which nobody does with a direct slow train on the same platform.
 */
export const CHANGE_MINUTES = 8;

export interface CommuteDestination {
  to: Station;
  /** From the destination's station to the desk. */
  deskMinutes: number;
}

export interface CommuteLeg {
  from: Station;
  to: Station;
  service: TrainPattern;
  /** Minutes on this train; a change's walk and wait are in the ride, not in a leg. */
  minutes: number;
  /** Stations passed where the train halts, in order, excluding from, including to. */
  stops: Station[];
}

export interface Commute {
  minutes: number;
  walk: number;
  /** False when the listing gave no walk time and DEFAULT_WALK_MINUTES stands in. */
  walkGiven: boolean;
  /** Half the peak headway of the first train's pattern at the home station. */
  wait: number;
  /** Minutes on trains plus each change's walk and wait. */
  ride: number;
  desk: number;
  /** Change stations, empty when direct. */
  via: Station[];
  legs: CommuteLeg[];
}

export type CommuteOutcome = { ok: true; commute: Commute } | { ok: false; reason: 'noStation' };

/** The train part of a commute from one station to the destination's station. */
export interface Ride {
  /** wait + ride: what the SQL twin adds to the walk and the desk. */
  minutes: number;
  wait: number;
  ride: number;
  via: Station[];
  legs: CommuteLeg[];
}

const PATTERNS: readonly TrainPattern[] = ['slow', 'fast'];

/** Expected wait for a pattern's train at a station: half the peak headway; null when that pattern does not leave there. */
export function waitMinutes(at: number, pattern: TrainPattern, direction: Direction): number | null {
  const perHour = WESTERN_LINE[at]?.perHour[direction][pattern];
  if (!perHour || perHour[0] <= 0) return null;
  return Math.round(30 / perHour[0]);
}

const indexOf = new Map<Station, number>(STATIONS.map((s, i) => [s, i]));

function stationAt(i: number): Station {
  const station = STATIONS[i];
  if (station === undefined) throw new RangeError(`No station ${i}`);
  return station;
}

/** The next halt and the minutes to it, by pattern, direction and station index. */
const NEXT: Record<TrainPattern, Record<Direction, Map<number, { to: number; minutes: number }>>> = {
  slow: { up: new Map(), down: new Map() },
  fast: { up: new Map(), down: new Map() },
};
for (const pattern of PATTERNS) {
  for (const [north, south, up, down] of RUNS[pattern]) {
    const n = indexOf.get(north) ?? -1;
    const s = indexOf.get(south) ?? -1;
    NEXT[pattern].up.set(n, { to: s, minutes: up });
    NEXT[pattern].down.set(s, { to: n, minutes: down });
  }
}

const halts = (at: number, pattern: TrainPattern) => pattern === 'slow' || WESTERN_LINE[at]?.fast !== false;

interface Label {
  cost: number;
  changes: number;
  /** How this label was reached: from the origin, by train from a station, or by a change at this station. */
  prev: { kind: 'start' } | { kind: 'ride'; from: number } | { kind: 'change'; from: TrainPattern };
}

const better = (a: Label, b: Label | undefined) => !b || a.cost < b.cost || (a.cost === b.cost && a.changes < b.changes);

/**
 * The quickest way by train from one station to another: wait for the first train, ride, and at each change walk and
 * wait again. Trains run one way only (no doubling back to catch a fast train), so one pass over the stations between
 * the two, in travel order, is exact. Ties go to fewer changes, then to the slow train.
 */
function quickestRide(from: number, to: number): Ride {
  if (from === to) return { minutes: 0, wait: 0, ride: 0, via: [], legs: [] };
  const direction: Direction = from < to ? 'up' : 'down';
  const step = from < to ? 1 : -1;
  const labels = new Map<string, Label>();
  const key = (at: number, p: TrainPattern) => `${at}:${p}`;
  const set = (at: number, p: TrainPattern, label: Label) => {
    if (better(label, labels.get(key(at, p)))) labels.set(key(at, p), label);
  };
  for (const p of PATTERNS) {
    const wait = waitMinutes(from, p, direction);
    if (wait !== null && halts(from, p)) set(from, p, { cost: wait, changes: 0, prev: { kind: 'start' } });
  }
  for (let at = from; at !== to + step; at += step) {
    // Changes use only the labels trains arrived with, so a change and back at one station never counts.
    if (at !== from) {
      const arrived = PATTERNS.map((p) => labels.get(key(at, p)));
      PATTERNS.forEach((p, i) => {
        const label = arrived[i];
        if (!label || at === to) return;
        for (const q of PATTERNS) {
          const wait = q === p ? null : waitMinutes(at, q, direction);
          if (wait === null || !halts(at, q)) continue;
          set(at, q, { cost: label.cost + CHANGE_MINUTES + wait, changes: label.changes + 1, prev: { kind: 'change', from: p } });
        }
      });
    }
    if (at === to) break;
    for (const p of PATTERNS) {
      const label = labels.get(key(at, p));
      const next = NEXT[p][direction].get(at);
      if (!label || !next || (next.to - to) * step > 0) continue;
      set(next.to, p, { cost: label.cost + next.minutes, changes: label.changes, prev: { kind: 'ride', from: at } });
    }
  }
  const end = PATTERNS.map((p) => ({ p, label: labels.get(key(to, p)) })).reduce<{ p: TrainPattern; label: Label } | null>(
    (best, c) => (c.label && better(c.label, best?.label) ? { p: c.p, label: c.label } : best),
    null,
  );
  if (!end) throw new Error(`No train from ${stationAt(from)} to ${stationAt(to)}`);
  return routeOf(end.p, to, end.label, labels, key);
}

/** Walks the labels back from the destination into legs. */
function routeOf(pattern: TrainPattern, to: number, last: Label, labels: Map<string, Label>, key: (at: number, p: TrainPattern) => string): Ride {
  const legs: CommuteLeg[] = [];
  const via: Station[] = [];
  let wait = 0;
  let p = pattern;
  let at = to;
  let label = last;
  let leg: { to: number; stops: number[]; minutes: number } = { to, stops: [], minutes: 0 };
  const close = (from: number) => {
    legs.unshift({ from: stationAt(from), to: stationAt(leg.to), service: p, minutes: leg.minutes, stops: leg.stops.map(stationAt) });
  };
  for (;;) {
    const prev = label.prev;
    if (prev.kind === 'start') {
      wait = label.cost;
      close(at);
      break;
    }
    if (prev.kind === 'ride') {
      const before = labels.get(key(prev.from, p));
      if (!before) break;
      leg.stops.unshift(at);
      leg.minutes += label.cost - before.cost;
      at = prev.from;
      label = before;
      continue;
    }
    const before = labels.get(key(at, prev.from));
    if (!before) break;
    close(at);
    via.unshift(stationAt(at));
    p = prev.from;
    label = before;
    leg = { to: at, stops: [], minutes: 0 };
  }
  return { minutes: last.cost, wait, ride: last.cost - wait, via, legs };
}

const tables = new Map<Station, readonly Ride[]>();

/** Every station's quickest ride to one destination, in STATIONS' order: worked out once per destination. */
export function rideTableTo(to: Station): readonly Ride[] {
  let table = tables.get(to);
  if (!table) {
    const dest = indexOf.get(to) ?? 0;
    table = STATIONS.map((_, from) => quickestRide(from, dest));
    tables.set(to, table);
  }
  return table;
}

/** A listing's door-to-desk minutes by train to the destination, or why there are none. */
export function commuteOf(listing: { station: Station | null; walkMinutes: number | null }, dest: CommuteDestination): CommuteOutcome {
  if (listing.station === null) return { ok: false, reason: 'noStation' };
  const ride = rideTableTo(dest.to)[indexOf.get(listing.station) ?? 0];
  if (!ride) return { ok: false, reason: 'noStation' };
  const walkGiven = listing.walkMinutes !== null;
  const walk = listing.walkMinutes ?? DEFAULT_WALK_MINUTES;
  return {
    ok: true,
    commute: {
      minutes: walk + ride.minutes + dest.deskMinutes,
      walk,
      walkGiven,
      wait: ride.wait,
      ride: ride.ride,
      desk: dest.deskMinutes,
      via: ride.via,
      legs: ride.legs,
    },
  };
}

const minuteTables = new Map<Station, readonly number[]>();

/** Every station's wait + ride to one destination, in STATIONS' order: what a filter adds walk and desk to, and the SQL's CASE. */
export function minutesTableTo(to: Station): readonly number[] {
  let table = minuteTables.get(to);
  if (!table) {
    table = rideTableTo(to).map((r) => r.minutes);
    minuteTables.set(to, table);
  }
  return table;
}
