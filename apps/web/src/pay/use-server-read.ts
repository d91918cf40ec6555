import { useCallback, useEffect, useState } from "react";
import { isUnknownLink } from "./api";

interface ReadState<T> {
  /** Null: the link leads nowhere (no such invoice or merchant); undefined: not read yet, or its first read failed. */
  value: T | null | undefined;
  /** Why the first read failed; a failed read again keeps what the page already shows. */
  failure: unknown;
  reading: boolean;
}

/**
 * What a light payment page shows (the checkout's invoice, the QR page's merchant) as the
 * server has it now: the server's own reading when it rendered the page, else read here (the
 * page without server rendering, e.g. under Vite's dev server); `read` reads it again
 * (polling, Check again, after a 409).
 */
export function useServerRead<T>(readValue: () => Promise<T>, rendered: T | null | undefined) {
  const [state, setState] = useState<ReadState<T>>({ value: rendered, failure: null, reading: rendered === undefined });

  const read = useCallback(async () => {
    setState((current) => ({ ...current, reading: true }));
    try {
      const value = await readValue();
      setState({ value, failure: null, reading: false });
    } catch (error) {
      setState((current) =>
        current.value
          ? { ...current, reading: false }
          : isUnknownLink(error)
            ? { value: null, failure: null, reading: false }
            : { value: undefined, failure: error, reading: false },
      );
    }
  }, [readValue]);

  const unread = rendered === undefined;
  useEffect(() => {
    if (unread) void read();
    // The first reading only; later ones are asked for.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return { ...state, read };
}
