import { Box } from "@mui/material";

/** Ids, IBANs and references are read and compared character by character. */
export function Code({ children }: { children: string }) {
  return (
    <Box component="span" sx={{ fontFamily: "monospace", overflowWrap: "anywhere" }}>
      {children}
    </Box>
  );
}
