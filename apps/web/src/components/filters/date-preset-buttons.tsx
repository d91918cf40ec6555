import { ToggleButton, ToggleButtonGroup } from "@mui/material";
import { type DatePreset, datePresets } from "@portal/contracts";
import { useTranslation } from "react-i18next";
import { presetOf, todayIsoDate } from "@/lib/date-presets";
import { type DateRange, datePresetRange } from "@/lib/date-preset-range";

interface DatePresetButtonsProps {
  /** The applied range, from the URL: the preset it is exactly shows as chosen. */
  range: Partial<DateRange>;
  onChoose: (range: DateRange) => void;
}

/** SPEC §3 date presets: this week, this month, the last 3 or 6 months, each ending today. */
export function DatePresetButtons({ range, onChoose }: DatePresetButtonsProps) {
  const { t } = useTranslation();
  const today = todayIsoDate();
  const preset = presetOf(range, today) ?? null;
  return (
    <ToggleButtonGroup
      exclusive
      size="small"
      color="primary"
      value={preset}
      onChange={(_event, chosen: DatePreset | null) => {
        if (chosen) onChoose(datePresetRange(chosen, today));
      }}
      aria-label={t("common.filters.presetsLabel")}
      sx={{ flexWrap: "wrap" }}
    >
      {datePresets.map((option) => (
        <ToggleButton key={option} value={option} sx={{ textTransform: "none", px: 1.5 }}>
          {t(`common.filters.presets.${option}`)}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
