import { Stack, Typography } from "@mui/material";
import type { ListContext } from "../lib/columns";

/** Who did it, over when (on the region's clock: the column's header says which). */
export function ByAt({ name, at, context }: { name: string; at: string; context: ListContext }) {
  return (
    <Stack>
      <span>{name}</span>
      <Typography component="span" variant="body2" color="text.secondary" sx={{ whiteSpace: "nowrap" }}>
        {context.format.dateTime(at)}
      </Typography>
    </Stack>
  );
}
