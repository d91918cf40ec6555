import { calendarDateIn, type DatePreset, datePresets, type Region, regionTimeZone } from "@portal/contracts";
import { currentRegion } from "@/config/runtime-config";
import { type DateRange, datePresetRange } from "./date-preset-range";

/** The preset a range is exactly, if any: the filter shows it as chosen. */
export function presetOf(range: Partial<DateRange>, today: string): DatePreset | undefined {
  return datePresets.find((preset) => {
    const { from, to } = datePresetRange(preset, today);
    return range.from === from && range.to === to;
  });
}

/**
 * Today on the region's calendar (DESIGN §3), as the date rules and the presets compare it
 * (YYYY-MM-DD): the server counts a filter's days in Baku (Dubai), so "this week" asked at
 * 23:00 in New York must end on Baku's day, not the browser's. Plain Intl: the lists'
 * filters need it before (and without) the date pickers' dayjs.
 */
export function todayIsoDate(now = new Date(), region: Region = currentRegion()): string {
  return calendarDateIn(now, regionTimeZone[region]);
}
