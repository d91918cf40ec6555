import { Box, Chip, Stack, Typography } from "@mui/material";
import { fillSmsTemplate, SMS_TEMPLATE_MAX_LENGTH, type SmsPlaceholder, smsPlaceholders } from "@portal/contracts";
import { useId, useLayoutEffect, useRef } from "react";
import { type Control, type FieldValues, type Path, useController } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useFormat } from "@/lib/format";
import { validationMessage } from "@/lib/validation-message";
import { TextField } from "@/components/form/text-field";

interface SmsTemplateFieldProps<T extends FieldValues> {
  control: Control<T>;
  name: Path<T>;
  label: string;
  disabled: boolean;
  /** What `{placeholder}` becomes in the preview. */
  sample: Record<SmsPlaceholder, string>;
}

/**
 * The SMS template (SPEC §3): placeholders go in at the cursor by their chips, and a
 * preview shows the message with sample values as the customer would read it.
 */
export function SmsTemplateField<T extends FieldValues>({
  control,
  name,
  label,
  disabled,
  sample,
}: SmsTemplateFieldProps<T>) {
  const { t } = useTranslation();
  const { formatNumber } = useFormat();
  const { field, fieldState } = useController({ control, name });
  const textarea = useRef<HTMLTextAreaElement | null>(null);
  // Until the field is first used its cursor sits at the start (as browsers place it); a chip appends then.
  const used = useRef(false);
  const caretAfterInsert = useRef<number | null>(null);
  const chipsId = useId();
  const value = String(field.value ?? "");
  const error = fieldState.error?.message;

  useLayoutEffect(() => {
    const at = caretAfterInsert.current;
    if (at === null || !textarea.current) return;
    caretAfterInsert.current = null;
    textarea.current.focus();
    textarea.current.setSelectionRange(at, at);
  }, [value]);

  const insert = (placeholder: SmsPlaceholder) => {
    const token = `{${placeholder}}`;
    // A textarea keeps its selection after losing focus to the chip.
    const element = textarea.current;
    const start = used.current && element ? element.selectionStart : value.length;
    const end = used.current && element ? element.selectionEnd : value.length;
    caretAfterInsert.current = start + token.length;
    field.onChange(value.slice(0, start) + token + value.slice(end));
  };

  return (
    <Stack spacing={1}>
      <TextField
        name={field.name}
        value={value}
        onChange={field.onChange}
        onBlur={field.onBlur}
        onFocus={() => {
          used.current = true;
        }}
        inputRef={(element: HTMLTextAreaElement | null) => {
          textarea.current = element;
          field.ref(element);
        }}
        label={label}
        multiline
        minRows={3}
        disabled={disabled}
        error={Boolean(error)}
        helperText={
          <Box component="span" sx={{ display: "flex", justifyContent: "space-between", gap: 2 }}>
            <span>{error ? validationMessage(error, label) : t("applications.details.sms.helper")}</span>
            <Box component="span" sx={{ whiteSpace: "nowrap" }}>
              {`${formatNumber(value.length)} / ${formatNumber(SMS_TEMPLATE_MAX_LENGTH)}`}
            </Box>
          </Box>
        }
      />
      <Stack spacing={0.75}>
        <Typography id={chipsId} variant="body2" color="text.secondary">
          {t("applications.details.sms.placeholders")}
        </Typography>
        <Stack role="group" aria-labelledby={chipsId} direction="row" sx={{ flexWrap: "wrap", gap: 1 }}>
          {smsPlaceholders.map((placeholder) => (
            <Chip
              key={placeholder}
              label={`{${placeholder}}`}
              aria-label={t("applications.details.sms.insert", { placeholder: `{${placeholder}}` })}
              onClick={() => insert(placeholder)}
              disabled={disabled}
              variant="outlined"
              color="secondary"
              sx={{ fontFamily: "monospace" }}
            />
          ))}
        </Stack>
      </Stack>
      <Box sx={{ bgcolor: "grey.100", borderRadius: 1, p: 1.5 }}>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
          {t("applications.details.sms.preview")}
        </Typography>
        <Typography variant="body2" sx={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
          {fillSmsTemplate(value, sample)}
        </Typography>
      </Box>
    </Stack>
  );
}
