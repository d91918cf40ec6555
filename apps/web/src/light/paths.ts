/** The route table: every in-app link and redirect takes its path from here (SPEC §2). */
export const paths = {
  home: "/",
  auth: {
    signIn: "/auth",
    register: "/auth/register",
    forgotPassword: "/auth/forgot-password",
    resetPassword: "/auth/reset-password/:guid",
    /** The link e-mailed after registration: confirm the address, or disown the registration. */
    verifyEmail: "/auth/verify-email/:token",
    /** The link e-mailed when sign-in was locked after too many wrong passwords. */
    unlock: "/auth/unlock/:token",
    /** The link e-mailed to a new address chosen in Settings. */
    confirmEmail: "/auth/confirm-email/:token",
    /** "This wasn't me": the link sent to the former address or phone after a change of either. */
    undoChange: "/auth/undo-change/:token",
  },
  connect: "/connect",
  contract: "/contract",
  applications: {
    list: "/applications",
    configure: "/applications/configure/:appId/:appConfigId",
  },
  settings: "/settings",
  /** Where a sub-user who must add a strong method is sent (docs/security.md "Strong methods"). */
  settingsSecurity: "/settings/security",
  billing: {
    /** The billing section itself opens the wallet. */
    root: "/billing",
    invoices: "/billing/invoices",
    transactions: "/billing/transactions",
    payouts: "/billing/payouts",
    qrPayments: "/billing/qr-payments",
    createAnInvoice: "/billing/create-an-invoice",
    wallet: "/billing/wallet",
    /** An application's wallet over a period, from the opening to the closing balance, with its payouts (docs/settlement-report.md). */
    settlementReport: "/billing/settlement-report",
    bulkInvoice: "/billing/bulk-invoice",
    /** One uploaded spreadsheet: its rows before processing, its progress, its result. */
    bulkInvoiceDetail: "/billing/bulk-invoice/:bulkInvoiceId",
    history: "/billing/history/:id",
    operations: "/billing/operations/:id",
  },
  users: "/users",
  developers: {
    root: "/developers",
    widgets: "/developers/widgets",
  },
} as const;

/** A screen's address as the route table writes it: without a trailing slash (`/billing/invoices/`). */
export const screenPath = (pathname: string) => pathname.replace(/(.)\/$/, "$1");
