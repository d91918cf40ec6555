import { addDays, calendarDateIn } from "@portal/contracts";
import { generatePath } from "react-router";
import { paths } from "../../config/paths";
import { opsTimeZone } from "../../lib/language";

/*
 * Reconciliation's days are the region's (Baku's) calendar days, whatever the computer's own
 * zone: the job reconciles yesterday there, and only a day over there can be reconciled.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

export const dayPath = (day: string) => generatePath(paths.reconciliationDay, { day });

/** Yesterday on the region's clock: the latest day that is over, and the one the morning's job reconciles. */
export const yesterday = (now = new Date()) => addDays(calendarDateIn(now, opsTimeZone), -1);

/** Whole days from the day a difference was found to today, both on the region's clock: 0 when found today. */
export function ageInDays(detectedAt: string, now = new Date()): number {
  const found = Date.parse(calendarDateIn(new Date(detectedAt), opsTimeZone));
  const today = Date.parse(calendarDateIn(now, opsTimeZone));
  return Math.max(0, Math.round((today - found) / DAY_MS));
}
