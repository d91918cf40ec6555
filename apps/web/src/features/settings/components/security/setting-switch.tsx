import { FormControlLabel, FormHelperText, Stack, Switch } from "@mui/material";
import { useId } from "react";

interface SettingSwitchProps {
  label: string;
  description: string;
  checked: boolean;
  disabled?: boolean;
  onChange: (checked: boolean) => void;
}

/** A switch named by its label and described by the line under it. */
export function SettingSwitch({ label, description, checked, disabled, onChange }: SettingSwitchProps) {
  const descriptionId = useId();
  return (
    <Stack spacing={0.25}>
      <FormControlLabel
        control={
          <Switch
            checked={checked}
            disabled={disabled}
            onChange={(_event, next) => onChange(next)}
            slotProps={{ input: { "aria-describedby": descriptionId } }}
          />
        }
        label={label}
        sx={{ alignSelf: "flex-start" }}
      />
      <FormHelperText id={descriptionId} sx={{ mt: 0, ml: 6.5 }}>
        {description}
      </FormHelperText>
    </Stack>
  );
}
