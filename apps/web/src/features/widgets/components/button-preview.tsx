import { Box } from "@mui/material";

/**
 * A button drawn by its own snippet's markup (`payButtonSnippet`, which escapes the text and
 * is given only checked colours), so it looks here exactly as on the merchant's page. Shown,
 * not used: `inert` keeps its link from being followed or focused, and readers hear `label`.
 */
export function ButtonPreview({ markup, label }: { markup: string; label: string }) {
  return (
    <Box
      component="span"
      role="img"
      aria-label={label}
      sx={{ display: "inline-block", maxWidth: "100%", overflowWrap: "anywhere" }}
    >
      <span inert dangerouslySetInnerHTML={{ __html: markup }} />
    </Box>
  );
}
