import { FormControl, FormControlLabel, FormLabel, Radio, RadioGroup, type SxProps, type Theme } from "@mui/material";
import { type ReactNode, useId } from "react";
import { type Control, type FieldValues, type Path, type PathValue, useController } from "react-hook-form";

interface RadioFieldProps<T extends FieldValues, V extends string, O> {
  control: Control<T, unknown, O>;
  name: Path<T>;
  label: string;
  options: readonly { value: V; label: ReactNode }[];
  /** Runs after the form's value has changed, e.g. to clear the errors of fields that no longer apply. */
  onValueChange?: (value: V) => void;
  sx?: SxProps<Theme>;
}

/** One of a few choices, all in sight, bound to react-hook-form; a group named by its label. */
export function RadioField<T extends FieldValues, V extends string, O = T>({
  control,
  name,
  label,
  options,
  onValueChange,
  sx,
}: RadioFieldProps<T, V, O>) {
  const labelId = useId();
  const { field } = useController({ control, name });
  return (
    <FormControl sx={sx}>
      <FormLabel id={labelId}>{label}</FormLabel>
      <RadioGroup
        row
        aria-labelledby={labelId}
        name={field.name}
        value={field.value as V}
        onChange={(event) => {
          const value = event.target.value as V;
          field.onChange(value as PathValue<T, Path<T>>);
          onValueChange?.(value);
        }}
      >
        {options.map((option) => (
          <FormControlLabel
            key={option.value}
            value={option.value}
            control={<Radio color="secondary" />}
            label={option.label}
          />
        ))}
      </RadioGroup>
    </FormControl>
  );
}
