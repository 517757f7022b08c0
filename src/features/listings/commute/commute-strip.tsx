import type { CommuteLeg } from '#src/domain/commute/commute-model.ts';
import type { Lang } from '#src/domain/languages.ts';
import { STATIONS, type Station, stationName } from '#src/domain/stations.ts';

interface Stop {
  station: Station;
  /** The train stops here (or the journey starts or ends here). */
  halts: boolean;
  /** A change of train: the end of one leg and the start of the next. */
  change: boolean;
  service: CommuteLeg['service'];
}

/** Every station the journey goes through, in the order it meets them, each marked a halt or passed. */
export function journeyStops(legs: CommuteLeg[]): Stop[] {
  const first = legs[0];
  if (!first) return [];
  const out: Stop[] = [{ station: first.from, halts: true, change: false, service: first.service }];
  legs.forEach((leg, i) => {
    const a = STATIONS.indexOf(leg.from);
    const b = STATIONS.indexOf(leg.to);
    const step = a < b ? 1 : -1;
    for (let k = a + step; k !== b + step; k += step) {
      const station = STATIONS[k];
      if (!station) continue;
      const end = station === leg.to;
      out.push({ station, halts: leg.stops.includes(station) || end, change: end && i < legs.length - 1, service: leg.service });
    }
  });
  return out;
}

const LINE: Record<CommuteLeg['service'], string> = { fast: 'bg-brand-700', slow: 'bg-success' };

/**
 * The line from the listing's station to the destination, top to bottom: a dot where the train stops, a tick where it
 * passes without stopping, a ring where the reader changes trains. Drawn with CSS (no map, so it shows offline too);
 * the sentence beside it says the same to a screen reader, which is what `label` is.
 */
export function CommuteStrip({
  legs,
  lang,
  label,
  words,
}: {
  legs: CommuteLeg[];
  lang: Lang;
  label: string;
  words: { change: (station: string) => string; halts: string; passes: string };
}) {
  const stops = journeyStops(legs);
  if (stops.length === 0) return null;
  return (
    <div role="img" aria-label={label} className="mt-3">
      <ol className="text-xs">
        {stops.map((stop, i) => {
          const next = stops[i + 1];
          return (
            <li key={stop.station} className="relative flex min-h-5 items-center gap-3 pl-1">
              {/* The line's piece down to the next station takes that stretch's train colour. */}
              {next && <span className={`absolute left-[0.625rem] top-1/2 h-full w-1 ${LINE[next.service]}`} />}
              <span className="relative flex w-4 shrink-0 justify-center">
                {stop.change ? (
                  <span className="size-4 rounded-full border-[3px] border-accent-600 bg-card" />
                ) : stop.halts ? (
                  <span className={`size-3 rounded-full border-2 border-card ${LINE[stop.service]}`} />
                ) : (
                  <span className="h-0.5 w-2.5 bg-ink-soft" />
                )}
              </span>
              <span className={stop.halts ? 'font-semibold text-ink' : 'text-ink-soft'}>
                {stationName(stop.station, lang)}
                {stop.change && <span className="ml-2 font-medium text-accent-700">{words.change(stationName(stop.station, lang))}</span>}
              </span>
            </li>
          );
        })}
      </ol>
      <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-xs text-ink-muted">
        <span className="flex items-center gap-1.5">
          <span className={`size-3 rounded-full ${LINE.fast}`} />
          {words.halts}
        </span>
        <span className="flex items-center gap-1.5">
          <span className="h-0.5 w-2.5 bg-ink-soft" />
          {words.passes}
        </span>
      </p>
    </div>
  );
}
