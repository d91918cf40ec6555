import ContentCopy from "@mui/icons-material/ContentCopy";
import { Box, IconButton, Tooltip } from "@mui/material";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { visuallyHidden } from "@/components/visually-hidden";

/** Copies `value`; its name stays `label`, and the outcome shows in the tooltip and a status region. */
export function CopyButton({ value, label }: { value: string; label: string }) {
  const { t } = useTranslation();
  const [outcome, setOutcome] = useState<"copied" | "failed" | null>(null);

  useEffect(() => {
    if (!outcome) return;
    const timer = setTimeout(() => setOutcome(null), 2000);
    return () => clearTimeout(timer);
  }, [outcome]);

  const copy = () =>
    navigator.clipboard.writeText(value).then(
      () => setOutcome("copied"),
      () => setOutcome("failed"),
    );

  const message = outcome === "copied" ? t("invoices.detail.copied") : outcome === "failed" ? t("invoices.detail.copyFailed") : "";
  return (
    <>
      <Tooltip title={message || label} open={outcome !== null ? true : undefined} describeChild>
        <IconButton aria-label={label} size="small" onClick={() => void copy()}>
          <ContentCopy fontSize="inherit" />
        </IconButton>
      </Tooltip>
      <Box component="span" role="status" sx={visuallyHidden}>
        {message}
      </Box>
    </>
  );
}
