import type { CheckoutInvoice } from "@portal/contracts";
import { useCallback, useEffect, useState } from "react";
import { type CheckoutApi, isUnknownLink } from "./api";

interface InvoiceState {
  /** Null: the link does not exist; undefined: not read yet, or its first read failed. */
  invoice: CheckoutInvoice | null | undefined;
  /** Why the first read failed; a failed read again keeps what the page already shows. */
  failure: unknown;
  reading: boolean;
}

/**
 * The invoice as the server has it now: the server's own reading when it rendered the page,
 * else read here (the page without server rendering, e.g. under Vite's dev server);
 * `read` reads it again (polling, Check again, after a 409).
 */
export function useCheckoutInvoice(api: CheckoutApi, rendered: CheckoutInvoice | null | undefined) {
  const [state, setState] = useState<InvoiceState>({ invoice: rendered, failure: null, reading: rendered === undefined });

  const read = useCallback(async () => {
    setState((current) => ({ ...current, reading: true }));
    try {
      const invoice = await api.readInvoice();
      setState({ invoice, failure: null, reading: false });
    } catch (error) {
      setState((current) =>
        current.invoice
          ? { ...current, reading: false }
          : isUnknownLink(error)
            ? { invoice: null, failure: null, reading: false }
            : { invoice: undefined, failure: error, reading: false },
      );
    }
  }, [api]);

  const unread = rendered === undefined;
  useEffect(() => {
    if (unread) void read();
    // The first reading only; later ones are asked for.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return { ...state, read };
}
