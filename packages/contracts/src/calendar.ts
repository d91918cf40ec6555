/*
 * Calendar days written YYYY-MM-DD, with plain Intl and no zod: the portal's boot script
 * works out "this month" with them before any of the portal's code has loaded
 * (`@portal/contracts/calendar`).
 */

/** The UTC calendar date of an instant: what "today" means to the server's rules. */
export function calendarDateOf(instant: Date): string {
  return instant.toISOString().slice(0, 10);
}

/** The calendar date (YYYY-MM-DD) an instant falls on in a time zone (the region's: DESIGN §3). */
export function calendarDateIn(instant: Date, timeZone: string): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(
    instant,
  );
}

/** YYYY-MM-DD plus whole days. */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return calendarDateOf(d);
}
