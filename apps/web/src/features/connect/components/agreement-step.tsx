import { zodResolver } from "@hookform/resolvers/zod";
import { Box, Checkbox, FormControl, FormControlLabel, FormHelperText, Typography } from "@mui/material";
import { messages } from "@portal/contracts";
import { useController, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import * as z from "zod/mini";
import { validationMessage } from "@/lib/validation-message";
import type { StepErrors } from "../connect-request";
import { StepForm, useStepForm } from "./step-form";

const Agreement = z.object({
  agreementAccepted: z.boolean().check(z.refine((accepted) => accepted, messages.agreement)),
});

/** The agreement's parts, in reading order; each has a title and a text in every language. */
const sections = ["subject", "merchant", "payments", "personalData", "term"] as const;

interface AgreementStepProps {
  accepted: boolean;
  pending: boolean;
  failure: string | null;
  serverErrors?: StepErrors;
  focusTitle: boolean;
  onChange: (accepted: boolean) => void;
  onBack: () => void;
  /** Accepting sends the confirmation code; the flow moves on once it is sent. */
  onNext: () => void;
}

/** Individual step 2: the agreement, to read and accept. */
export function AgreementStep({
  accepted,
  pending,
  failure,
  serverErrors,
  focusTitle,
  onChange,
  onBack,
  onNext,
}: AgreementStepProps) {
  const { t } = useTranslation();
  const form = useForm({ resolver: zodResolver(Agreement), defaultValues: { agreementAccepted: accepted } });
  useStepForm(form, { onValues: (values) => onChange(values.agreementAccepted), serverErrors });
  const { field, fieldState } = useController({ control: form.control, name: "agreementAccepted" });
  const label = t("connect.agreement.accept");
  const error = fieldState.error?.message;

  return (
    <StepForm
      title={t("connect.steps.individual.agreement")}
      onSubmit={form.handleSubmit(onNext)}
      submitLabel={t("connect.actions.next")}
      pending={pending}
      onBack={onBack}
      failure={failure}
      focusTitle={focusTitle}
    >
      <Box
        role="region"
        aria-labelledby="agreement-title"
        // Scrolls on its own: reachable by Tab so the keyboard can scroll it too.
        tabIndex={0}
        sx={{
          maxHeight: { xs: 320, sm: 360 },
          overflowY: "auto",
          p: { xs: 2, sm: 3 },
          border: 1,
          borderColor: "divider",
          borderRadius: 1,
          bgcolor: "grey.50",
          "&:focus-visible": { outline: 2, outlineColor: "primary.main", outlineStyle: "solid" },
        }}
      >
        <Typography id="agreement-title" component="h3" variant="subtitle1" sx={{ mb: 1 }}>
          {t("connect.agreement.title")}
        </Typography>
        {sections.map((section, index) => (
          <Box key={section} component="section" sx={{ mt: 2 }}>
            <Typography component="h4" variant="subtitle2">
              {`${index + 1}. ${t(`connect.agreement.sections.${section}.title`)}`}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
              {t(`connect.agreement.sections.${section}.text`)}
            </Typography>
          </Box>
        ))}
      </Box>
      <FormControl error={Boolean(error)}>
        <FormControlLabel
          label={label}
          control={
            <Checkbox
              name={field.name}
              checked={field.value}
              onChange={(event) => field.onChange(event.target.checked)}
              onBlur={field.onBlur}
              slotProps={{
                input: {
                  ref: field.ref,
                  "aria-invalid": Boolean(error),
                  "aria-describedby": error ? "agreement-error" : undefined,
                },
              }}
            />
          }
        />
        {error && <FormHelperText id="agreement-error">{validationMessage(error, label)}</FormHelperText>}
      </FormControl>
    </StepForm>
  );
}
