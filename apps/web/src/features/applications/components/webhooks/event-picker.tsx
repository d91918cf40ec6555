import {
  Box,
  Checkbox,
  FormControl,
  FormControlLabel,
  FormGroup,
  FormHelperText,
  FormLabel,
  Typography,
} from "@mui/material";
import { type WebhookEventType, webhookEventTypes } from "@portal/contracts";
import { useId } from "react";
import { type Control, useController } from "react-hook-form";
import { validationMessage } from "@/lib/validation-message";
import type { EndpointValues } from "./endpoint-form";
import { eventGroups, eventLabel, eventsOf, useWebhooksTranslation } from "./webhook-texts";

const legendSx = { color: "text.primary", "&.Mui-focused": { color: "text.primary" } } as const;

/**
 * The events an endpoint hears, grouped as the merchant thinks of them (orders, invoices,
 * refunds, payouts), each by its name and its code as receivers see it, with one box for all.
 * The choice is kept in the contracts' order, so a form sends the same list however it was ticked.
 */
export function EventPicker({ control }: { control: Control<EndpointValues> }) {
  const { t } = useWebhooksTranslation();
  const hintId = useId();
  const { field, fieldState } = useController({ control, name: "events" });
  const chosen = field.value;
  const all = chosen.length === webhookEventTypes.length;
  const error = fieldState.error?.message;
  const label = t("webhooks.fields.events");

  const toggle = (type: WebhookEventType, on: boolean) =>
    field.onChange(webhookEventTypes.filter((each) => (each === type ? on : chosen.includes(each))));

  return (
    <FormControl component="fieldset" error={Boolean(error)} aria-describedby={hintId} sx={{ minWidth: 0 }}>
      <FormLabel component="legend" sx={{ ...legendSx, fontWeight: 500 }}>
        {label}
      </FormLabel>
      <FormHelperText id={hintId} error={false} sx={{ mx: 0, mt: 0.25, mb: 0.5 }}>
        {t("webhooks.fields.eventsHint")}
      </FormHelperText>
      <FormControlLabel
        label={t("webhooks.fields.selectAll")}
        control={
          <Checkbox
            checked={all}
            indeterminate={chosen.length > 0 && !all}
            onChange={(event) => field.onChange(event.target.checked ? [...webhookEventTypes] : [])}
            onBlur={field.onBlur}
            // Where a missing choice takes the focus.
            slotProps={{ input: { ref: field.ref } }}
          />
        }
      />
      <Box
        sx={{
          display: "grid",
          gap: 2,
          gridTemplateColumns: { xs: "minmax(0, 1fr)", sm: "repeat(2, minmax(0, 1fr))" },
          mt: 1,
        }}
      >
        {eventGroups.map((group) => (
          <FormControl key={group} component="fieldset" sx={{ minWidth: 0 }}>
            <FormLabel component="legend" sx={{ ...legendSx, typography: "subtitle2" }}>
              {t(`webhooks.groups.${group}`)}
            </FormLabel>
            <FormGroup>
              {eventsOf(group).map((type) => (
                <FormControlLabel
                  key={type}
                  sx={{ alignItems: "flex-start", mr: 0, mt: 0.5 }}
                  control={
                    <Checkbox
                      size="small"
                      checked={chosen.includes(type)}
                      onChange={(event) => toggle(type, event.target.checked)}
                      sx={{ py: 0.25 }}
                    />
                  }
                  label={
                    <Box component="span" sx={{ display: "flex", flexDirection: "column", minWidth: 0 }}>
                      <Typography component="span" variant="body2">
                        {eventLabel(t, type)}
                      </Typography>
                      <Typography
                        component="span"
                        variant="caption"
                        color="text.secondary"
                        sx={{ fontFamily: "monospace" }}
                      >
                        {type}
                      </Typography>
                    </Box>
                  }
                />
              ))}
            </FormGroup>
          </FormControl>
        ))}
      </Box>
      {error && <FormHelperText sx={{ mx: 0 }}>{validationMessage(error, label)}</FormHelperText>}
    </FormControl>
  );
}
