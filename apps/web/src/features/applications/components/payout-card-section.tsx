import CreditCard from "@mui/icons-material/CreditCard";
import { Alert, Button, Stack, Typography } from "@mui/material";
import type { ApplicationDetail } from "@portal/contracts";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { SubmitButton } from "@/components/form/submit-button";
import { PayoutCardForm } from "@/components/payout-card/payout-card-form";
import { SectionCard } from "@/components/section-card";
import { brandNames } from "@/lib/card-input";
import { useMay } from "@/lib/permissions";

/**
 * A sole trader's payouts go to a card: attached here when connecting stopped before it
 * (review needs it), or replaced. Attaching takes a code texted to the user's phone.
 */
export function PayoutCardSection({ app, notify }: { app: ApplicationDetail; notify: (text: string) => void }) {
  const { t } = useTranslation();
  const [replacing, setReplacing] = useState(false);
  const card = app.payoutCard;
  // Attaching a card is guarded on the server as connecting is (`POST api/user/paymentCard`).
  const mayAttach = useMay("connectBusiness");
  const readOnly = app.status === "disabled" || !mayAttach;

  let content;
  if (card && !replacing) {
    content = (
      <Stack direction="row" spacing={1.5} sx={{ alignItems: "center", flexWrap: "wrap", rowGap: 1 }}>
        <CreditCard color="secondary" aria-hidden />
        <Typography sx={{ flexGrow: 1, overflowWrap: "anywhere" }}>
          {t("applications.payoutCard.current", {
            brand: brandNames[card.brand as keyof typeof brandNames] ?? "",
            maskedPan: card.maskedPan,
            expiry: card.expiry,
          })}
        </Typography>
        {!readOnly && (
          <Button variant="outlined" color="secondary" onClick={() => setReplacing(true)}>
            {t("applications.payoutCard.replace")}
          </Button>
        )}
      </Stack>
    );
  } else if (readOnly) {
    content = <Typography color="text.secondary">{t("applications.payoutCard.none")}</Typography>;
  } else {
    content = (
      <PayoutCardForm
        appId={app.id}
        headingLevel="h3"
        onAttached={() => {
          setReplacing(false);
          notify(t("applications.payoutCard.attached"));
        }}
        frame={({ fields, onSubmit, pending, failure }) => (
          <Stack component="form" noValidate onSubmit={onSubmit} spacing={2.5}>
            {!card && <Alert severity="info">{t("applications.payoutCard.missing")}</Alert>}
            {failure && <Alert severity="error">{failure}</Alert>}
            {fields}
            <Stack direction={{ xs: "column", sm: "row" }} spacing={1.5}>
              <SubmitButton pending={pending} fullWidth={false}>
                {t("common.payoutCard.attach")}
              </SubmitButton>
              {card && (
                <Button variant="text" color="secondary" onClick={() => setReplacing(false)} disabled={pending}>
                  {t("applications.payoutCard.keep")}
                </Button>
              )}
            </Stack>
          </Stack>
        )}
      />
    );
  }

  return (
    <SectionCard title={t("applications.payoutCard.title")} description={t("applications.payoutCard.description")}>
      {content}
    </SectionCard>
  );
}
