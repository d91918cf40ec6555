import ContentCopy from "@mui/icons-material/ContentCopy";
import { Box, IconButton, Tooltip } from "@mui/material";
import { useEffect, useState } from "react";
import { visuallyHidden } from "@/components/visually-hidden";

/** Copies `value`; its name stays `label`, and how it went is said in a status region and a tooltip. */
export function CopyTextButton({
  value,
  label,
  copied,
  failed,
}: {
  value: string;
  label: string;
  copied: string;
  failed: string;
}) {
  const [message, setMessage] = useState("");
  useEffect(() => {
    if (!message) return;
    const timer = setTimeout(() => setMessage(""), 3000);
    return () => clearTimeout(timer);
  }, [message]);

  const copy = () =>
    navigator.clipboard.writeText(value).then(
      () => setMessage(copied),
      () => setMessage(failed),
    );

  return (
    <>
      <Tooltip title={message || label} open={message ? true : undefined} describeChild>
        <IconButton aria-label={label} onClick={() => void copy()}>
          <ContentCopy fontSize="small" />
        </IconButton>
      </Tooltip>
      <Box component="span" role="status" sx={visuallyHidden}>
        {message}
      </Box>
    </>
  );
}
