import { Paper, Stack, Typography } from "@mui/material";
import { type ReactNode, useId } from "react";

interface SectionCardProps {
  title: string;
  description?: ReactNode;
  tone?: "default" | "danger";
  children: ReactNode;
}

/** One section of a screen (configure, invoice form, invoice detail): a region named by its `h2`. */
export function SectionCard({ title, description, tone = "default", children }: SectionCardProps) {
  const headingId = useId();
  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      variant="outlined"
      sx={{ p: { xs: 2, sm: 3 }, borderColor: tone === "danger" ? "error.main" : undefined, minWidth: 0 }}
    >
      <Stack spacing={2}>
        <Stack spacing={0.5}>
          <Typography
            id={headingId}
            component="h2"
            variant="h6"
            sx={{ color: tone === "danger" ? "error.dark" : undefined }}
          >
            {title}
          </Typography>
          {description && (
            <Typography variant="body2" color="text.secondary">
              {description}
            </Typography>
          )}
        </Stack>
        {children}
      </Stack>
    </Paper>
  );
}
