import {
  TransferReceiver,
  type TransferReceiverRequest,
  WalletTransfer,
  WalletTransferCodeSent,
  type WalletTransferRequest,
} from "@portal/contracts";
import { api } from "@/lib/api";
import {
  type CodeConfirmation,
  confirmationCall,
  refetchAfterCodeRequest,
  refetchAfterConfirmation,
} from "./code-confirmed";
import { asSent } from "@/lib/as-sent";

/**
 * SPEC §3 "Wallet transfer" to another merchant, in two calls (SPEC §4): the first texts a
 * code for exactly this transfer, the second sends the same body with the code. Injected by
 * the transfer dialog, which loads only when the user heads for a transfer.
 */
export const transferApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** `POST api/apps/transfer/receiver`: who a merchant id belongs to (the merchant's name masked), before any code. */
    findTransferReceiver: build.mutation<TransferReceiver, TransferReceiverRequest>({
      query: (body) => ({ url: "api/apps/transfer/receiver", method: "POST", body }),
      responseSchema: TransferReceiver,
    }),
    /** `POST api/apps/transfer`: checks the receiver and the balance, and texts the user a code. Also the resend. */
    sendTransferCode: build.mutation<WalletTransferCodeSent, WalletTransferRequest>({
      query: (body) => ({ url: "api/apps/transfer", method: "POST", body }),
      responseSchema: WalletTransferCodeSent,
      invalidatesTags: refetchAfterCodeRequest,
    }),
    /** `POST api/apps/transfer/{OTP}`: the money moves at once; the wallets and their operations refetch. */
    confirmTransfer: build.mutation<WalletTransfer, CodeConfirmation<WalletTransferRequest>>({
      query: confirmationCall("api/apps/transfer"),
      responseSchema: asSent(WalletTransfer),
      invalidatesTags: refetchAfterConfirmation,
    }),
  }),
});

export const { useFindTransferReceiverMutation, useSendTransferCodeMutation, useConfirmTransferMutation } = transferApi;
