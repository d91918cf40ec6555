import Send from "@mui/icons-material/Send";
import { Alert, Checkbox, FormControl, FormControlLabel, FormGroup, FormHelperText, FormLabel, Stack } from "@mui/material";
import { type Invoice, type InvoiceSent, SendInvoiceRequest } from "@portal/contracts";
import { type FormEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { SubmitButton } from "@/components/form/submit-button";
import { errorMessage } from "@/lib/api-error";
import { validationMessage } from "@/lib/validation-message";
import { useSendInvoiceMutation } from "../../api";

/** Sends the link to the customer by SMS, e-mail or both (`POST api/bookings/send-invoice`), and tells where it went. */
export function SendInvoice({ invoice }: { invoice: Invoice }) {
  const { t } = useTranslation();
  const problemId = useId();
  const [sendInvoice, { isLoading }] = useSendInvoiceMutation();
  const [channels, setChannels] = useState({ sms: false, email: false });
  const [problem, setProblem] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = useState<InvoiceSent | null>(null);
  const legend = t("createInvoice.result.send.channels");

  const toggle = (channel: keyof typeof channels) => (_event: unknown, checked: boolean) => {
    setChannels((current) => ({ ...current, [channel]: checked }));
    setProblem(null);
  };

  const send = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    // The shared rule: at least one channel.
    const request = SendInvoiceRequest.safeParse({ invoiceId: invoice.id, ...channels });
    if (!request.success) {
      setProblem(request.error.issues[0]?.message ?? null);
      return;
    }
    const result = await sendInvoice(request.data);
    if (result.data) setSent(result.data);
    else setFailure(errorMessage(result.error));
  };

  return (
    <Stack component="form" noValidate onSubmit={(event) => void send(event)} spacing={2}>
      <FormControl component="fieldset" error={Boolean(problem)}>
        <FormLabel component="legend">{legend}</FormLabel>
        <FormGroup aria-describedby={problem ? problemId : undefined}>
          <FormControlLabel
            control={<Checkbox checked={channels.sms} onChange={toggle("sms")} />}
            label={t("createInvoice.result.send.sms", { phone: invoice.phone })}
          />
          <FormControlLabel
            control={<Checkbox checked={channels.email} onChange={toggle("email")} />}
            disabled={!invoice.email}
            label={
              invoice.email ? t("createInvoice.result.send.email", { email: invoice.email }) : t("createInvoice.result.send.noEmail")
            }
          />
        </FormGroup>
        {problem && <FormHelperText id={problemId}>{validationMessage(problem, legend)}</FormHelperText>}
      </FormControl>
      {failure && <Alert severity="error">{failure}</Alert>}
      {sent && (
        <Alert severity="success">
          {sent.sms && <div>{t("createInvoice.result.send.sentSms", { phone: sent.sms })}</div>}
          {sent.email && <div>{t("createInvoice.result.send.sentEmail", { email: sent.email })}</div>}
        </Alert>
      )}
      <SubmitButton pending={isLoading} fullWidth={false} startIcon={<Send />} sx={{ alignSelf: { xs: "stretch", sm: "flex-start" } }}>
        {t("createInvoice.result.send.submit")}
      </SubmitButton>
    </Stack>
  );
}
