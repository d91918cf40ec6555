import { Paper, Skeleton, Stack } from "@mui/material";

/** A list screen's rows while its first page loads; `label` names what is loading. */
export function ListSkeleton({ label }: { label: string }) {
  return (
    <Paper variant="outlined" aria-busy="true" aria-label={label} sx={{ p: 2 }}>
      <Stack spacing={2}>
        {[0, 1, 2, 3, 4].map((row) => (
          <Stack key={row} direction="row" spacing={2} sx={{ alignItems: "center" }}>
            <Skeleton variant="text" width={96} />
            <Skeleton variant="text" sx={{ flexGrow: 1 }} />
            <Skeleton variant="text" width={80} />
            <Skeleton variant="rounded" width={64} height={24} />
          </Stack>
        ))}
      </Stack>
    </Paper>
  );
}
