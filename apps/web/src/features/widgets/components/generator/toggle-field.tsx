import Check from "@mui/icons-material/Check";
import { Stack, ToggleButton, ToggleButtonGroup, Typography } from "@mui/material";
import { useId } from "react";
import { type Control, type FieldValues, type Path, type PathValue, useController } from "react-hook-form";

interface ToggleFieldProps<T extends FieldValues, V extends string, O> {
  control: Control<T, unknown, O>;
  name: Path<T>;
  label: string;
  options: readonly { value: V; label: string }[];
}

/** A short choice as a row of toggle buttons, bound to react-hook-form; the chosen one is ticked, not only tinted. */
export function ToggleField<T extends FieldValues, V extends string, O = T>({
  control,
  name,
  label,
  options,
}: ToggleFieldProps<T, V, O>) {
  const labelId = useId();
  const { field } = useController({ control, name });
  return (
    <Stack spacing={1} sx={{ alignItems: "flex-start" }}>
      <Typography id={labelId} variant="body2" color="text.secondary">
        {label}
      </Typography>
      <ToggleButtonGroup
        exclusive
        size="small"
        color="secondary"
        aria-labelledby={labelId}
        value={field.value as V}
        // Exclusive groups answer null when the chosen button is pressed again; the field keeps its value.
        onChange={(_event, value: V | null) => value && field.onChange(value as PathValue<T, Path<T>>)}
        sx={{ flexWrap: "wrap" }}
      >
        {options.map((option) => (
          <ToggleButton key={option.value} value={option.value} sx={{ textTransform: "none", px: 1.5, gap: 0.5 }}>
            {field.value === option.value && <Check fontSize="small" aria-hidden />}
            {option.label}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </Stack>
  );
}
