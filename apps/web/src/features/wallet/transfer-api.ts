import { WalletTransfer, WalletTransferCodeSent, type WalletTransferRequest } from "@portal/contracts";
import { api } from "@/lib/api";
import { serverError } from "@/lib/api-error";

/** The confirmation of one transfer: the body the code was sent for, the code, and this dialog opening's key. */
export interface TransferConfirmation {
  request: WalletTransferRequest;
  code: string;
  /** A retry after no answer sends the same key, so the server moves the money at most once (docs/architecture.md "Wallets"). */
  idempotencyKey: string;
}

/**
 * The balances shown may be wrong: the server found less than the screen showed, or the
 * answer was lost and the money may have moved. A refused code or field moved nothing.
 */
const balancesInDoubt = (error: unknown) => {
  const body = serverError(error);
  return !body || body.code === "INSUFFICIENT_BALANCE";
};

/**
 * SPEC §3 "Wallet transfer" to another merchant, in two calls (SPEC §4): the first texts a
 * code for exactly this transfer, the second sends the same body with the code. Injected by
 * the transfer dialog, which loads only when the user heads for a transfer.
 */
export const transferApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** `POST api/apps/transfer`: checks the receiver and the balance, and texts the user a code. Also the resend. */
    sendTransferCode: build.mutation<WalletTransferCodeSent, WalletTransferRequest>({
      query: (body) => ({ url: "api/apps/transfer", method: "POST", body }),
      responseSchema: WalletTransferCodeSent,
      invalidatesTags: (_result, error) => (error && serverError(error)?.code === "INSUFFICIENT_BALANCE" ? ["Wallet"] : []),
    }),
    /** `POST api/apps/transfer/{OTP}`: the money moves at once; the wallets and their operations refetch. */
    confirmTransfer: build.mutation<WalletTransfer, TransferConfirmation>({
      query: ({ request, code, idempotencyKey }) => ({
        url: `api/apps/transfer/${encodeURIComponent(code)}`,
        method: "POST",
        body: request,
        headers: { "Idempotency-Key": idempotencyKey },
      }),
      responseSchema: WalletTransfer,
      invalidatesTags: (result, error) => (result || balancesInDoubt(error) ? ["Wallet"] : []),
    }),
  }),
});

export const { useSendTransferCodeMutation, useConfirmTransferMutation } = transferApi;
