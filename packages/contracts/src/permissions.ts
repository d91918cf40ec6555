/** The named permissions of SPEC §6; a main user holds them all. */
export const permissions = [
  "createLink",
  "sendLink",
  "editInvoice",
  "deleteInvoice",
  "finalizeTransaction",
  "unblockTransaction",
  "refundTransaction",
  "exportPaymentMethod",
  "addApplication",
  "deleteApplication",
  "userApplication",
  "payoutPayment",
  "payoutReview",
] as const;
export type Permission = (typeof permissions)[number];
