import { TextField, type TextFieldProps } from "./text-field";
import { type Control, type FieldValues, type Path, type PathValue, useController } from "react-hook-form";
import { validationMessage } from "@/lib/validation-message";

export interface SelectOption<V extends string | number> {
  value: V;
  label: string;
}

interface SelectFieldProps<T extends FieldValues, V extends string | number, O> {
  control: Control<T, unknown, O>;
  name: Path<T>;
  label: string;
  options: readonly SelectOption<V>[];
  /** The first, empty entry: "Choose…" (not selectable again) or, for an optional field, "None" (`emptySelectable`). */
  emptyLabel?: string;
  emptySelectable?: boolean;
  required?: boolean;
  disabled?: boolean;
  helperText?: string;
  /** Shown as the field's problem when the options themselves could not be loaded. */
  loadError?: string;
  sx?: TextFieldProps["sx"];
  /** Runs after the form's value has changed, e.g. to clear a field that no longer applies. */
  onValueChange?: (value: V | "") => void;
}

/**
 * A choice bound to react-hook-form, kept in the form with its option's own type (a number
 * stays a number). The browser's own list: typed-ahead from the keyboard, and the system
 * picker on a phone.
 */
export function SelectField<T extends FieldValues, V extends string | number, O = T>({
  control,
  name,
  label,
  options,
  emptyLabel,
  emptySelectable = false,
  required,
  disabled,
  helperText,
  loadError,
  sx,
  onValueChange,
}: SelectFieldProps<T, V, O>) {
  const { field, fieldState } = useController({ control, name });
  const error = fieldState.error?.message;
  const current: unknown = field.value;
  return (
    <TextField
      select
      fullWidth
      sx={sx}
      name={field.name}
      value={current === null || current === undefined ? "" : String(current)}
      onChange={(event) => {
        const value = options.find((option) => String(option.value) === event.target.value)?.value ?? "";
        field.onChange(value as PathValue<T, Path<T>>);
        onValueChange?.(value);
      }}
      onBlur={field.onBlur}
      inputRef={field.ref}
      label={label}
      required={required}
      disabled={disabled}
      error={Boolean(error ?? loadError)}
      helperText={error ? validationMessage(error, label) : (loadError ?? helperText)}
      slotProps={{ inputLabel: { shrink: true } }}
    >
      {emptyLabel !== undefined && (
        <option value="" disabled={!emptySelectable}>
          {emptyLabel}
        </option>
      )}
      {options.map((option) => (
        <option key={option.value} value={String(option.value)}>
          {option.label}
        </option>
      ))}
    </TextField>
  );
}
