import { Payout, TopUpCodeSent, type TopUpRequest } from "@portal/contracts";
import { api } from "@/lib/api";
import {
  type CodeConfirmation,
  confirmationCall,
  refetchAfterCodeRequest,
  refetchAfterConfirmation,
} from "./code-confirmed";
import { asSent } from "@/lib/as-sent";

/**
 * A top-up of a mobile wallet (SPEC §7 `api/mpay/topup`), in two calls (SPEC §4): the first
 * finds whose wallet the phone number is and texts a code for exactly this top-up, the second
 * sends the same body with the code. Injected by the top-up dialog, which loads only when the
 * user heads for a top-up.
 */
export const topUpApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** `POST api/mpay/topup`: checks the balance, names the mobile wallet's owner (masked) and texts the user a code. Also the resend. */
    sendTopUpCode: build.mutation<TopUpCodeSent, TopUpRequest>({
      query: (body) => ({ url: "api/mpay/topup", method: "POST", body }),
      responseSchema: TopUpCodeSent,
      invalidatesTags: refetchAfterCodeRequest,
    }),
    /**
     * `POST api/mpay/topup/{OTP}`: the amount leaves the wallet and the bank is asked to pay;
     * a refusal (`failed`) puts it back. Either way the wallets and their operations refetch.
     */
    confirmTopUp: build.mutation<Payout, CodeConfirmation<TopUpRequest>>({
      query: confirmationCall("api/mpay/topup"),
      responseSchema: asSent(Payout),
      invalidatesTags: refetchAfterConfirmation,
    }),
  }),
});

export const { useSendTopUpCodeMutation, useConfirmTopUpMutation } = topUpApi;
