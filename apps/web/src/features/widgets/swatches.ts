import { getContrastRatio } from "@mui/material/styles";
import { isHexColour } from "@portal/contracts";
import { theme } from "@/lib/theme";

/** The colours offered for a button's background and text: the portal's own, then black and white. Any other is typed as #RRGGBB. */
export const swatches = [
  { name: "teal", hex: theme.palette.primary.main },
  { name: "darkBlue", hex: theme.palette.secondary.main },
  { name: "green", hex: theme.palette.success.main },
  { name: "blue", hex: theme.palette.info.main },
  { name: "yellow", hex: theme.palette.warning.main },
  { name: "black", hex: "#000000" },
  { name: "white", hex: "#FFFFFF" },
] as const;

/** WCAG AA for a button's text (600 weight, 14–18 px is not "large text"). */
const READABLE_CONTRAST = 4.5;

/** The contrast of the text on the background when it is below what reads well (e.g. 2.2 for white on teal); null when it is fine. */
export function weakContrast(textColour: string, background: string): number | null {
  if (!isHexColour(textColour) || !isHexColour(background)) return null;
  const ratio = getContrastRatio(textColour, background);
  return ratio < READABLE_CONTRAST ? ratio : null;
}
