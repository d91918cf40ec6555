import Visibility from "@mui/icons-material/Visibility";
import VisibilityOff from "@mui/icons-material/VisibilityOff";
import { IconButton, InputAdornment } from "@mui/material";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { FieldValues } from "react-hook-form";
import { FormTextField, type FormTextFieldProps } from "./form-text-field";

/** The show/hide toggle at the end of a password input: a pressed/unpressed "Show password" button. */
export function PasswordToggle({ visible, onToggle }: { visible: boolean; onToggle: () => void }) {
  const { t } = useTranslation();
  return (
    <InputAdornment position="end">
      <IconButton aria-label={t("common.showPassword")} aria-pressed={visible} onClick={onToggle} edge="end">
        {visible ? <VisibilityOff /> : <Visibility />}
      </IconButton>
    </InputAdornment>
  );
}

/** A password field with a show/hide toggle. */
export function PasswordField<T extends FieldValues>(props: Omit<FormTextFieldProps<T>, "type" | "slotProps">) {
  const [visible, setVisible] = useState(false);
  return (
    <FormTextField
      {...props}
      type={visible ? "text" : "password"}
      slotProps={{ input: { endAdornment: <PasswordToggle visible={visible} onToggle={() => setVisible((shown) => !shown)} /> } }}
    />
  );
}
