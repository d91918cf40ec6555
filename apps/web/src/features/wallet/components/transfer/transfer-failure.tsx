import { Alert, AlertTitle } from "@mui/material";
import { useTranslation } from "react-i18next";
import { errorMessage, serverError } from "@/lib/api-error";
import { validationMessage } from "@/lib/validation-message";

/** A failed call of the transfer: its reason, or none when the field it concerns shows it. */
export type Failure = { reason?: string } | null;

/**
 * Why a call failed, in words: the first field the server refused, translated with the
 * field's label (a field of the form seen from the code step, or one the form does not
 * have), else the server's error.
 */
export function useFailureReason() {
  const { t } = useTranslation();
  const labels: Record<string, string> = {
    toMerchant: t("wallet.transfer.toMerchant"),
    amount: t("wallet.transfer.amount"),
    description: t("wallet.transfer.description"),
    OTP: t("common.otp.field"),
  };
  return (error: unknown) => {
    const [field, key] = Object.entries(serverError(error)?.fields ?? {})[0] ?? [];
    return field && key ? validationMessage(key, labels[field] ?? field) : errorMessage(error);
  };
}

/** The specification's "Transfer failed." (SPEC §8), with the reason unless a field on screen shows it. */
export function TransferFailure({ failure }: { failure: Failure }) {
  const { t } = useTranslation();
  if (!failure) return null;
  return (
    <Alert severity="error">
      {failure.reason ? (
        <>
          <AlertTitle>{t("wallet.transfer.failed")}</AlertTitle>
          {failure.reason}
        </>
      ) : (
        t("wallet.transfer.failed")
      )}
    </Alert>
  );
}
