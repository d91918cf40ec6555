import Send from "@mui/icons-material/Send";
import {
  Alert,
  Checkbox,
  FormControl,
  FormControlLabel,
  FormGroup,
  FormHelperText,
  FormLabel,
  Stack,
} from "@mui/material";
import { type Invoice, type InvoiceSent, SendInvoiceRequest } from "@portal/contracts";
import { type FormEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { SubmitButton } from "@/components/form/submit-button";
import { errorMessage, serverError } from "@/lib/api-error";
import { useFormat } from "@/lib/format";
import { validationMessage } from "@/lib/validation-message";
import { useSendInvoiceMutation } from "../../api";

/**
 * Sends the link to the customer by SMS, e-mail or both (`POST api/bookings/send-invoice`),
 * and tells where it went. Once the link has gone out it offers "Resend", ticking the
 * channels it went by.
 */
export function SendInvoice({ invoice }: { invoice: Invoice }) {
  const { t } = useTranslation();
  const { formatDateTimeInZone } = useFormat();
  const problemId = useId();
  const [sendInvoice, { isLoading }] = useSendInvoiceMutation();
  // An e-mail sent before may have been edited away since.
  const [channels, setChannels] = useState(() => ({
    sms: invoice.sentBySms,
    email: invoice.sentByEmail && Boolean(invoice.email),
  }));
  const [problem, setProblem] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = useState<InvoiceSent | null>(null);
  // Sent from here: the creation panel's invoice is not fetched again to say so.
  const [sentHere, setSentHere] = useState(false);
  const sentBefore = invoice.sentBySms || invoice.sentByEmail || sentHere;
  const legend = t("createInvoice.result.send.channels");

  const toggle = (channel: keyof typeof channels) => (_event: unknown, checked: boolean) => {
    setChannels((current) => ({ ...current, [channel]: checked }));
    setProblem(null);
  };

  // The server allows a few sends an hour (per invoice and per account) and answers 429
  // with the seconds left: the clock time reads better than a count of minutes.
  const failureText = (error: unknown) => {
    const retryAfter = serverError(error)?.retryAfter;
    if (retryAfter === undefined) return errorMessage(error);
    return t("createInvoice.result.send.tooOften", {
      time: formatDateTimeInZone(Date.now() + retryAfter * 1000, { timeStyle: "short" }),
    });
  };

  const send = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    setSent(null);
    // The shared rule: at least one channel.
    const request = SendInvoiceRequest.safeParse({ invoiceId: invoice.id, ...channels });
    if (!request.success) {
      setProblem(request.error.issues[0]?.message ?? null);
      return;
    }
    const result = await sendInvoice(request.data);
    if (result.data) {
      setSent(result.data);
      setSentHere(true);
    } else setFailure(failureText(result.error));
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
              invoice.email
                ? t("createInvoice.result.send.email", { email: invoice.email })
                : t("createInvoice.result.send.noEmail")
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
      <SubmitButton
        pending={isLoading}
        fullWidth={false}
        startIcon={<Send />}
        sx={{ alignSelf: { xs: "stretch", sm: "flex-start" } }}
      >
        {sentBefore ? t("createInvoice.result.send.resubmit") : t("createInvoice.result.send.submit")}
      </SubmitButton>
    </Stack>
  );
}
