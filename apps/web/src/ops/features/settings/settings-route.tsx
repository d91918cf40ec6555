import { zodResolver } from "@hookform/resolvers/zod";
import { Alert, Checkbox, FormControl, FormControlLabel, FormGroup, FormLabel, Stack } from "@mui/material";
import { type MerchantCategory, merchantCategories, OperatorSettings } from "@portal/contracts";
import { useState } from "react";
import { useController, useForm } from "react-hook-form";
import { SubmitButton } from "@/components/form/submit-button";
import { NoticeSnackbar } from "@/components/notice-snackbar";
import { PageTitle } from "@/components/page-title";
import { SectionCard } from "@/components/section-card";
import { visuallyHidden } from "@/components/visually-hidden";
import { LoadFailure, Loading } from "../../components/load-state";
import { useTexts } from "../../lib/use-texts";
import { useSaveSettingsMutation, useSettingsQuery } from "./api";

/** `/ops/settings` (admin): which merchant categories need two risk operators' approval. */
export function SettingsRoute() {
  const { t } = useTexts();
  const settings = useSettingsQuery();
  return (
    <>
      <PageTitle title={t("ops.settings.title")} />
      {settings.data ? (
        <SettingsForm settings={settings.data} />
      ) : settings.isError ? (
        <LoadFailure
          message={t("ops.settings.loadFailed")}
          error={settings.error}
          onRetry={() => void settings.refetch()}
          retrying={settings.isFetching}
        />
      ) : (
        <Loading />
      )}
    </>
  );
}

function SettingsForm({ settings }: { settings: OperatorSettings }) {
  const { t, failure: failureText } = useTexts();
  const [save] = useSaveSettingsMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const form = useForm({ resolver: zodResolver(OperatorSettings), defaultValues: settings });
  const { field } = useController({ control: form.control, name: "fourEyesCategories" });
  const chosen: MerchantCategory[] = field.value;
  const legend = t("ops.settings.fourEyesTitle");

  const toggle = (category: MerchantCategory, on: boolean) =>
    field.onChange(
      on
        ? merchantCategories.filter((c) => c === category || chosen.includes(c))
        : chosen.filter((c) => c !== category),
    );

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      const saved = await save(values).unwrap();
      form.reset(saved);
      setNotice(t("ops.settings.saved"));
    } catch (error) {
      setFailure(failureText(error));
    }
  });

  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      <SectionCard title={legend} description={t("ops.settings.fourEyesText")}>
        <FormControl component="fieldset">
          {/* The section's heading says it to the eye; the legend names the group for screen readers. */}
          <FormLabel component="legend" sx={visuallyHidden}>
            {legend}
          </FormLabel>
          <FormGroup sx={{ display: "grid", gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr", lg: "1fr 1fr 1fr" } }}>
            {merchantCategories.map((category, i) => (
              <FormControlLabel
                key={category}
                label={t(`ops.categories.${category}`)}
                control={
                  <Checkbox
                    checked={chosen.includes(category)}
                    onChange={(event) => toggle(category, event.target.checked)}
                    onBlur={field.onBlur}
                    slotProps={{ input: { ref: i === 0 ? field.ref : undefined } }}
                  />
                }
              />
            ))}
          </FormGroup>
        </FormControl>
        {failure && <Alert severity="error">{failure}</Alert>}
        <Stack direction="row">
          <SubmitButton pending={form.formState.isSubmitting} fullWidth={false} size="medium">
            {t("ops.settings.save")}
          </SubmitButton>
        </Stack>
      </SectionCard>
      <NoticeSnackbar notice={notice} onClose={() => setNotice(null)} />
    </form>
  );
}
