import { Alert } from "../../light/components/alert";
import { Button } from "../../light/components/button";
import { useTexts } from "../i18n/use-texts";

/** Why a payment did not start or go through, as the customer's form shows it. */
export type PaymentFailure = { text: string; retry: boolean; newAmount?: boolean } | null;

/** The failure above a payment form: a retry where one may help, the new amount where it changed. */
export function PaymentFailureAlert({
  failure,
  amount,
  paying,
  onRetry,
}: {
  failure: PaymentFailure;
  amount: string;
  paying: boolean;
  onRetry: () => void;
}) {
  const { t } = useTexts();
  if (!failure) return null;
  return (
    <Alert
      severity={failure.newAmount ? "warning" : "error"}
      action={
        failure.retry && (
          <Button look="text" onClick={onRetry} disabled={paying}>
            {t("common.tryAgain")}
          </Button>
        )
      }
    >
      {failure.text}
      {failure.newAmount && <strong className="alert__strong">{t("checkout.pay.newAmount", { amount })}</strong>}
    </Alert>
  );
}
