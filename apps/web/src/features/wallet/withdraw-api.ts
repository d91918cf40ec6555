import { Withdrawal, WithdrawCodeSent, type WithdrawRequest } from "@portal/contracts";
import { api } from "@/lib/api";
import {
  type CodeConfirmation,
  confirmationCall,
  refetchAfterCodeRequest,
  refetchAfterConfirmation,
} from "./code-confirmed";
import { asSent } from "@/lib/as-sent";

/**
 * SPEC §3 "Withdraw" to the application's withdrawal account, in two calls (SPEC §4): the
 * first quotes the fee and texts a code for exactly this withdrawal, the second sends the
 * same body with the code. Injected by the withdraw dialog, which loads only when the user
 * heads for a withdrawal.
 */
export const withdrawApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** `POST api/otp/init/withdraw`: checks the account and the balance with the fee, quotes it and texts the user a code. Also the resend. */
    sendWithdrawCode: build.mutation<WithdrawCodeSent, WithdrawRequest>({
      query: (body) => ({ url: "api/otp/init/withdraw", method: "POST", body }),
      responseSchema: asSent(WithdrawCodeSent),
      invalidatesTags: refetchAfterCodeRequest,
    }),
    /**
     * `POST api/user/withdraw/{OTP}`: amount and fee leave the wallet and the bank is asked to
     * pay; a refusal (`failed`) puts them back. Either way the wallets and their operations refetch.
     */
    confirmWithdraw: build.mutation<Withdrawal, CodeConfirmation<WithdrawRequest>>({
      query: confirmationCall("api/user/withdraw"),
      responseSchema: asSent(Withdrawal),
      invalidatesTags: refetchAfterConfirmation,
    }),
  }),
});

export const { useSendWithdrawCodeMutation, useConfirmWithdrawMutation } = withdrawApi;
