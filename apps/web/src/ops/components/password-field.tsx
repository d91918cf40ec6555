import Visibility from "@mui/icons-material/Visibility";
import VisibilityOff from "@mui/icons-material/VisibilityOff";
import { IconButton, InputAdornment } from "@mui/material";
import { type ComponentProps, useState } from "react";
import type { FieldValues } from "react-hook-form";
import { useTexts } from "../lib/use-texts";
import { FormField } from "./form-field";

/** A password field with a pressed/unpressed "Show password" button at its end. */
export function PasswordField<T extends FieldValues>(props: Omit<ComponentProps<typeof FormField<T>>, "type">) {
  const { t } = useTexts();
  const [visible, setVisible] = useState(false);
  return (
    <FormField
      {...props}
      type={visible ? "text" : "password"}
      slotProps={{
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                aria-label={t("ops.showPassword")}
                aria-pressed={visible}
                onClick={() => setVisible((shown) => !shown)}
                edge="end"
              >
                {visible ? <VisibilityOff /> : <Visibility />}
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
