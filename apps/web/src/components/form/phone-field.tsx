import type { FieldValues } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { FormTextField, type FormTextFieldProps } from "./form-text-field";

/**
 * A phone number field with its format under it, kept there after an error. People group
 * the digits as they say them ("+994 50 123 45 67"); the shared phone schema takes that
 * and keeps +994501234567.
 */
export function PhoneField<T extends FieldValues>({
  hint,
  ...props
}: Omit<FormTextFieldProps<T>, "type" | "slotProps" | "helperText">) {
  const { t } = useTranslation();
  return (
    <FormTextField
      autoComplete="tel"
      {...props}
      type="tel"
      hint={hint ?? t("common.phoneFormat")}
      slotProps={{ htmlInput: { inputMode: "tel" } }}
    />
  );
}
