import ContentCopy from "@mui/icons-material/ContentCopy";
import { Box, IconButton, type IconButtonProps, Tooltip } from "@mui/material";
import type { MouseEvent } from "react";
import { visuallyHidden } from "@/components/visually-hidden";
import { useCopy } from "@/lib/use-copy";

/**
 * An icon button that copies `value`. Its name stays `label` whatever happens; the outcome
 * shows in a tooltip and is announced through a status region.
 */
export function CopyButton({
  value,
  label,
  size = "small",
}: {
  value: string;
  label: string;
  size?: IconButtonProps["size"];
}) {
  const { outcome, message, copy: copyValue } = useCopy(value, 2000);
  const copy = (event: MouseEvent) => {
    // Inside a clickable row the copy must not open the row.
    event.stopPropagation();
    void copyValue();
  };

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
