import { Alert, Button, Stack, Typography } from "@mui/material";
import { type FormEventHandler, type ReactNode, useEffect, useEffectEvent, useRef } from "react";
import type { FieldValues, Path, UseFormReturn } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { SubmitButton } from "@/components/form/submit-button";
import type { StepErrors } from "../connect-request";

/**
 * Ties a step's form to the flow: every change goes to the draft (so Back, Next and a
 * reload keep it), and the server's errors for this step land on its fields.
 */
export function useStepForm<T extends FieldValues, O>(
  form: UseFormReturn<T, unknown, O>,
  { onValues, serverErrors }: { onValues: (values: T) => void; serverErrors?: StepErrors },
) {
  const changed = useEffectEvent((values: T) => onValues(values));
  useEffect(() => form.subscribe({ formState: { values: true }, callback: ({ values }) => changed(values) }), [form]);

  useEffect(() => {
    Object.entries(serverErrors ?? {}).forEach(([name, message], i) =>
      form.setError(name as Path<T>, { type: "server", message }, { shouldFocus: i === 0 }),
    );
  }, [form, serverErrors]);
}

interface StepFormProps {
  title: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  submitLabel: string;
  pending?: boolean;
  onBack?: () => void;
  /** Shown between Back and the submit button, e.g. Skip. */
  extraAction?: ReactNode;
  failure?: string | null;
  /** Moves focus to the title when the step opens, so keyboard and reader users start there. */
  focusTitle?: boolean;
  children?: ReactNode;
}

/** One step of a flow: its title, its fields, and Back / Next at the bottom. */
export function StepForm({
  title,
  onSubmit,
  submitLabel,
  pending = false,
  onBack,
  extraAction,
  failure,
  focusTitle = false,
  children,
}: StepFormProps) {
  const { t } = useTranslation();
  const titleRef = useRef<HTMLHeadingElement>(null);
  const focusOnOpen = useRef(focusTitle);

  useEffect(() => {
    if (focusOnOpen.current) titleRef.current?.focus();
  }, []);

  return (
    <Stack component="form" noValidate onSubmit={onSubmit} spacing={2.5}>
      <Typography ref={titleRef} tabIndex={-1} component="h2" variant="h6" sx={{ outline: "none" }}>
        {title}
      </Typography>
      {failure && <Alert severity="error">{failure}</Alert>}
      {children}
      <Stack
        direction={{ xs: "column-reverse", sm: "row" }}
        spacing={1.5}
        sx={{ pt: 1, justifyContent: "space-between", alignItems: { xs: "stretch", sm: "center" } }}
      >
        {onBack ? (
          <Button variant="outlined" color="secondary" size="large" onClick={onBack} disabled={pending}>
            {t("connect.actions.back")}
          </Button>
        ) : (
          <span />
        )}
        <Stack direction={{ xs: "column-reverse", sm: "row" }} spacing={1.5}>
          {extraAction}
          <SubmitButton pending={pending} fullWidth={false} sx={{ minWidth: { sm: 160 } }}>
            {submitLabel}
          </SubmitButton>
        </Stack>
      </Stack>
    </Stack>
  );
}
