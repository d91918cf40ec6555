import { MenuItem, TextField } from "@mui/material";
import { useTranslation } from "react-i18next";

interface StatusFilterProps<S extends string> {
  value: S | undefined;
  options: readonly { value: S; label: string }[];
  onChange: (value: S | undefined) => void;
}

/** A list's status filter: one status, or all. */
export function StatusFilter<S extends string>({ value, options, onChange }: StatusFilterProps<S>) {
  const { t } = useTranslation();
  return (
    <TextField
      select
      size="small"
      label={t("common.filters.status")}
      value={value ?? ""}
      onChange={(event) => onChange((event.target.value || undefined) as S | undefined)}
    >
      <MenuItem value="">{t("common.filters.allStatuses")}</MenuItem>
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
