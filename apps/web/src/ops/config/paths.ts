/** Where the console is served; the router's basename, so the paths below are inside it. */
export const opsBase = "/ops";

/** The console's screens. */
export const paths = {
  start: "/",
  signIn: "/sign-in",
  /** The invitation's link: `/ops/setup#token=…`, the token in the fragment, which no server or log sees. */
  setup: "/setup",
  reviews: "/reviews",
  review: "/reviews/:appId",
  /** `?q=` holds the search, so a reload or a shared link shows the same results. */
  merchants: "/merchants",
  merchant: "/merchants/:accountId",
  contracts: "/contracts",
  contract: "/contracts/:appId",
  /** Finance's start page: what waits for a batch, and the batches. */
  payouts: "/payouts",
  batch: "/payouts/batches/:batchId",
  statements: "/statements",
  statement: "/statements/:statementId",
  /** `?status=` and `?page=` hold the differences' filter and page. */
  reconciliation: "/reconciliation",
  reconciliationDay: "/reconciliation/days/:day",
  operators: "/operators",
  audit: "/audit",
  settings: "/settings",
} as const;
