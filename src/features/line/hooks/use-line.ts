import { useQuery } from '@tanstack/react-query';
import type { LineAnswer } from '#src/domain/line/line-answer.ts';
import type { LineFigures } from '#src/domain/line/line-figures.ts';
import { lineQueryOptions } from '../api/get-line.ts';
import { useDeviceLine } from './use-device-line.ts';

export interface LineView {
  figures: LineFigures;
  /** Where the figures came from: this device's catalogue, or the server's answer. */
  source: 'device' | 'server';
  /** The server's price trends (the device keeps no price history); null until an answer was seen. */
  trends: Pick<LineAnswer, 'months' | 'trends'> | null;
}

/**
 * The line from the device's catalogue when it holds every station (offline too), else from GET /api/line, whose
 * answer the persisted query cache keeps; the trends come from that answer either way. Null while neither has come.
 */
export function useLine(): { view: LineView | null; failed: boolean } {
  const device = useDeviceLine();
  const query = useQuery(lineQueryOptions);
  const answer = query.data ?? null;
  const trends = answer ? { months: answer.months, trends: answer.trends } : null;
  if (device) return { view: { figures: device, source: 'device', trends }, failed: false };
  if (answer) return { view: { figures: answer, source: 'server', trends }, failed: false };
  return { view: null, failed: query.isError };
}
