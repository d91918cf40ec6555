import { Chip } from "@mui/material";
import { alpha, darken, type Theme } from "@mui/material/styles";
import type { ApplicationStatus } from "@portal/contracts";
import { useTexts } from "../lib/use-texts";

type Tone = "neutral" | "info" | "warning" | "success" | "danger";

const toneOf: Record<ApplicationStatus, Tone> = {
  draft: "neutral",
  inReview: "info",
  changesRequested: "warning",
  rejected: "danger",
  live: "success",
  disabled: "danger",
  suspended: "danger",
};

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

/** An application's status in the console's words, coloured by what it means for the merchant. */
export function ApplicationStatusChip({ status }: { status: ApplicationStatus }) {
  const { t } = useTexts();
  return (
    <Chip
      size="small"
      label={t(`ops.applicationStatuses.${status}`)}
      sx={(theme) => ({ ...colours[toneOf[status]](theme), fontWeight: 600, width: "fit-content" })}
    />
  );
}
