import { type Control, type FieldValues, type Path, useController } from "react-hook-form";
import { TextField, type TextFieldProps } from "@/components/form/text-field";
import { useTexts } from "../lib/use-texts";

type FormFieldProps<T extends FieldValues> = Omit<
  TextFieldProps,
  "name" | "label" | "value" | "onChange" | "onBlur" | "error" | "inputRef"
> & {
  control: Control<T>;
  name: Path<T>;
  label: string;
  /** What the value must look like, under the field until an error takes its place. */
  hint?: string;
};

/** A labelled text field bound to react-hook-form; its broken rule (a `validation.*` key) is said with its label. */
export function FormField<T extends FieldValues>({ control, name, label, hint, ...props }: FormFieldProps<T>) {
  const { fieldIssue } = useTexts();
  const { field, fieldState } = useController({ control, name });
  const error = fieldState.error?.message;
  return (
    <TextField
      fullWidth
      {...props}
      name={field.name}
      value={field.value ?? ""}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      label={label}
      error={Boolean(error)}
      helperText={error ? fieldIssue(error, label) : hint}
    />
  );
}
