import { useIdempotencyKey } from "@/lib/use-idempotency-key";
import type { CodeConfirmation } from "./code-confirmed";

type ConfirmCall<Request, Result> = (confirmation: CodeConfirmation<Request>) => { unwrap: () => Promise<Result> };

/**
 * Confirms with the code and this dialog opening's Idempotency-Key (the dialog mounts anew
 * for each opening). A retry after no answer sends the same key; once the server has
 * answered, the next Confirm is a new request with a new one.
 */
export function useCodeConfirmation<Request, Result>(call: ConfirmCall<Request, Result>) {
  const idempotency = useIdempotencyKey();
  return async (request: Request, code: string) => {
    try {
      return await call({ request, code, idempotencyKey: idempotency.key }).unwrap();
    } catch (error) {
      idempotency.settle(error);
      throw error;
    }
  };
}
