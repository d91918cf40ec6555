import { Box, Stack, Typography } from "@mui/material";
import { useId } from "react";
import { CopyButton } from "./copy-button";

/** JSON is sent and kept as one line; indented, it can be read. Anything else shows as it came. */
export function pretty(text: string): string {
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return text;
  }
}

/**
 * Text as a program sent or got it (a webhook's payload, an API call's body): monospace,
 * scrolling within its box, reachable by keyboard to scroll, named by its `h3`.
 */
export function CodeBlock({
  title,
  text,
  copy,
}: {
  title: string;
  text: string;
  copy?: { value: string; label: string };
}) {
  const titleId = useId();
  return (
    <Stack spacing={0.5} sx={{ minWidth: 0 }}>
      <Stack direction="row" spacing={0.5} sx={{ alignItems: "center", minHeight: 34 }}>
        <Typography id={titleId} component="h3" variant="subtitle2">
          {title}
        </Typography>
        {copy && <CopyButton value={copy.value} label={copy.label} />}
      </Stack>
      <Box
        component="pre"
        role="region"
        aria-labelledby={titleId}
        tabIndex={0}
        sx={{
          m: 0,
          p: 1.5,
          maxHeight: 320,
          overflow: "auto",
          bgcolor: "grey.50",
          border: 1,
          borderColor: "divider",
          borderRadius: 1,
          fontFamily: "monospace",
          fontSize: 13,
          lineHeight: 1.5,
          whiteSpace: "pre-wrap",
          overflowWrap: "anywhere",
        }}
      >
        {text}
      </Box>
    </Stack>
  );
}
