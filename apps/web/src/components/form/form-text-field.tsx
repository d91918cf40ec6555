import { Box } from "@mui/material";
import { type Control, type FieldValues, type Path, useController } from "react-hook-form";
import { validationMessage } from "@/lib/validation-message";
import { TextField, type TextFieldProps } from "./text-field";

export type FormTextFieldProps<T extends FieldValues> = Omit<
  TextFieldProps,
  "name" | "label" | "value" | "onChange" | "onBlur" | "error" | "inputRef"
> & {
  control: Control<T>;
  name: Path<T>;
  label: string;
  /** A format to follow, shown under the field and kept after its error: the user needs it to fix one. */
  hint?: string;
};

/** A text field bound to react-hook-form; its error replaces the helper text while it lasts. */
export function FormTextField<T extends FieldValues>({
  control,
  name,
  label,
  helperText,
  hint,
  ...props
}: FormTextFieldProps<T>) {
  const { field, fieldState } = useController({ control, name });
  const error = fieldState.error?.message;
  return (
    <TextField
      {...props}
      name={field.name}
      value={field.value ?? ""}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      label={label}
      error={Boolean(error)}
      helperText={
        error && hint ? (
          // Two lines: the error, then the format to follow, not run together as one sentence.
          <>
            <Box component="span" sx={{ display: "block" }}>
              {validationMessage(error, label)}
            </Box>
            <Box component="span" sx={{ display: "block" }}>
              {hint}
            </Box>
          </>
        ) : error ? (
          validationMessage(error, label)
        ) : (
          (helperText ?? hint)
        )
      }
    />
  );
}
