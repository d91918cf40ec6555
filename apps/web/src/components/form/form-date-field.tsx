import { DatePicker, type DatePickerProps } from "@mui/x-date-pickers";
import { type Control, type FieldValues, type Path, useController } from "react-hook-form";
import { DatePickersProvider, fromDayjs, toDayjs } from "@/lib/date-pickers";
import { validationMessage } from "@/lib/validation-message";

export type FormDateFieldProps<T extends FieldValues> = Omit<
  DatePickerProps,
  "value" | "onChange" | "label" | "name"
> & {
  control: Control<T>;
  name: Path<T>;
  label: string;
  helperText?: string;
  required?: boolean;
};

/** A date picker bound to react-hook-form; the form holds the date as YYYY-MM-DD ("" when empty). */
export function FormDateField<T extends FieldValues>({
  control,
  name,
  label,
  helperText,
  required,
  ...props
}: FormDateFieldProps<T>) {
  const { field, fieldState } = useController({ control, name });
  const error = fieldState.error?.message;
  return (
    // The pickers' localisation (MUI X, dayjs and its locales) is loaded only by screens with a date field.
    <DatePickersProvider>
      <DatePicker
        {...props}
        label={label}
        value={toDayjs(field.value)}
        onChange={(value) => field.onChange(fromDayjs(value))}
        inputRef={field.ref}
        slotProps={{
          textField: {
            name: field.name,
            onBlur: field.onBlur,
            required,
            fullWidth: true,
            error: Boolean(error),
            helperText: error ? validationMessage(error, label) : helperText,
          },
        }}
      />
    </DatePickersProvider>
  );
}
