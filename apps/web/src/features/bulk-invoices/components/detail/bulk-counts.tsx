import { Box, Typography } from "@mui/material";
import { useFormat } from "@/lib/format";

export interface Count {
  label: string;
  value: number;
  /** Errors in red, what went well in green: the eye finds them first. */
  tone?: "error" | "success";
}

/** An upload's numbers as tiles, each a label and its figure (a description list). */
export function BulkCounts({ counts }: { counts: Count[] }) {
  const { formatNumber } = useFormat();
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: "grid",
        gap: 1.5,
        gridTemplateColumns: { xs: "repeat(2, minmax(0, 1fr))", sm: `repeat(${counts.length}, minmax(0, 1fr))` },
      }}
    >
      {counts.map(({ label: name, value, tone }) => (
        <Box key={name} sx={{ border: 1, borderColor: "divider", borderRadius: 2, px: 2, py: 1.5 }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {name}
          </Typography>
          <Typography
            component="dd"
            variant="h5"
            sx={{ m: 0, fontWeight: "bold", color: value > 0 && tone ? `${tone}.dark` : "text.primary" }}
          >
            {formatNumber(value)}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
