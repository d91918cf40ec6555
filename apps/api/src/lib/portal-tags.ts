/**
 * The portal document's groups of calls, each said in a sentence (issue: tags with
 * descriptions). `openapi-documents.test.ts` fails when a route's tag is not here.
 */
export const portalTags = [
  {
    name: "health",
    description: "Whether this process is alive and ready to take traffic; for load balancers and probes.",
  },
  { name: "config", description: "What the web app needs before signing in: region, languages, sandbox, limits." },
  { name: "auth", description: "Registration, sign-in with its second step, password reset and sessions." },
  {
    name: "security",
    description: "The signed-in user's strong sign-in methods (passkeys, authenticator apps) and second steps.",
  },
  {
    name: "profile",
    description: "The signed-in user's own details, language, devices and the messages sent to them.",
  },
  {
    name: "notifications",
    description: "Payment notifications on Telegram and WhatsApp: connections, the events they follow, tests.",
  },
  {
    name: "dashboard",
    description: "The dashboard's figures over a period: payments, refunds, holds and their trend.",
  },
  {
    name: "connect",
    description: "Onboarding: the merchant's company or person, bank account and the documents that go with them.",
  },
  {
    name: "applications",
    description: "Applications (a site or a point of sale): details, keys, logo, payment page and going live.",
  },
  {
    name: "contracts",
    description: "The merchant agreement: made, signed electronically or on paper, and confirmed by the provider.",
  },
  {
    name: "invoices",
    description: "Invoices one by one: made, sent by SMS or e-mail, recurring, cancelled, with their history.",
  },
  {
    name: "bulk invoices",
    description: "Invoices from a spreadsheet: the sample file, the upload, its rows and sending them.",
  },
  {
    name: "pay buttons",
    description: "Payment buttons and QR codes with a fixed or open amount, for a site or a counter.",
  },
  {
    name: "webhooks",
    description: "Where an application's events are sent, their signing secrets, the delivery log and redelivery.",
  },
  {
    name: "api-log",
    description: "Every merchant-API call made with an application's keys in the last 30 days, with both bodies.",
  },
  {
    name: "transactions",
    description: "Payments and their refunds, completions and cancellations; receipts and the export.",
  },
  { name: "saved views", description: "The transactions screen's filters saved under a name, the user's own." },
  {
    name: "wallets",
    description: "Each application's wallet: its balance, transfers between wallets, top-ups and withdrawals.",
  },
  { name: "balance", description: "The account's balances across its wallets, as the portal's header shows them." },
  { name: "payouts", description: "Money sent out of a wallet to a card or a bank account, with the proof it needs." },
  {
    name: "settlement reports",
    description: "Reports of what was settled over a period, made on request or on a schedule.",
  },
  {
    name: "users",
    description: "Sub-users: invitations, roles, permissions, applications, deactivation and their activity.",
  },
  { name: "checkout", description: "The hosted payment page: what the customer sees and pays, with no session." },
  { name: "orders", description: "Orders of the merchant API as the portal reads them." },
  {
    name: "operators",
    description: "The provider's console (/ops): merchants' review, limits, contracts, bank files, reconciliation.",
  },
  {
    name: "sandbox",
    description: "Stand-ins for outside services outside production: the bank, messages, e-signing, webhooks.",
  },
];
