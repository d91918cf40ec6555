import { Chip } from "@mui/material";
import { alpha, darken, type Theme } from "@mui/material/styles";
import type { ApplicationStatus } from "@portal/contracts";
import { useTranslation } from "react-i18next";

// A tint of each palette colour with the colour darkened for the text: the brand colours
// themselves are too light for small text (WCAG AA).
const colours: Record<ApplicationStatus, (theme: Theme) => { bgcolor: string; color: string }> = {
  draft: (theme) => ({ bgcolor: theme.palette.grey[200], color: theme.palette.grey[800] }),
  inReview: (theme) => ({
    bgcolor: alpha(theme.palette.info.main, 0.14),
    color: darken(theme.palette.info.main, 0.55),
  }),
  changesRequested: (theme) => ({
    bgcolor: alpha(theme.palette.warning.main, 0.2),
    color: darken(theme.palette.warning.main, 0.6),
  }),
  rejected: (theme) => ({
    bgcolor: alpha(theme.palette.error.main, 0.12),
    color: darken(theme.palette.error.main, 0.5),
  }),
  live: (theme) => ({
    bgcolor: alpha(theme.palette.success.main, 0.2),
    color: darken(theme.palette.success.main, 0.6),
  }),
  disabled: (theme) => ({
    bgcolor: alpha(theme.palette.error.main, 0.12),
    color: darken(theme.palette.error.main, 0.5),
  }),
  // Stopped by the provider until lifted: filled, so it stands apart from the merchant's own disabling.
  suspended: (theme) => ({ bgcolor: theme.palette.error.dark, color: theme.palette.common.white }),
};

/** Draft, in review, changes requested, rejected, live, disabled or suspended, each in its own colour. */
export function StatusChip({ status }: { status: ApplicationStatus }) {
  const { t } = useTranslation();
  return (
    <Chip
      size="small"
      label={t(`common.applicationStatus.${status}`)}
      sx={(theme) => ({ ...colours[status](theme), fontWeight: "bold", width: "fit-content" })}
    />
  );
}
