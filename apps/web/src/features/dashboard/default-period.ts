import type { DatePreset } from "@portal/contracts";

/**
 * The period the totals show unless the address names another. Its own light module: the
 * boot script asks for these totals with the page (app/first-requests.ts).
 */
export const DEFAULT_PERIOD = "thisMonth" satisfies DatePreset;
