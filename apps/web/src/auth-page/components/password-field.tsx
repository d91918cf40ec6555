import { useState } from "react";
import type { FieldValues } from "react-hook-form";
import { Icon } from "../../light/components/icons";
import { useTexts } from "../i18n/locale";
import { FormField, type FormFieldProps } from "./form-field";

/** The show/hide toggle at the end of a password input: a pressed/unpressed "Show password" button. */
function PasswordToggle({ visible, onToggle }: { visible: boolean; onToggle: () => void }) {
  const { t } = useTexts();
  return (
    <button
      type="button"
      className="icon-button"
      aria-label={t("common.showPassword")}
      aria-pressed={visible}
      onClick={onToggle}
    >
      <Icon name={visible ? "visibilityOff" : "visibility"} />
    </button>
  );
}

/** A password field with a show/hide toggle. */
export function PasswordField<T extends FieldValues>(props: Omit<FormFieldProps<T>, "type" | "end">) {
  const [visible, setVisible] = useState(false);
  return (
    <FormField
      {...props}
      type={visible ? "text" : "password"}
      end={<PasswordToggle visible={visible} onToggle={() => setVisible((shown) => !shown)} />}
    />
  );
}
