import { useState } from "react";
import { errorMessage } from "@/lib/api-error";
import { passkeyErrorMessage } from "@/lib/webauthn";
import type { SecondStepWays } from "./use-second-step";

/**
 * A passkey's touch confirming a step: the code it releases goes to `confirm` as a typed one
 * would. A refused touch (cancelled, timed out) is said as `passkeyFailure`; a refused
 * confirmation goes to `onFailure`, where the step shows its other errors.
 */
export function usePasskeyConfirm(
  ways: SecondStepWays,
  confirm: (code: string) => Promise<unknown>,
  onFailure?: (error: unknown) => void,
) {
  const [passkeyPending, setPasskeyPending] = useState(false);
  const [passkeyFailure, setPasskeyFailure] = useState<string | null>(null);

  const confirmWithPasskey = async () => {
    if (!ways.strong) return;
    setPasskeyFailure(null);
    setPasskeyPending(true);
    try {
      let code: string;
      try {
        code = await ways.passkeyCode();
      } catch (error) {
        setPasskeyFailure(passkeyErrorMessage(error));
        return;
      }
      await confirm(code);
    } catch (error) {
      if (onFailure) onFailure(error);
      else setPasskeyFailure(errorMessage(error));
    } finally {
      setPasskeyPending(false);
    }
  };

  return { confirmWithPasskey, passkeyPending, passkeyFailure };
}
