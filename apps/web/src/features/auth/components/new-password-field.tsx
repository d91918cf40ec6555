import CheckCircle from "@mui/icons-material/CheckCircle";
import RadioButtonUnchecked from "@mui/icons-material/RadioButtonUnchecked";
import { Box } from "@mui/material";
import { PASSWORD_MIN_LENGTH, PASSWORD_SPECIALS, type PasswordRule, passwordRules } from "@portal/contracts";
import { useState } from "react";
import { type Control, type FieldValues, type Path, useController } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { PasswordToggle } from "@/components/form/password-field";
import { validationMessage } from "@/lib/validation-message";
import { TextField } from "@/components/form/text-field";

/** The policy's rules, each ticked once the password typed meets it. */
function PasswordRules({ password }: { password: string }) {
  const { t } = useTranslation();
  return (
    <Box component="ul" sx={{ listStyle: "none", p: 0, m: 0, mt: 0.5 }}>
      {(Object.keys(passwordRules) as PasswordRule[]).map((rule) => {
        // Nothing typed meets nothing, not even "no spaces".
        const met = password !== "" && passwordRules[rule](password);
        const Icon = met ? CheckCircle : RadioButtonUnchecked;
        return (
          <Box component="li" key={rule} sx={{ display: "flex", alignItems: "center", gap: 0.75, color: met ? "success.dark" : "text.secondary" }}>
            <Icon sx={{ fontSize: 14 }} aria-hidden />
            {t(`auth.passwordRules.${rule}`, { min: PASSWORD_MIN_LENGTH, specials: PASSWORD_SPECIALS })}
          </Box>
        );
      })}
    </Box>
  );
}

interface NewPasswordFieldProps<T extends FieldValues> {
  control: Control<T>;
  name: Path<T>;
  label: string;
}

/**
 * A new password (registration, reset): the rules stay under the field while it shows an
 * error, since "Invalid password." alone does not say what is missing. Both are the
 * field's description.
 */
export function NewPasswordField<T extends FieldValues>({ control, name, label }: NewPasswordFieldProps<T>) {
  const [visible, setVisible] = useState(false);
  const { field, fieldState } = useController({ control, name });
  const error = fieldState.error?.message;
  const password = typeof field.value === "string" ? field.value : "";
  return (
    <TextField
      name={field.name}
      value={password}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      label={label}
      type={visible ? "text" : "password"}
      autoComplete="new-password"
      error={Boolean(error)}
      helperText={
        <>
          {error && validationMessage(error, label)}
          <PasswordRules password={password} />
        </>
      }
      slotProps={{
        input: { endAdornment: <PasswordToggle visible={visible} onToggle={() => setVisible((shown) => !shown)} /> },
        // The rules are a list, which a paragraph cannot hold.
        formHelperText: { component: "div" },
      }}
    />
  );
}
