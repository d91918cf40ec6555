/** Hidden from sight but read by screen readers (as MUI's own `visuallyHidden`, which the portal does not depend on). */
export const visuallyHidden = {
  border: 0,
  clip: "rect(0 0 0 0)",
  height: "1px",
  width: "1px",
  margin: "-1px",
  overflow: "hidden",
  padding: 0,
  position: "absolute",
  whiteSpace: "nowrap",
} as const;
