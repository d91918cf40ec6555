import { Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
import { PayoutCardForm } from "@/components/payout-card/payout-card-form";
import { StepForm } from "./step-form";

interface CardStepProps {
  appId: string;
  focusTitle: boolean;
  onAttached: () => void;
  onBack: () => void;
}

/** Individual step 4: the card payouts go to, confirmed by a code texted to the user's phone. */
export function CardStep({ appId, focusTitle, onAttached, onBack }: CardStepProps) {
  const { t } = useTranslation();
  return (
    <PayoutCardForm
      appId={appId}
      onAttached={onAttached}
      headingLevel="h2"
      frame={({ fields, onSubmit, pending, failure, cameBack }) => (
        <StepForm
          title={t("connect.steps.individual.card")}
          onSubmit={onSubmit}
          submitLabel={t("common.payoutCard.attach")}
          pending={pending}
          failure={failure}
          focusTitle={focusTitle || cameBack}
          onBack={onBack}
        >
          <Typography color="text.secondary">{t("connect.card.intro")}</Typography>
          {fields}
        </StepForm>
      )}
    />
  );
}
