import type { Language } from "@portal/contracts/languages";
import { formatDate } from "@/lib/intl-format";

/**
 * Today's date as the dashboard writes it below its heading ("Sunday 6 December 2026"), on
 * the region's calendar. Light, like default-period.ts: the boot script paints it in the
 * dashboard's first frame (boot/early-requests.ts).
 */
export const todayLine = (language: Language, timeZone: string, now = new Date()) =>
  formatDate(now, language, timeZone, { dateStyle: "full" });
