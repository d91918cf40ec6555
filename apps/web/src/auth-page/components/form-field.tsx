import { type InputHTMLAttributes, type ReactNode, useCallback, useEffect, useRef } from "react";
import { type Control, type FieldValues, type Path, useController } from "react-hook-form";
import { TextField } from "../../light/components/text-field";
import { useTexts } from "../i18n/locale";

export interface FormFieldProps<T extends FieldValues> extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  "id" | "name" | "value" | "onChange" | "onBlur"
> {
  control: Control<T>;
  name: Path<T>;
  label: string;
  /** A format to follow, shown under the field and kept after its error. */
  hint?: string;
  details?: ReactNode;
  end?: ReactNode;
}

/** A text field bound to react-hook-form; its broken rule (a `validation.*` key) is said with the field's label. */
export function FormField<T extends FieldValues>({ control, name, label, ...props }: FormFieldProps<T>) {
  const { fieldIssue } = useTexts();
  const { field, fieldState } = useController({ control, name });
  const issue = fieldState.error?.message;
  const input = useRef<HTMLInputElement | null>(null);
  const { ref: registerInput, onChange } = field;
  const inputRef = useCallback(
    (element: HTMLInputElement | null) => {
      input.current = element;
      registerInput(element);
    },
    [registerInput],
  );
  // The screen is rendered on the server: what was typed (or autofilled) before the script
  // ran is in the input but not in the form. Taken over once, or the next render would empty it.
  useEffect(() => {
    const typed = input.current?.value;
    if (typed && typed !== field.value) onChange(typed);
    // Only what the server rendered is adopted, once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <TextField
      {...props}
      name={field.name}
      value={(field.value as string | undefined) ?? ""}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={inputRef}
      label={label}
      error={issue === undefined ? undefined : fieldIssue(issue, label)}
    />
  );
}
