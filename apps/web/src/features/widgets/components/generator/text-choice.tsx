import { FormControl, FormControlLabel, FormLabel, Radio, RadioGroup, Skeleton, Stack } from "@mui/material";
import { PAY_BUTTON_MAX_LENGTHS, type PayButtonTextPreset, payButtonTextPresets } from "@portal/contracts";
import { useId } from "react";
import { useController, useWatch } from "react-hook-form";
import { FormTextField } from "@/components/form/form-text-field";
import { useButtonT } from "../../use-button-t";
import { useWidgetsTranslation } from "../../use-widgets-translation";
import { editedValuesControl, type PayButtonForm } from "./pay-button-form-values";

/** The radio value of "my own text" (the form holds it as a null preset). */
const CUSTOM = "custom";

/**
 * The button's words: a preset, offered in the button's language (what its customers will
 * read, whatever the interface's), or the merchant's own.
 */
export function TextChoice({ form }: { form: PayButtonForm }) {
  const { t } = useWidgetsTranslation();
  const labelId = useId();
  const language = useWatch({ control: form.control, name: "language" });
  const buttonT = useButtonT(language);
  const { field } = useController({ control: form.control, name: "style.textPreset" });

  const choose = (value: string) => {
    field.onChange(value === CUSTOM ? null : (value as PayButtonTextPreset));
    form.clearErrors("style.customText");
  };

  return (
    <Stack spacing={1.5}>
      <FormControl>
        <FormLabel id={labelId}>{t("widgets.form.text")}</FormLabel>
        {buttonT ? (
          <RadioGroup
            row
            aria-labelledby={labelId}
            name={field.name}
            value={field.value ?? CUSTOM}
            onChange={(event) => choose(event.target.value)}
          >
            {payButtonTextPresets.map((preset) => (
              <FormControlLabel
                key={preset}
                value={preset}
                control={<Radio color="secondary" />}
                label={<span lang={language}>{buttonT(`widgets.texts.${preset}`)}</span>}
              />
            ))}
            <FormControlLabel
              value={CUSTOM}
              control={<Radio color="secondary" />}
              label={t("widgets.form.customTextOption")}
            />
          </RadioGroup>
        ) : (
          <Skeleton variant="text" height={42} aria-label={t("widgets.form.textsLoading")} />
        )}
      </FormControl>
      {field.value === null && (
        <FormTextField
          control={editedValuesControl(form)}
          name="style.customText"
          label={t("widgets.form.customText")}
          helperText={t("widgets.form.customTextHelper", { max: PAY_BUTTON_MAX_LENGTHS.customText })}
          autoComplete="off"
          slotProps={{ htmlInput: { lang: language } }}
          required
        />
      )}
    </Stack>
  );
}
