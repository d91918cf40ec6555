import { zodResolver } from "@hookform/resolvers/zod";
import {
  Alert,
  Box,
  Checkbox,
  FormControl,
  FormControlLabel,
  FormGroup,
  FormHelperText,
  FormLabel,
  Radio,
  RadioGroup,
  Skeleton,
  Stack,
  Typography,
} from "@mui/material";
import { type NotificationEvent, notificationEvents, type Subscription } from "@portal/contracts";
import { useState } from "react";
import { type Control, useController, useForm } from "react-hook-form";
import * as z from "zod/mini";
import { useSettingsTranslation } from "../../use-settings-translation";
import { SubmitButton } from "@/components/form/submit-button";
import { LoadError } from "@/components/load-error";
import { applyFieldErrors, errorMessage } from "@/lib/api-error";
import { useApplicationsQuery } from "@/lib/applications-api";
import { validationMessage } from "@/lib/validation-message";
import { useUpdateSubscriptionPreferencesMutation } from "../../api";

// "Chosen" with none ticked would be sent as an empty list, which the server reads as every application.
const PreferencesValues = z
  .object({
    events: z.array(z.enum(notificationEvents)),
    scope: z.enum(["all", "chosen"]),
    applicationIds: z.array(z.string()),
  })
  .check(
    z.refine((values) => values.scope === "all" || values.applicationIds.length > 0, {
      message: "settings.notifications.preferences.chooseApplication",
      path: ["applicationIds"],
    }),
  );
type PreferencesValues = z.infer<typeof PreferencesValues>;

const valuesOf = (subscription: Subscription): PreferencesValues => ({
  events: subscription.events,
  scope: subscription.applicationIds.length > 0 ? "chosen" : "all",
  applicationIds: subscription.applicationIds,
});

const checkboxLabelSx = {
  mr: 0,
  minWidth: 0,
  "& .MuiFormControlLabel-label": { fontSize: "0.875rem", overflowWrap: "anywhere" },
} as const;
const twoColumns = {
  display: "grid",
  gridTemplateColumns: { xs: "1fr", sm: "repeat(2, minmax(0, 1fr))" },
  columnGap: 2,
} as const;
const legendSx = { fontWeight: 500, color: "text.primary", "&.Mui-focused": { color: "text.primary" } } as const;

/** What a connection tells about, and about which of the user's applications (none chosen: every one). */
export function PreferencesForm({
  subscription,
  name,
  onSaved,
}: {
  subscription: Subscription;
  name: string;
  onSaved: (notice: string) => void;
}) {
  const { t } = useSettingsTranslation();
  const [save] = useUpdateSubscriptionPreferencesMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<PreferencesValues>({
    resolver: zodResolver(PreferencesValues),
    defaultValues: valuesOf(subscription),
  });
  const events = useController({ control: form.control, name: "events" });
  const scope = useController({ control: form.control, name: "scope" });
  const chosenEvents = events.field.value;

  const toggleEvent = (event: NotificationEvent, on: boolean) =>
    // In the catalogue's order, whatever the order of the clicks.
    events.field.onChange(notificationEvents.filter((entry) => (entry === event ? on : chosenEvents.includes(entry))));

  const submit = form.handleSubmit(async ({ events: chosen, scope: reach, applicationIds }) => {
    setFailure(null);
    try {
      const saved = await save({
        subscriptionType: subscription.subscriptionType,
        events: chosen,
        applicationIds: reach === "all" ? [] : applicationIds,
      }).unwrap();
      form.reset(valuesOf(saved));
      onSaved(t("settings.notifications.preferences.saved", { type: name }));
    } catch (error) {
      if (!applyFieldErrors(error, form)) setFailure(errorMessage(error));
    }
  });

  return (
    <Stack component="form" noValidate onSubmit={(event) => void submit(event)} spacing={2.5}>
      <FormControl component="fieldset" variant="standard" sx={{ minWidth: 0 }}>
        <FormLabel component="legend" sx={legendSx}>
          {t("settings.notifications.preferences.events")}
        </FormLabel>
        <FormGroup sx={twoColumns}>
          {notificationEvents.map((event) => (
            <FormControlLabel
              key={event}
              control={
                <Checkbox
                  size="small"
                  name="events"
                  value={event}
                  checked={chosenEvents.includes(event)}
                  onChange={(change) => toggleEvent(event, change.target.checked)}
                  onBlur={events.field.onBlur}
                />
              }
              label={t(`settings.notifications.preferences.event.${event}`)}
              sx={checkboxLabelSx}
            />
          ))}
        </FormGroup>
        {chosenEvents.length === 0 && (
          <FormHelperText sx={{ mx: 0 }}>{t("settings.notifications.preferences.noEvents")}</FormHelperText>
        )}
      </FormControl>
      <FormControl component="fieldset" variant="standard" sx={{ minWidth: 0 }}>
        <FormLabel component="legend" sx={legendSx}>
          {t("settings.notifications.preferences.applications")}
        </FormLabel>
        <RadioGroup
          name={scope.field.name}
          value={scope.field.value}
          onChange={(change) => scope.field.onChange(change.target.value)}
          onBlur={scope.field.onBlur}
        >
          <FormControlLabel
            value="all"
            control={<Radio size="small" />}
            label={t("settings.notifications.preferences.allApplications")}
            sx={checkboxLabelSx}
          />
          <FormControlLabel
            value="chosen"
            control={<Radio size="small" />}
            label={t("settings.notifications.preferences.chosenApplications")}
            sx={checkboxLabelSx}
          />
        </RadioGroup>
        {scope.field.value === "chosen" && <ApplicationChoices control={form.control} />}
      </FormControl>
      {failure && <Alert severity="error">{failure}</Alert>}
      <Box>
        <SubmitButton pending={form.formState.isSubmitting} fullWidth={false} size="medium">
          {t("settings.notifications.preferences.save")}
        </SubmitButton>
      </Box>
    </Stack>
  );
}

/** The user's applications to tick, read when first asked for. */
function ApplicationChoices({ control }: { control: Control<PreferencesValues> }) {
  const { t } = useSettingsTranslation();
  const applications = useApplicationsQuery();
  const { field, fieldState } = useController({ control, name: "applicationIds" });
  const label = t("settings.notifications.preferences.applicationList");
  const error = fieldState.error?.message;

  const toggle = (id: string, on: boolean) =>
    field.onChange(on ? [...field.value, id] : field.value.filter((chosen) => chosen !== id));

  const content = () => {
    if (applications.isLoading)
      return (
        <Skeleton
          variant="rounded"
          height={72}
          aria-label={t("settings.notifications.preferences.applicationsLoading")}
        />
      );
    if (applications.error || !applications.data) {
      return (
        <LoadError
          message={errorMessage(applications.error)}
          onRetry={() => void applications.refetch()}
          retrying={applications.isFetching}
        />
      );
    }
    if (applications.data.length === 0) {
      return (
        <Typography variant="body2" color="text.secondary">
          {t("settings.notifications.preferences.noApplications")}
        </Typography>
      );
    }
    return (
      <FormGroup role="group" aria-label={label} sx={twoColumns}>
        {applications.data.map((app) => (
          <FormControlLabel
            key={app.id}
            control={
              <Checkbox
                size="small"
                name="applicationIds"
                value={app.id}
                checked={field.value.includes(app.id)}
                onChange={(change) => toggle(app.id, change.target.checked)}
                onBlur={field.onBlur}
              />
            }
            label={app.appName}
            sx={checkboxLabelSx}
          />
        ))}
      </FormGroup>
    );
  };

  return (
    <Box sx={{ pl: { xs: 2, sm: 4 } }}>
      {content()}
      {error && (
        <FormHelperText error sx={{ mx: 0 }}>
          {validationMessage(error, label)}
        </FormHelperText>
      )}
    </Box>
  );
}
