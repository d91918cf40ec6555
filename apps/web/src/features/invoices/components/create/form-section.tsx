import { Box, Paper, Stack, Typography } from "@mui/material";
import { type ReactNode, useId } from "react";

interface FormSectionProps {
  title: string;
  description?: string;
  children: ReactNode;
}

/**
 * One group of the invoice form: a region named by its `h2`, its fields in two columns
 * from 600 px up and in one below. A field that needs the whole row sets `gridColumn: "1 / -1"`.
 */
export function FormSection({ title, description, children }: FormSectionProps) {
  const headingId = useId();
  return (
    <Paper component="section" aria-labelledby={headingId} variant="outlined" sx={{ p: { xs: 2, sm: 3 }, minWidth: 0 }}>
      <Stack spacing={0.5} sx={{ mb: 2.5 }}>
        <Typography id={headingId} component="h2" variant="h6">
          {title}
        </Typography>
        {description && (
          <Typography variant="body2" color="text.secondary">
            {description}
          </Typography>
        )}
      </Stack>
      <Box
        sx={{
          display: "grid",
          gap: 2.5,
          alignItems: "start",
          gridTemplateColumns: { xs: "minmax(0, 1fr)", sm: "repeat(2, minmax(0, 1fr))" },
        }}
      >
        {children}
      </Box>
    </Paper>
  );
}

/** Makes a field of a `FormSection` take its whole row. */
export const fullRow = { gridColumn: "1 / -1" } as const;
