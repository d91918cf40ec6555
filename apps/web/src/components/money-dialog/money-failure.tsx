import { Alert, AlertTitle } from "@mui/material";
import { useTranslation } from "react-i18next";
import { errorMessage, serverError } from "@/lib/api-error";
import { validationMessage } from "@/lib/validation-message";

/** A failed call of a money dialog: its reason, or none when the field it concerns shows it. */
export type Failure = { reason?: string } | null;

/**
 * Why a call failed, in words: the first field the server refused, translated with the
 * field's label (`labels`: the form's fields; a field of the form seen from the code step, or
 * one the form does not have), else the server's error.
 */
export function useFailureReason(labels: Record<string, string>) {
  const { t } = useTranslation();
  const named: Record<string, string> = { ...labels, OTP: t("common.otp.field") };
  return (error: unknown) => {
    const [field, key] = Object.entries(serverError(error)?.fields ?? {})[0] ?? [];
    return field && key ? validationMessage(key, named[field] ?? field) : errorMessage(error);
  };
}

/** The specification's "Transfer failed." or "Withdraw failed." (SPEC §8, `title`), with the reason unless a field on screen shows it. */
export function MoneyFailure({ failure, title }: { failure: Failure; title: string }) {
  if (!failure) return null;
  return (
    <Alert severity="error">
      {failure.reason ? (
        <>
          <AlertTitle>{title}</AlertTitle>
          {failure.reason}
        </>
      ) : (
        title
      )}
    </Alert>
  );
}
