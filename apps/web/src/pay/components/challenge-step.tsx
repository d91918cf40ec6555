import type { PaymentResult } from "@portal/contracts";
import { isValidOtp, messages, OTP_LENGTH } from "@portal/contracts/field-rules";
import { useRef, useState } from "react";
import { serverErrorOf } from "../../light/http";
import { useCheckout } from "../checkout-context";
import { useTexts } from "../i18n/use-texts";
import type { OpenChallenge } from "../payment-memory";
import { Alert } from "../../light/components/alert";
import { Button } from "../../light/components/button";
import { TextField } from "../../light/components/text-field";
import { useFocusOnMount } from "../../light/components/use-focus-on-mount";

/** The rule ChallengeAnswer checks the code with, as a message key. */
const codeIssue = (code: string) =>
  code.trim() === "" ? messages.required : isValidOtp(code.trim()) ? null : messages.otp;

interface ChallengeStepProps {
  /** This browser's challenge, with the token that alone may answer or leave it. */
  challenge: OpenChallenge;
  /** The amount as shown on the page, e.g. "12.50 AZN". */
  amount: string;
  focusHeading: boolean;
  onResult: (result: PaymentResult) => void;
  /** The challenge ended elsewhere or is not this browser's to answer: the invoice says where it stands. */
  onStateChanged: () => void;
}

/** 3-D Secure: the card's bank sent the customer a code; the payment waits for it. */
export function ChallengeStep({ challenge, amount, focusHeading, onResult, onStateChanged }: ChallengeStepProps) {
  const { transactionId, maskedPan, challengeToken } = challenge;
  const { t, failure: failureText, fieldIssue } = useTexts();
  const { api } = useCheckout();
  const headingRef = useFocusOnMount<HTMLHeadingElement>(focusHeading);
  const codeRef = useRef<HTMLInputElement>(null);
  const [code, setCode] = useState("");
  // The code's rule shows once the customer has tried to confirm, and follows the typing after that.
  const [tried, setTried] = useState(false);
  const [serverIssue, setServerIssue] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState<"confirm" | "cancel" | null>(null);

  const settle = async (kind: "confirm" | "cancel", call: () => Promise<PaymentResult>) => {
    setFailure(null);
    setBusy(kind);
    try {
      onResult(await call());
    } catch (error) {
      // Settled or timed out meanwhile, or the token is not (any more) this attempt's: the invoice says how it ended.
      const body = serverErrorOf(error);
      if (body?.code === "INVALID_STATE" || body?.code === "NOT_FOUND" || body?.code === "FORBIDDEN") onStateChanged();
      else if (body?.fields?.code) {
        setServerIssue(body.fields.code);
        codeRef.current?.focus();
      } else setFailure(failureText(error));
    } finally {
      setBusy(null);
    }
  };

  const label = t("checkout.challenge.code");
  const issue = serverIssue ?? (tried ? codeIssue(code) : null);

  return (
    <form
      className="challenge"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setTried(true);
        // Back in the field its error describes, so the error is read and the code can be fixed at once.
        if (codeIssue(code)) {
          codeRef.current?.focus();
          return;
        }
        void settle("confirm", () => api.answerChallenge(transactionId, { challengeToken, code: code.trim() }));
      }}
    >
      <h2 ref={headingRef} tabIndex={-1} className="title-6 focus-target">
        {t("checkout.challenge.title")}
      </h2>
      <p>{t("checkout.challenge.text", { amount, maskedPan })}</p>
      {failure && <Alert severity="error">{failure}</Alert>}
      <TextField
        label={label}
        name="code"
        inputRef={codeRef}
        value={code}
        onChange={(event) => {
          setCode(event.target.value);
          setServerIssue(null);
        }}
        error={issue ? fieldIssue(issue, label) : undefined}
        autoComplete="one-time-code"
        inputMode="numeric"
        maxLength={OTP_LENGTH}
      />
      <div className="challenge__buttons">
        <Button
          look="outlined"
          disabled={busy !== null}
          aria-busy={busy === "cancel"}
          onClick={() => void settle("cancel", () => api.cancelChallenge(transactionId, challengeToken))}
        >
          {t("checkout.challenge.cancel")}
        </Button>
        <Button look="contained" type="submit" pending={busy === "confirm"} disabled={busy === "cancel"}>
          {t("checkout.challenge.confirm")}
        </Button>
      </div>
    </form>
  );
}
