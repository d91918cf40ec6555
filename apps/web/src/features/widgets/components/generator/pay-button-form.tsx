import { Alert, Box, Stack } from "@mui/material";
import {
  type Application,
  hasLanguageChoice,
  type Language,
  languageNames,
  type PayButton,
  payButtonShapes,
  payButtonSizes,
  regionLanguages,
} from "@portal/contracts";
import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { FormTextField } from "@/components/form/form-text-field";
import { SelectField } from "@/components/form/select-field";
import { SubmitButton } from "@/components/form/submit-button";
import { SectionCard } from "@/components/section-card";
import { runtimeConfig } from "@/config/runtime-config";
import { applyFieldErrors, errorMessage } from "@/lib/api-error";
import { useFormat } from "@/lib/format";
import { useCreatePayButtonMutation } from "../../api";
import { useWidgetsTranslation } from "../../use-widgets-translation";
import { AmountFields } from "./amount-fields";
import { ColourField } from "./colour-field";
import { formGrid, fullRow } from "./form-grid";
import {
  editedValuesControl,
  emptyPayButtonForm,
  type PayButtonForm,
  type PayButtonFormValues,
  payButtonResolver,
  type PayButtonRequestBody,
} from "./pay-button-form-values";
import { PreviewSection } from "./preview-section";
import { TextChoice } from "./text-choice";
import { ToggleField } from "./toggle-field";

interface PayButtonFormProps {
  application: Application;
  onCreated: (button: PayButton) => void;
  /** Starts in the first field, as when the user asked for another button. */
  focusFirstField: boolean;
}

/** A new button of the application: what it takes, how it looks (previewed as it is edited), checked by the shared schema, then `POST api/pay-buttons`. */
export function PayButtonForm({ application, onCreated, focusFirstField }: PayButtonFormProps) {
  const { t } = useWidgetsTranslation();
  const { language: interfaceLanguage } = useFormat();
  const [createPayButton] = useCreatePayButtonMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const config = runtimeConfig();
  // The Emirates variant's pages are in English only (SPEC §1): no choice to offer there.
  const languages = regionLanguages(config.region);
  const language: Language = languages.includes(interfaceLanguage) ? interfaceLanguage : languages[0]!;
  const form: PayButtonForm = useForm<PayButtonFormValues, unknown, PayButtonRequestBody>({
    resolver: payButtonResolver,
    // The region's own currency first (AZN, or AED in the Emirates variant), as on an invoice.
    defaultValues: emptyPayButtonForm(application.id, config.currency, language),
  });
  const control = editedValuesControl(form);
  useEffect(() => {
    if (focusFirstField) form.setFocus("name");
  }, [focusFirstField, form]);

  // What was chosen stays in the form whatever fails; only the message changes.
  const submit = form.handleSubmit(async (body) => {
    setFailure(null);
    const result = await createPayButton(body);
    if (result.data) onCreated(result.data);
    else if (!applyFieldErrors(result.error, form)) setFailure(errorMessage(result.error));
  });

  return (
    <Box
      component="form"
      noValidate
      onSubmit={submit}
      aria-label={t("widgets.form.title")}
      sx={{
        display: "grid",
        gap: 3,
        alignItems: "start",
        gridTemplateColumns: { xs: "minmax(0, 1fr)", lg: "minmax(0, 3fr) minmax(0, 2fr)" },
      }}
    >
      <Stack spacing={3} sx={{ minWidth: 0 }}>
        <SectionCard title={t("widgets.form.sections.payment")}>
          <Box sx={formGrid}>
            <FormTextField
              control={control}
              name="name"
              label={t("widgets.form.name")}
              helperText={t("widgets.form.nameHelper")}
              autoComplete="off"
              sx={fullRow}
              required
            />
            <AmountFields form={form} />
            <FormTextField
              control={control}
              name="description"
              label={t("widgets.form.description")}
              helperText={t("widgets.form.descriptionHelper")}
              multiline
              minRows={2}
              sx={fullRow}
              required
            />
            {hasLanguageChoice(config.region) && (
              <SelectField
                control={form.control}
                name="language"
                label={t("widgets.form.language")}
                helperText={t("widgets.form.languageHelper")}
                options={languages.map((value) => ({ value, label: languageNames[value] }))}
                sx={fullRow}
                required
              />
            )}
          </Box>
        </SectionCard>
        <SectionCard title={t("widgets.form.sections.appearance")}>
          <TextChoice form={form} />
          <ColourField
            form={form}
            name="style.background"
            label={t("widgets.form.background")}
            codeLabel={t("widgets.form.backgroundCode")}
          />
          <ColourField
            form={form}
            name="style.textColour"
            label={t("widgets.form.textColour")}
            codeLabel={t("widgets.form.textColourCode")}
          />
          <Stack direction={{ xs: "column", sm: "row" }} spacing={3}>
            <ToggleField
              control={form.control}
              name="style.size"
              label={t("widgets.form.size")}
              options={payButtonSizes.map((value) => ({ value, label: t(`widgets.form.sizes.${value}`) }))}
            />
            <ToggleField
              control={form.control}
              name="style.shape"
              label={t("widgets.form.shape")}
              options={payButtonShapes.map((value) => ({ value, label: t(`widgets.form.shapes.${value}`) }))}
            />
          </Stack>
        </SectionCard>
      </Stack>
      {/* Beside the fields on wide screens, in sight while they scroll; after them on a phone. */}
      <Stack spacing={2} sx={{ minWidth: 0, position: { lg: "sticky" }, top: { lg: 88 } }}>
        <PreviewSection form={form} />
        {failure && <Alert severity="error">{failure}</Alert>}
        <SubmitButton pending={form.formState.isSubmitting}>{t("widgets.form.submit")}</SubmitButton>
      </Stack>
    </Box>
  );
}
