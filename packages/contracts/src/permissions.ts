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

/**
 * What each guarded action of the portal needs (SPEC §6): a sub-user needs one of the listed
 * permissions, the main user none. The server's routes (`requireAction`) and the portal's
 * buttons (`useMay`) read this one table. Managing users, the secret key, the agreement and
 * the payouts' review threshold are not here: they belong to the main user (or, for users,
 * an administrator).
 */
export const actionPermissions = {
  createInvoice: ["createLink"],
  bulkUpload: ["createLink"],
  sendInvoice: ["sendLink"],
  editInvoice: ["editInvoice"],
  deleteInvoice: ["deleteInvoice"],
  completeHold: ["finalizeTransaction"],
  cancelHold: ["unblockTransaction"],
  refund: ["refundTransaction"],
  exportPayments: ["exportPaymentMethod"],
  connectBusiness: ["addApplication"],
  /** A company's bank accounts, unmasked (IBAN, SWIFT, correspondent account): who connects businesses needs them, nobody else. */
  seeBankDetails: ["addApplication"],
  configureApplication: ["addApplication", "userApplication"],
  disableApplication: ["deleteApplication"],
  moveMoney: ["payoutPayment"],
  reviewPayouts: ["payoutReview"],
  seePayouts: ["payoutPayment", "payoutReview"],
} as const satisfies Record<string, readonly Permission[]>;
export type GuardedAction = keyof typeof actionPermissions;

/** Whether a signed-in user may do the action: the main user always, a sub-user with one of its permissions. */
export function mayDo(user: { userType: string; privileges: readonly string[] }, action: GuardedAction): boolean {
  return user.userType === "main" || actionPermissions[action].some((p) => user.privileges.includes(p));
}
