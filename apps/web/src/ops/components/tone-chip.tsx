import { Chip } from "@mui/material";
import { alpha, darken, type Theme } from "@mui/material/styles";

/** What a status means for the reader: nothing to do, under way, look at it, done well, gone wrong. */
export type Tone = "neutral" | "info" | "warning" | "success" | "danger";

// A tint of the palette colour with the colour darkened for the text, as the portal's chips:
// the colours themselves are too light for small text (WCAG AA).
const colours: Record<Tone, (theme: Theme) => { bgcolor: string; color: string }> = {
  neutral: (theme) => ({ bgcolor: theme.palette.grey[200], color: theme.palette.grey[800] }),
  info: (theme) => ({ bgcolor: alpha(theme.palette.info.main, 0.14), color: darken(theme.palette.info.main, 0.55) }),
  warning: (theme) => ({
    bgcolor: alpha(theme.palette.warning.main, 0.2),
    color: darken(theme.palette.warning.main, 0.6),
  }),
  success: (theme) => ({
    bgcolor: alpha(theme.palette.success.main, 0.2),
    color: darken(theme.palette.success.main, 0.6),
  }),
  danger: (theme) => ({ bgcolor: alpha(theme.palette.error.main, 0.12), color: darken(theme.palette.error.main, 0.5) }),
};

/** A status in the console's words, coloured by its tone. */
export function ToneChip({ label, tone }: { label: string; tone: Tone }) {
  return (
    <Chip
      size="small"
      label={label}
      sx={(theme) => ({ ...colours[tone](theme), fontWeight: 600, width: "fit-content" })}
    />
  );
}
