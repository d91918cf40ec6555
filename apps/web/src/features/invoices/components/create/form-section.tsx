import { Box } from "@mui/material";
import type { ReactNode } from "react";
import { SectionCard } from "@/components/section-card";

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
  return (
    <SectionCard title={title} description={description}>
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
    </SectionCard>
  );
}

/** Makes a field of a `FormSection` take its whole row. */
export const fullRow = { gridColumn: "1 / -1" } as const;
