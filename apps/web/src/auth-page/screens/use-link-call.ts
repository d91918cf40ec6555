import { LinkTokenParam } from "@portal/contracts";
import { useState } from "react";
import { serverErrorOf } from "../../light/http";
import { useTexts } from "../i18n/locale";

/**
 * The screens of an e-mailed single-use link (`/auth/verify-email/:token`,
 * `/auth/unlock/:token`, `/auth/confirm-email/:token`): nothing happens until the user
 * presses a button, because mail scanners open links on their own. A malformed or spent
 * link (LINK_INVALID) ends on "linkInvalid", a refusal the screen names (`outcomeOf`) on its
 * own outcome; any other failure is shown and the buttons stay, to try again.
 */
export function useLinkCall<Done extends string>(token: string) {
  const { failure: failureText } = useTexts();
  const valid = LinkTokenParam.safeParse({ token }).success;
  const [outcome, setOutcome] = useState<Done | "ask" | "linkInvalid">(valid ? "ask" : "linkInvalid");
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const run = async (
    call: (token: string) => Promise<unknown>,
    done: Done,
    outcomeOf?: (error: unknown) => Done | undefined,
  ) => {
    if (!valid) return;
    setFailure(null);
    setPending(true);
    try {
      await call(token);
      setOutcome(done);
    } catch (error) {
      const refused = outcomeOf?.(error);
      if (refused) setOutcome(refused);
      else if (serverErrorOf(error)?.code === "LINK_INVALID") setOutcome("linkInvalid");
      else setFailure(failureText(error));
    } finally {
      setPending(false);
    }
  };

  return { outcome, failure, pending, run };
}
