/** A section's fields in two columns from 600 px up and in one below. */
export const formGrid = {
  display: "grid",
  gap: 2.5,
  alignItems: "start",
  gridTemplateColumns: { xs: "minmax(0, 1fr)", sm: "repeat(2, minmax(0, 1fr))" },
} as const;

/** Makes a field of a `formGrid` take its whole row. */
export const fullRow = { gridColumn: "1 / -1" } as const;
