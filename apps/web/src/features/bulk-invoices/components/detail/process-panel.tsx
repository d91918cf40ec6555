import ReplayOutlined from "@mui/icons-material/ReplayOutlined";
import { Button, Checkbox, FormControlLabel, FormGroup, Stack, Typography } from "@mui/material";
import type { BulkInvoice } from "@portal/contracts";
import { useState } from "react";
import { useScreenTranslation } from "@/lib/screen-translation";
import { Link as RouterLink } from "react-router";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { SectionCard } from "@/components/section-card";
import { useFormat } from "@/lib/format";
import { useMay } from "@/lib/permissions";
import { useProcessBulkInvoiceMutation } from "../../api";
import { uploadPath } from "../../bulk-query";
import { pluralForm } from "../../plural";

type Channel = "sms" | "email" | "both" | "none";

/**
 * The merchant's go-ahead: which channels send the payment links (for who may send them,
 * SMS first), then, after a confirmation, the valid rows become invoices. Or a corrected
 * file instead. Only for who may upload (SPEC §6).
 */
export function ProcessPanel({ bulk }: { bulk: BulkInvoice }) {
  const { t } = useScreenTranslation("bulkInvoices");
  const { language, formatNumber } = useFormat();
  const maySend = useMay("sendInvoice");
  const [sms, setSms] = useState(maySend);
  const [email, setEmail] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [process] = useProcessBulkInvoiceMutation();
  const count = bulk.validRows;
  const form = pluralForm(count, language);
  const number = formatNumber(count);
  const send = { sms: maySend && sms, email: maySend && email };
  const channel: Channel = send.sms && send.email ? "both" : send.sms ? "sms" : send.email ? "email" : "none";

  return (
    <SectionCard title={t("bulkInvoices.process.title")}>
      {maySend ? (
        <Stack component="fieldset" sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}>
          <Typography component="legend" variant="subtitle2" sx={{ mb: 0.5 }}>
            {t("bulkInvoices.process.channels")}
          </Typography>
          <FormGroup>
            <FormControlLabel
              control={<Checkbox checked={sms} onChange={(event) => setSms(event.target.checked)} />}
              label={t("bulkInvoices.process.sms")}
            />
            <FormControlLabel
              control={<Checkbox checked={email} onChange={(event) => setEmail(event.target.checked)} />}
              label={t("bulkInvoices.process.email")}
            />
          </FormGroup>
          {(channel === "none" || send.email) && (
            <Typography variant="body2" color="text.secondary">
              {channel === "none" ? t("bulkInvoices.process.noChannel") : t("bulkInvoices.process.emailHint")}
            </Typography>
          )}
        </Stack>
      ) : (
        <Typography variant="body2" color="text.secondary">
          {t("bulkInvoices.process.notSent")}
        </Typography>
      )}
      <Stack direction={{ xs: "column", sm: "row" }} spacing={1.5} useFlexGap sx={{ flexWrap: "wrap" }}>
        <Button variant="contained" size="large" disabled={count === 0} onClick={() => setConfirming(true)}>
          {t(`bulkInvoices.process.create.${form}`, { number })}
        </Button>
        <Button
          component={RouterLink}
          to={uploadPath(bulk.appId)}
          variant="outlined"
          color="secondary"
          size="large"
          startIcon={<ReplayOutlined />}
        >
          {t("bulkInvoices.process.reupload")}
        </Button>
      </Stack>
      <ConfirmDialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title={t(`bulkInvoices.process.confirm.title.${form}`, { number })}
        text={t(`bulkInvoices.process.confirm.${channel}`)}
        confirmLabel={t("bulkInvoices.process.confirm.action")}
        tone="default"
        onConfirm={() => process({ bulkInvoiceId: bulk.id, ...send }).unwrap()}
        onDone={() => undefined}
      />
    </SectionCard>
  );
}
