/**
 * The zone's wall clock at an instant, to the second, as a Date whose UTC fields read it:
 * Excel's dates have no zone, and ExcelJS writes a Date's UTC fields. Baku and Dubai keep
 * one offset all year, but it is still read per instant, as any zone's must be.
 */
export function wallClockIn(timeZone: string): (instant: Date) => Date {
  const format = new Intl.DateTimeFormat("en-US", {
    timeZone,
    hourCycle: "h23",
    year: "numeric",
    month: "numeric",
    day: "numeric",
    hour: "numeric",
    minute: "numeric",
    second: "numeric",
  });
  return (instant) => {
    const part: Record<string, number> = {};
    for (const { type, value } of format.formatToParts(instant)) part[type] = Number(value);
    return new Date(Date.UTC(part.year!, part.month! - 1, part.day!, part.hour!, part.minute!, part.second!));
  };
}
