import {
  PASSWORD_MIN_LENGTH,
  PASSWORD_SPECIALS,
  type PasswordRule,
  passwordRules,
} from "@portal/contracts/field-rules";
import { type Control, type FieldValues, type Path, useWatch } from "react-hook-form";
import { Icon } from "../../light/components/icons";
import { useTexts } from "../i18n/locale";
import { PasswordField } from "./password-field";

/** The policy's rules, each ticked once the password typed meets it. */
function PasswordRules({ password }: { password: string }) {
  const { t } = useTexts();
  return (
    <ul className="password-rules">
      {(Object.keys(passwordRules) as PasswordRule[]).map((rule) => {
        // Nothing typed meets nothing, not even "no spaces".
        const met = password !== "" && passwordRules[rule](password);
        return (
          <li key={rule} className={met ? "password-rules__rule password-rules__rule--met" : "password-rules__rule"}>
            <Icon name={met ? "checkCircle" : "radioButtonUnchecked"} className="password-rules__icon" />
            {t(`auth.passwordRules.${rule}`, { min: PASSWORD_MIN_LENGTH, specials: PASSWORD_SPECIALS })}
          </li>
        );
      })}
    </ul>
  );
}

interface NewPasswordFieldProps<T extends FieldValues> {
  control: Control<T>;
  name: Path<T>;
  label: string;
}

/**
 * A new password (registration, reset): the rules stay under the field while it shows an
 * error, since "Invalid password." alone does not say what is missing. Both describe it.
 */
export function NewPasswordField<T extends FieldValues>({ control, name, label }: NewPasswordFieldProps<T>) {
  const password: unknown = useWatch({ control, name });
  return (
    <PasswordField
      control={control}
      name={name}
      label={label}
      autoComplete="new-password"
      details={<PasswordRules password={typeof password === "string" ? password : ""} />}
    />
  );
}
