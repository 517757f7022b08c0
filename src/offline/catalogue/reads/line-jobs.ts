import type { Freshness } from '../../../domain/freshness-core.ts';
import type { LineFigures } from '../../../domain/line/line-figures.ts';

/** The page asks the catalogue worker for the line's figures over the listings it holds, at this moment. */
export interface LineRequest {
  now: number;
  freshness: Freshness;
}
export type LineJob = LineRequest & { id: number; op: 'line' };

/** The figures, or null when the device does not hold every station's listings. */
export interface LineReply {
  id: number;
  line: LineFigures | null;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

export function isLineJob(value: unknown): value is LineJob {
  if (!isRecord(value) || typeof value.id !== 'number' || value.op !== 'line' || typeof value.now !== 'number') return false;
  const f = value.freshness;
  return isRecord(f) && [f.staleDays, f.remindDays, f.unlistDays].every((days) => typeof days === 'number' && Number.isFinite(days));
}

const isCount = (value: unknown) => typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;

/** The envelope and its counts; the figures inside are the worker's own, made by lineFigures. */
export function isLineReply(value: unknown): value is LineReply {
  if (!isRecord(value) || typeof value.id !== 'number' || !('line' in value)) return false;
  const line = value.line;
  return line === null || (isRecord(line) && isCount(line.total) && isCount(line.unplaced) && Array.isArray(line.stations) && Array.isArray(line.saleArea));
}
