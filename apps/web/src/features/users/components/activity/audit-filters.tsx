import FilterAltOff from "@mui/icons-material/FilterAltOff";
import { Box, Button, Stack } from "@mui/material";
import { type AccountUser, auditActions, auditOutcomes } from "@portal/contracts";
import { useTranslation } from "react-i18next";
import { DatePresetButtons } from "@/components/filters/date-preset-buttons";
import { DateRangeFields } from "@/components/filters/date-range-fields";
import { FilterSection } from "@/components/filters/filter-section";
import { TextField } from "@/components/form/text-field";
import { type AuditListQuery, hasAuditFilters, withAuditFilters } from "../../users-query";

interface ChoiceFilterProps {
  label: string;
  /** The first entry, which filters nothing. */
  anyLabel: string;
  value: string | undefined;
  options: readonly { value: string; label: string }[];
  onChange: (value: string | undefined) => void;
}

/** One choice of a filter, or any: the browser's own list. */
function ChoiceFilter({ label, anyLabel, value, options, onChange }: ChoiceFilterProps) {
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value ?? ""}
      onChange={(event) => onChange(event.target.value || undefined)}
      slotProps={{ inputLabel: { shrink: true } }}
    >
      <option value="">{anyLabel}</option>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </TextField>
  );
}

interface AuditFiltersProps {
  query: AuditListQuery;
  onChange: (query: AuditListQuery) => void;
  /** The account's users, to choose whose activity; empty while they load. */
  users: readonly AccountUser[];
}

/** The trail's filters, each applied as it changes: who, what, how it ended, and the dates. */
export function AuditFilters({ query, onChange, users }: AuditFiltersProps) {
  const { t } = useTranslation();
  const apply = (changes: Parameters<typeof withAuditFilters>[1]) => onChange(withAuditFilters(query, changes));
  const userOptions = users.map((user) => ({ value: user.id, label: user.fullName }));
  // A user from the address that the list does not hold (deleted since) still shows as chosen.
  if (query.userId && !users.some((user) => user.id === query.userId))
    userOptions.push({ value: query.userId, label: t("users.audit.filters.otherUser") });

  return (
    <FilterSection>
      <Stack spacing={2}>
        <Box
          sx={{
            display: "grid",
            gap: 2,
            gridTemplateColumns: { xs: "1fr", sm: "repeat(2, minmax(0, 1fr))", lg: "repeat(3, minmax(0, 1fr))" },
          }}
        >
          <ChoiceFilter
            label={t("users.audit.filters.user")}
            anyLabel={t("users.audit.filters.anyUser")}
            value={query.userId}
            options={userOptions}
            onChange={(userId) => apply({ userId })}
          />
          <ChoiceFilter
            label={t("users.audit.filters.action")}
            anyLabel={t("users.audit.filters.anyAction")}
            value={query.action}
            options={auditActions.map((action) => ({ value: action, label: t(`users.audit.actions.${action}`) }))}
            onChange={(action) => apply({ action })}
          />
          <ChoiceFilter
            label={t("users.audit.filters.outcome")}
            anyLabel={t("users.audit.filters.anyOutcome")}
            value={query.outcome}
            options={auditOutcomes.map((outcome) => ({ value: outcome, label: t(`users.audit.outcomes.${outcome}`) }))}
            onChange={(outcome) => apply({ outcome })}
          />
          <DateRangeFields from={query.from} to={query.to} onChange={apply} />
        </Box>
        <Stack direction="row" sx={{ flexWrap: "wrap", gap: 1, justifyContent: "space-between", alignItems: "center" }}>
          <DatePresetButtons range={query} onChoose={apply} />
          <Button
            variant="text"
            color="secondary"
            startIcon={<FilterAltOff />}
            onClick={() => onChange({ page: 0 })}
            disabled={!hasAuditFilters(query)}
          >
            {t("common.filters.clear")}
          </Button>
        </Stack>
      </Stack>
    </FilterSection>
  );
}
