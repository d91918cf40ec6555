/** A detail screen's sections side by side from 1200 px, one column below. */
export const detailColumns = {
  display: "grid",
  gap: 3,
  alignItems: "start",
  gridTemplateColumns: { xs: "minmax(0, 1fr)", lg: "repeat(2, minmax(0, 1fr))" },
} as const;
