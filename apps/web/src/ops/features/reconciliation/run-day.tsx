import { zodResolver } from "@hookform/resolvers/zod";
import Sync from "@mui/icons-material/Sync";
import { Alert, Button, CircularProgress, Stack } from "@mui/material";
import { RunReconciliationRequest } from "@portal/contracts";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useNavigate } from "react-router";
import { SubmitButton } from "@/components/form/submit-button";
import { SectionCard } from "@/components/section-card";
import { FormField } from "../../components/form-field";
import { applyFieldErrors } from "../../lib/field-errors";
import { useFormat } from "../../lib/format";
import { serverError } from "../../lib/server-error";
import { useTexts } from "../../lib/use-texts";
import { type Day, useRunReconciliationMutation } from "./api";
import { dayPath, yesterday } from "./days";

/**
 * A finance operator reconciles a day that is over (yesterday unless chosen otherwise), e.g.
 * after importing a late report, and lands on the day's page with the result.
 */
export function RunDayForm() {
  const { t, failure: failureText } = useTexts();
  const format = useFormat();
  const navigate = useNavigate();
  const [run] = useRunReconciliationMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const latest = yesterday();
  const form = useForm({ resolver: zodResolver(RunReconciliationRequest), defaultValues: { day: latest } });
  const pending = form.formState.isSubmitting;

  const submit = form.handleSubmit(async ({ day }) => {
    setFailure(null);
    try {
      await run({ day }).unwrap();
      void navigate(dayPath(day));
    } catch (error) {
      if (!applyFieldErrors(error, form)) setFailure(failureText(error));
    }
  });

  return (
    <SectionCard title={t("ops.runDay.title")} description={t("ops.runDay.text", { zone: format.zone })}>
      <form noValidate onSubmit={(event) => void submit(event)}>
        <Stack direction={{ xs: "column", sm: "row" }} spacing={1.5} sx={{ alignItems: { sm: "flex-start" } }}>
          <FormField
            control={form.control}
            name="day"
            label={t("ops.runDay.day")}
            hint={t("ops.runDay.dayHint")}
            type="date"
            required
            fullWidth={false}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: latest } }}
            sx={{ minWidth: 220 }}
          />
          <SubmitButton pending={pending} fullWidth={false} startIcon={<Sync />} sx={{ height: { sm: 56 } }}>
            {t("ops.runDay.submit")}
          </SubmitButton>
        </Stack>
      </form>
      {failure && <Alert severity="error">{failure}</Alert>}
    </SectionCard>
  );
}

/** A day's page's way to reconcile it again (after a late report): the page shows the new result. */
export function RunAgainButton({ day, onDone }: { day: Day; onDone: (result: Day) => void }) {
  const { t, failure, fieldIssue } = useTexts();
  const [run, running] = useRunReconciliationMutation();
  const dayRule = serverError(running.error)?.fields?.day;

  return (
    <Stack spacing={1} sx={{ alignItems: "flex-start" }}>
      <Button
        variant="outlined"
        startIcon={running.isLoading ? <CircularProgress size={18} color="inherit" aria-hidden /> : <Sync />}
        disabled={running.isLoading}
        aria-busy={running.isLoading}
        onClick={() =>
          void run({ day: day.day })
            .unwrap()
            .then(onDone, () => undefined)
        }
      >
        {day.ranAt ? t("ops.reconciliationDay.runAgain") : t("ops.reconciliationDay.run")}
      </Button>
      {running.isError && (
        <Alert severity="error" sx={{ alignSelf: "stretch" }}>
          {dayRule ? fieldIssue(dayRule, t("ops.runDay.day")) : failure(running.error)}
        </Alert>
      )}
    </Stack>
  );
}
