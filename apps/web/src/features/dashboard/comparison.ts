/** How a figure moved since the previous period. */
export interface Change {
  direction: "up" | "down" | "same";
  /** The size of the move, never negative: percent of the previous value, or percentage points for a rate. */
  size: number;
}

/**
 * The move from `previous` to `current`, in percent of `previous`. None when there is
 * nothing to compare with: no previous value, or a previous 0 (any rise would be infinite).
 */
export function percentChange(current: number | null, previous: number | null): Change | null {
  if (current === null || previous === null || previous === 0) return null;
  return changeOf(((current - previous) / Math.abs(previous)) * 100);
}

/**
 * The move of a rate (0 to 1) in percentage points: a success rate from 50% to 55% rose by
 * 5 points, which "+10%" would misstate. None under the same rule as `percentChange`.
 */
export function pointsChange(current: number | null, previous: number | null): Change | null {
  if (current === null || previous === null || previous === 0) return null;
  return changeOf((current - previous) * 100);
}

// What would show as 0.0 (one decimal at most) is no move at all, rather than "+0% ▲".
const changeOf = (delta: number): Change => {
  const size = Math.abs(delta);
  return { direction: size < 0.05 ? "same" : delta > 0 ? "up" : "down", size };
};
