import { TextField, type TextFieldProps } from "@mui/material";
import { type Control, type FieldValues, type Path, useController } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { validationMessage } from "@/lib/validation-message";

interface SelectFieldProps<T extends FieldValues> {
  control: Control<T>;
  name: Path<T>;
  label: string;
  options: readonly { value: string; label: string }[];
  disabled?: boolean;
  helperText?: string;
  /** Shown as the field's problem when the options themselves could not be loaded. */
  loadError?: string;
  sx?: TextFieldProps["sx"];
}

/**
 * A choice bound to react-hook-form. The browser's own list: typed-ahead, and on a phone
 * the system picker, which suits a dozen options better than a popup menu.
 */
export function SelectField<T extends FieldValues>({
  control,
  name,
  label,
  options,
  disabled,
  helperText,
  loadError,
  sx,
}: SelectFieldProps<T>) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ control, name });
  const error = fieldState.error?.message;
  return (
    <TextField
      select
      fullWidth
      sx={sx}
      name={field.name}
      value={field.value ?? ""}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      label={label}
      disabled={disabled}
      error={Boolean(error ?? loadError)}
      helperText={error ? validationMessage(error, label) : (loadError ?? helperText)}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      <option value="" disabled>
        {t("connect.fields.choose")}
      </option>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </TextField>
  );
}
