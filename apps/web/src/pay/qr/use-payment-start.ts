import type { ProofSolution } from "@portal/contracts";
import { useEffect, useState } from "react";
import { type ServerError, serverErrorOf } from "../../light/http";
import { pageLoad } from "../../light/page-load";
import { outcomeUnknown } from "../api";
import { useUnmountSignal } from "../components/use-unmount-signal";
import { useTexts } from "../i18n/use-texts";
import { payWithProof } from "../pay-with-proof";

interface Started {
  invoiceCode: string;
}

/**
 * Starting a payment from a page that makes its invoice (an application's QR page, a pay
 * button's page): the call, with a proof of work when the server asks for one, then on to
 * the invoice's checkout in this page's language. `refused` takes a refusal the form shows
 * itself (its fields' issues) and says whether it did; any other failure is this hook's.
 */
export function usePaymentStart<B extends { proof?: ProofSolution }>(
  start: (call: { body: B }) => Promise<Started>,
  noAnswerText: string,
) {
  const { language, failure: failureText } = useTexts();
  const [failure, setFailure] = useState<{ text: string; retry: boolean } | null>(null);
  // From the call until the checkout has loaded: a second press would make a second invoice.
  const [sending, setSending] = useState(false);
  // A proof of work is being solved and sent (PROOF_REQUIRED).
  const [checking, setChecking] = useState(false);
  const unmountSignal = useUnmountSignal();

  // Back from the checkout, the browser may show this page as it was left: sending, for good.
  useEffect(() => {
    const restored = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      setSending(false);
      setChecking(false);
    };
    window.addEventListener("pageshow", restored);
    return () => window.removeEventListener("pageshow", restored);
  }, []);

  async function send(body: B, refused: (refusal: ServerError | undefined) => boolean) {
    setFailure(null);
    setSending(true);
    const signal = unmountSignal();
    try {
      const { invoiceCode } = await payWithProof(start, { body }, { onChecking: () => setChecking(true), signal });
      // The checkout is a page of its own; it opens in this page's language.
      pageLoad.open(`/pay/${encodeURIComponent(invoiceCode)}?lang=${language}`);
    } catch (error) {
      if (signal?.aborted) return;
      setChecking(false);
      setSending(false);
      const refusal = serverErrorOf(error);
      if (refused(refusal)) return;
      // Without an answer nothing is known to be made: sending again is safe (an unpaid invoice expires by itself).
      setFailure({ text: refusal ? failureText(error) : noAnswerText, retry: outcomeUnknown(error) });
    }
  }

  return { failure, sending, checking, send };
}
