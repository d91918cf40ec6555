import { Stack, Typography } from "@mui/material";

/** The page's one `h1`, with an optional line below it. */
export function PageTitle({ title, subtitle }: { title: string; subtitle?: string }) {
  return (
    <Stack spacing={0.5} sx={{ mb: 3 }}>
      <Typography
        component="h1"
        variant="h4"
        sx={{ fontSize: { xs: "1.625rem", sm: "2.125rem" }, overflowWrap: "anywhere" }}
      >
        {title}
      </Typography>
      {subtitle && <Typography color="text.secondary">{subtitle}</Typography>}
    </Stack>
  );
}
