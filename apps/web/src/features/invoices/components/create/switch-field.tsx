import { FormControlLabel, FormHelperText, Stack, Switch } from "@mui/material";
import { useId } from "react";
import { type Control, type FieldValues, type Path, useController } from "react-hook-form";

interface SwitchFieldProps<T extends FieldValues, O> {
  control: Control<T, unknown, O>;
  name: Path<T>;
  label: string;
  /** What turning it on means; read out with the switch. */
  description: string;
}

/** A yes/no option bound to react-hook-form, with a line explaining it. */
export function SwitchField<T extends FieldValues, O = T>({
  control,
  name,
  label,
  description,
}: SwitchFieldProps<T, O>) {
  const descriptionId = useId();
  const { field } = useController({ control, name });
  return (
    <Stack>
      <FormControlLabel
        label={label}
        control={
          <Switch
            name={field.name}
            checked={Boolean(field.value)}
            onChange={(event) => field.onChange(event.target.checked)}
            onBlur={field.onBlur}
            slotProps={{ input: { ref: field.ref, "aria-describedby": descriptionId } }}
          />
        }
      />
      <FormHelperText id={descriptionId} sx={{ mt: 0, ml: 6 }}>
        {description}
      </FormHelperText>
    </Stack>
  );
}
