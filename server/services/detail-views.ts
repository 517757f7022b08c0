import { todayInKolkata } from '../../src/domain/mumbai-time.ts';
import type { AppDeps } from '../deps.ts';
import { countView } from './listing-views.ts';
import { markView } from './view-marks.ts';
import type { WorkLog } from './work-log.ts';

/**
 * A detail answer served: counts the view unless this device was counted for the listing today (its cookie says so)
 * or the viewer owns it. Returns the device's new mark; a failure to count is logged, never answered.
 */
export async function noteDetailView(
  deps: AppDeps,
  view: { propertyId: string; viewerId: string | null; mark: string | undefined },
  log: WorkLog,
): Promise<string> {
  const now = deps.now();
  const { counts, value } = markView(view.mark, view.propertyId, todayInKolkata(now));
  if (counts) await countView(deps.database.db, view.propertyId, view.viewerId, now).catch((err: unknown) => log.error({ err }, 'view not counted'));
  return value;
}
