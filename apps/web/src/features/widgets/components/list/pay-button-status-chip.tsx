import { Chip } from "@mui/material";
import { alpha, darken } from "@mui/material/styles";
import type { PayButtonStatus } from "@portal/contracts";
import { useWidgetsTranslation } from "../../use-widgets-translation";

/** Active or disabled, said in words; the tint only repeats it. */
export function PayButtonStatusChip({ status }: { status: PayButtonStatus }) {
  const { t } = useWidgetsTranslation();
  return (
    <Chip
      size="small"
      label={t(`widgets.status.${status}`)}
      // A tint with the colour darkened for the text: the brand colours themselves are too light for small text (WCAG AA).
      sx={(theme) => ({
        fontWeight: "bold",
        width: "fit-content",
        ...(status === "active"
          ? { bgcolor: alpha(theme.palette.success.main, 0.2), color: darken(theme.palette.success.main, 0.6) }
          : { bgcolor: theme.palette.grey[200], color: theme.palette.grey[800] }),
      })}
    />
  );
}
