import type { PayoutTarget } from "@portal/contracts";
import { useFindRecipientMutation, useMaskedFullNameMutation } from "../../send-api";
import type { FoundRecipient } from "./payout-form";

/**
 * Finds who an account belongs to, as SPEC §7 asks: the bank's search (masked account, bank,
 * fee), then the holder's masked name. Rejects with the failed call's error.
 */
export function useRecipientLookup(appId: string) {
  const [findRecipient, { isLoading: searching }] = useFindRecipientMutation();
  const [readMaskedName, { isLoading: naming }] = useMaskedFullNameMutation();
  const lookUp = async (target: PayoutTarget): Promise<FoundRecipient> => {
    const recipient = await findRecipient({ appId, target }).unwrap();
    const { maskedFullName } = await readMaskedName({ appId, target }).unwrap();
    return { kind: target.kind, account: target.account, recipient, maskedFullName };
  };
  return { lookUp, looking: searching || naming };
}
