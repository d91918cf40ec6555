import { Paper } from "@mui/material";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { preloadDateFields } from "./date-range-fields";

/** The box a list's filters sit in: a labelled section; pointing at or focusing it starts fetching the date pickers. */
export function FilterSection({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-label={t("common.filters.label")}
      onPointerEnter={preloadDateFields}
      onFocus={preloadDateFields}
      sx={{ p: 2, mb: 2 }}
    >
      {children}
    </Paper>
  );
}
