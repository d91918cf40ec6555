import ExpandLess from "@mui/icons-material/ExpandLess";
import ExpandMore from "@mui/icons-material/ExpandMore";
import FilterAltOff from "@mui/icons-material/FilterAltOff";
import Search from "@mui/icons-material/Search";
import { Box, Button, Collapse, Stack, useMediaQuery } from "@mui/material";
import { type FormEventHandler, type ReactNode, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { FilterSection } from "./filter-section";

const grid = {
  display: "grid",
  gap: 2,
  gridTemplateColumns: { xs: "1fr", sm: "repeat(2, minmax(0, 1fr))", lg: "repeat(3, minmax(0, 1fr))" },
} as const;

interface FiltersPanelProps {
  /** The filters that apply as they change (status, dates): always in sight. */
  quick: ReactNode;
  /** Below them, the date presets. */
  presets: ReactNode;
  /** The typed-in filters (a form's fields), applied together on Enter or Apply. */
  children: ReactNode;
  /** How many typed-in filters are set: on a phone they start unfolded when any is. */
  typedSet: number;
  onSubmit: FormEventHandler<HTMLFormElement>;
  onClear: () => void;
  /** Whether anything is filtered (Clear filters is off otherwise). */
  filtered: boolean;
}

/**
 * A list's filters (SPEC §3): the quick ones apply as they change, the typed-in ones
 * together on Enter or Apply, so the list does not reload on every key. Pointing at or
 * focusing the panel starts fetching the date pickers.
 */
export function FiltersPanel({ quick, presets, children, typedSet, onSubmit, onClear, filtered }: FiltersPanelProps) {
  const { t } = useTranslation();
  // On a phone the typed-in filters fold away behind one button, open when one is set.
  const narrow = useMediaQuery((theme) => theme.breakpoints.down("sm"));
  const [unfolded, setUnfolded] = useState(typedSet > 0);
  const typedOpen = !narrow || unfolded;
  const typedId = useId();

  return (
    <FilterSection>
      <Stack spacing={2}>
        <Box sx={grid}>{quick}</Box>
        {presets}
        <Box component="form" noValidate onSubmit={onSubmit}>
          {narrow && (
            <Button
              type="button"
              variant="outlined"
              size="small"
              aria-expanded={typedOpen}
              aria-controls={typedId}
              endIcon={typedOpen ? <ExpandLess /> : <ExpandMore />}
              onClick={() => setUnfolded((open) => !open)}
              sx={{ mb: typedOpen ? 2 : 0 }}
            >
              {typedOpen
                ? t("common.filters.fewer")
                : typedSet
                  ? t("common.filters.moreSet", { count: typedSet })
                  : t("common.filters.more")}
            </Button>
          )}
          <Collapse in={typedOpen} id={typedId}>
            <Box sx={grid}>{children}</Box>
          </Collapse>
          <Stack direction="row" spacing={1} sx={{ mt: 2, flexWrap: "wrap", rowGap: 1 }}>
            {typedOpen && (
              <Button type="submit" variant="contained" startIcon={<Search />}>
                {t("common.filters.apply")}
              </Button>
            )}
            <Button
              type="button"
              variant="text"
              color="secondary"
              startIcon={<FilterAltOff />}
              onClick={onClear}
              disabled={!filtered}
            >
              {t("common.filters.clear")}
            </Button>
          </Stack>
        </Box>
      </Stack>
    </FilterSection>
  );
}
