import ContentCopy from "@mui/icons-material/ContentCopy";
import { Box, IconButton, type IconButtonProps, Tooltip } from "@mui/material";
import { type MouseEvent, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { visuallyHidden } from "@/components/visually-hidden";

type Outcome = "copied" | "failed" | null;

/**
 * An icon button that copies `value`. Its name stays `label` whatever happens; the outcome
 * shows in a tooltip and is announced through a status region.
 */
export function CopyButton({ value, label, size = "small" }: { value: string; label: string; size?: IconButtonProps["size"] }) {
  const { t } = useTranslation();
  const [outcome, setOutcome] = useState<Outcome>(null);

  useEffect(() => {
    if (!outcome) return;
    const timer = setTimeout(() => setOutcome(null), 2000);
    return () => clearTimeout(timer);
  }, [outcome]);

  const copy = async (event: MouseEvent) => {
    // Inside a clickable row the copy must not open the row.
    event.stopPropagation();
    try {
      await navigator.clipboard.writeText(value);
      setOutcome("copied");
    } catch {
      setOutcome("failed");
    }
  };

  const message = outcome === "copied" ? t("common.copy.copied") : outcome === "failed" ? t("common.copy.failed") : "";
  return (
    <>
      <Tooltip title={message || label} open={outcome !== null ? true : undefined} describeChild>
        <IconButton aria-label={label} size={size} onClick={copy}>
          <ContentCopy fontSize="inherit" />
        </IconButton>
      </Tooltip>
      <Box component="span" role="status" sx={visuallyHidden}>
        {message}
      </Box>
    </>
  );
}
