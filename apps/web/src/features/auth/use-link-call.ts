import { LinkTokenParam } from "@portal/contracts";
import { useState } from "react";
import { useParams } from "react-router";
import { errorMessage, serverError } from "@/lib/api-error";

/** A call made with an e-mailed link's token, as RTK Query's mutation trigger is. */
type LinkCall = (token: string) => { unwrap: () => Promise<unknown> };

/**
 * The screens of an e-mailed single-use link (`/auth/verify-email/:token`,
 * `/auth/unlock/:token`): nothing happens until the user presses a button, because mail
 * scanners open links on their own. A malformed or spent link (LINK_INVALID) ends on
 * "linkInvalid"; any other failure is shown and the buttons stay, to try again.
 */
export function useLinkCall<Done extends string>() {
  const link = LinkTokenParam.safeParse(useParams());
  const [outcome, setOutcome] = useState<Done | "ask" | "linkInvalid">(link.success ? "ask" : "linkInvalid");
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const run = async (call: LinkCall, done: Done) => {
    if (!link.success) return;
    setFailure(null);
    setPending(true);
    try {
      await call(link.data.token).unwrap();
      setOutcome(done);
    } catch (error) {
      if (serverError(error)?.code === "LINK_INVALID") setOutcome("linkInvalid");
      else setFailure(errorMessage(error));
    } finally {
      setPending(false);
    }
  };

  return { outcome, failure, pending, run };
}
