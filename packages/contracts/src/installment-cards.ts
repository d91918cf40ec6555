/**
 * Installment cards issued in Azerbaijan. Free of zod, so the checkout page imports it by
 * its deep path (`@portal/contracts/installment-cards`) to name the card a plan needs.
 */
export const installmentCardTypes = ["birKart", "tamKart", "albali"] as const;
export type InstallmentCardType = (typeof installmentCardTypes)[number];
/** Brand names, the same in every language. */
export const installmentCardNames: Record<InstallmentCardType, string> = {
  birKart: "BirKart",
  tamKart: "TamKart",
  albali: "Albalı",
};
