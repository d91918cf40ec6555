import type {
  ContractQueueItem,
  MerchantSearchResult,
  Operator,
  ReviewDetail,
  ReviewQueueItem,
} from "@portal/contracts";
import { render } from "@testing-library/react";
import { createMemoryRouter } from "react-router";
import azErrors from "@/locales/az/errors.json";
import azValidation from "@portal/contracts/locales/az/validation.json";
import enErrors from "@/locales/en/errors.json";
import enValidation from "@portal/contracts/locales/en/validation.json";
import ruErrors from "@/locales/ru/errors.json";
import ruValidation from "@portal/contracts/locales/ru/validation.json";
import { OpsApp } from "./app/ops-app";
import type { Batch, StatementDetail, Transfer } from "./features/finance/api";
import type { AccountDetail } from "./features/merchants/api";
import type { Day, Difference } from "./features/reconciliation/api";
import { opsRoutes } from "./app/routes";
import { opsBase } from "./config/paths";
import { initOpsI18n, opsI18n } from "./lib/i18n";
import az from "./locales/az.json";
import en from "./locales/en.json";
import ru from "./locales/ru.json";

// Tests render at once: every language's texts are in before the first, as after main.tsx's start.
void initOpsI18n("en", {
  en: { ops: en, errors: enErrors, validation: enValidation },
  az: { ops: az, errors: azErrors, validation: azValidation },
  ru: { ops: ru, errors: ruErrors, validation: ruValidation },
});

/** The operator token a signed-in test starts with (as a reload finds it in session storage). */
export const OPERATOR_TOKEN = "operator-token-1";

/**
 * Opens the console at `path` (under /ops) with a fresh store, as the browser would:
 * `signedIn` puts a kept operator token in session storage first.
 */
export function renderOps(path: string, { signedIn = false }: { signedIn?: boolean } = {}) {
  if (signedIn) sessionStorage.setItem("opsAccessToken", OPERATOR_TOKEN);
  const router = createMemoryRouter(opsRoutes, { basename: opsBase, initialEntries: [path] });
  render(<OpsApp router={router} />);
  return router;
}

/** Forgets what a test left: the kept token and a switched language. */
export async function resetOps() {
  sessionStorage.clear();
  await opsI18n.changeLanguage("en");
}

export const operator = (overrides: Partial<Operator> = {}): Operator => ({
  id: "6f1c2a8e-0b6d-4c55-9a43-1f7e5e2b9c01",
  email: "risk@provider.az",
  name: "Rauf Aliyev",
  role: "risk",
  status: "active",
  createdAt: "2026-01-10T08:00:00.000Z",
  ...overrides,
});

export const queueItem = (overrides: Partial<ReviewQueueItem> = {}): ReviewQueueItem => ({
  appId: "0b7e4f7a-58a4-4f8e-9d0e-2f3c4b5a6d71",
  appName: "Kitab Evi",
  accountType: "business",
  category: "electronics",
  merchantName: "Leyla Mammadova",
  merchantEmail: "leyla@kitabevi.az",
  // 20:30 in UTC is half past midnight the next day in Baku.
  submittedAt: "2026-03-01T20:30:00.000Z",
  contractStatus: "signed",
  approvals: 1,
  approvalsNeeded: 2,
  ...overrides,
});

/** A queue's page (reviews, contracts) as the API pages it. */
export const queuePage = <Item,>(content: Item[], page = 0) => ({
  content,
  page,
  size: 20,
  totalElements: content.length,
  totalPages: content.length === 0 ? 0 : 1,
});

export const reviewDetail = (overrides: Partial<ReviewDetail> = {}): ReviewDetail => ({
  application: {
    id: "0b7e4f7a-58a4-4f8e-9d0e-2f3c4b5a6d71",
    appName: "Kitab Evi",
    appUrl: "https://kitabevi.az",
    appInfo: "Books and stationery, delivered in Baku.",
    category: "electronics",
    accountType: "business",
    merchantId: "M-100234",
    status: "inReview",
    createdAt: "2026-02-20T09:00:00.000Z",
    submittedAt: "2026-03-01T20:30:00.000Z",
  },
  account: {
    id: "9d1b3a55-7c1e-4d2a-8b6f-3e4d5c6b7a80",
    ownerName: "Leyla Mammadova",
    email: "leyla@kitabevi.az",
    phone: "+994501234567",
    language: "az",
    createdAt: "2026-02-18T10:00:00.000Z",
    applications: 1,
  },
  company: {
    name: "Kitab Evi MMC",
    taxId: "1234567891",
    address: "Nizami 10, Baku",
    website: "https://kitabevi.az",
    bank: { bankName: "Kapital Bank", iban: "AZ21NABZ00000000137010001944", swift: "AIIBAZ2X" },
  },
  individual: null,
  payoutCard: null,
  contract: { status: "signed", signedAt: "2026-02-25T12:00:00.000Z" },
  approvals: 0,
  approvalsNeeded: 1,
  approvedByMe: false,
  history: [],
  ...overrides,
});

export const merchantResult = (overrides: Partial<MerchantSearchResult> = {}): MerchantSearchResult => ({
  accountId: "9d1b3a55-7c1e-4d2a-8b6f-3e4d5c6b7a80",
  ownerName: "Leyla Mammadova",
  email: "leyla@kitabevi.az",
  phone: "+994501234567",
  companyNames: ["Kitab Evi MMC"],
  applications: 2,
  suspended: false,
  createdAt: "2026-02-18T10:00:00.000Z",
  ...overrides,
});

/** A merchant account as `GET /api/ops/merchants/{accountId}` answers: amounts in major units. */
export const merchantDetail = (overrides: Partial<AccountDetail> = {}): AccountDetail => ({
  account: {
    id: "9d1b3a55-7c1e-4d2a-8b6f-3e4d5c6b7a80",
    ownerName: "Leyla Mammadova",
    email: "leyla@kitabevi.az",
    phone: "+994501234567",
    language: "az",
    createdAt: "2026-02-18T10:00:00.000Z",
    suspension: null,
    limits: { maxPaymentAmount: null, payoutDailyCap: 5000 },
  },
  applications: [
    {
      id: "0b7e4f7a-58a4-4f8e-9d0e-2f3c4b5a6d71",
      appName: "Kitab Evi",
      merchantId: "M-100234",
      category: "electronics",
      status: "live",
      suspension: null,
      suspendedWithAccount: false,
    },
    {
      id: "5a6b7c8d-1e2f-4a3b-8c4d-5e6f7a8b9c0d",
      appName: "Kitab Evi Kafe",
      merchantId: "M-100235",
      category: "restaurant",
      status: "draft",
      suspension: null,
      suspendedWithAccount: false,
    },
  ],
  balances: [{ appId: "0b7e4f7a-58a4-4f8e-9d0e-2f3c4b5a6d71", currency: "AZN", balance: 1250.5 }],
  recentPayments: [
    {
      id: "c1d2e3f4-a5b6-4c7d-8e9f-0a1b2c3d4e5f",
      appId: "0b7e4f7a-58a4-4f8e-9d0e-2f3c4b5a6d71",
      amount: 12.5,
      currency: "AZN",
      status: "success",
      createdAt: "2026-03-01T20:30:00.000Z",
    },
  ],
  recentPayouts: [
    {
      id: "d1e2f3a4-b5c6-4d7e-8f9a-0b1c2d3e4f5a",
      appId: "0b7e4f7a-58a4-4f8e-9d0e-2f3c4b5a6d71",
      kind: "withdrawal",
      amount: 300,
      currency: "AZN",
      status: "sent",
      createdAt: "2026-03-02T08:00:00.000Z",
    },
  ],
  ...overrides,
});

export const contractItem = (overrides: Partial<ContractQueueItem> = {}): ContractQueueItem => ({
  appId: "0b7e4f7a-58a4-4f8e-9d0e-2f3c4b5a6d71",
  appName: "Kitab Evi",
  merchantName: "Leyla Mammadova",
  merchantEmail: "leyla@kitabevi.az",
  // 20:30 in UTC is half past midnight the next day in Baku.
  uploadedAt: "2026-03-01T20:30:00.000Z",
  applicationStatus: "inReview",
  ...overrides,
});

/** A finance operator who prepares batches, and another who approves them (four eyes). */
export const preparer = (overrides: Partial<Operator> = {}): Operator =>
  operator({
    id: "3b4c5d6e-7f80-4a91-8b2c-3d4e5f6a7b8c",
    email: "nigar@provider.az",
    name: "Nigar Finance",
    role: "finance",
    ...overrides,
  });
export const approver = (overrides: Partial<Operator> = {}): Operator =>
  operator({
    id: "4c5d6e7f-8091-4ab2-9c3d-4e5f6a7b8c9d",
    email: "tural@provider.az",
    name: "Tural Finance",
    role: "finance",
    ...overrides,
  });

/** A payout batch as `GET /api/ops/payout-batches/{batchId}` answers: prepared, waiting for its second operator. */
export const payoutBatch = (overrides: Partial<Batch> = {}): Batch => ({
  id: "8e9f0a1b-2c3d-4e5f-8a6b-7c8d9e0f1a2b",
  messageId: "PB20260302A1B2C3",
  currency: "AZN",
  cutoff: "2026-03-02T06:00:00.000Z",
  status: "prepared",
  count: 3,
  total: 1250.5,
  preparedBy: { id: preparer().id, name: preparer().name },
  // 06:05 in UTC is 10:05 in Baku.
  preparedAt: "2026-03-02T06:05:00.000Z",
  approvedBy: null,
  approvedAt: null,
  executionDate: null,
  fileSha256: null,
  firstDownloadedAt: null,
  sent: 0,
  returned: 0,
  ...overrides,
});

/** One of a batch's transfers: a merchant's withdrawal to their own IBAN, masked. */
export const bankTransfer = (overrides: Partial<Transfer> = {}): Transfer => ({
  id: "5d6e7f80-91a2-4b3c-8d4e-5f6a7b8c9d0e",
  endToEndId: "5d6e7f8091a24b3c8d4e5f6a7b8c9d0e",
  operation: "withdrawal",
  accountId: "9d1b3a55-7c1e-4d2a-8b6f-3e4d5c6b7a80",
  appId: "0b7e4f7a-58a4-4f8e-9d0e-2f3c4b5a6d71",
  merchantName: "Leyla Mammadova",
  creditorName: "Kitab Evi MMC",
  creditorIban: "AZ21****************1944",
  amount: 300,
  currency: "AZN",
  state: "batched",
  batchId: payoutBatch().id,
  queuedAt: "2026-03-01T20:30:00.000Z",
  settledAt: null,
  returnCode: null,
  returnReason: null,
  ...overrides,
});

/** A statement as the upload and `GET /api/ops/bank-statements/{statementId}` answer it: its lines and what they did. */
export const statementDetail = (overrides: Partial<StatementDetail> = {}): StatementDetail => ({
  statement: {
    id: "6e7f8091-a2b3-4c4d-9e5f-6a7b8c9d0e1f",
    kind: "camt.054",
    messageId: "CAMT054-20260303-001",
    fileName: "camt054-2026-03-03.xml",
    sha256: "9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08",
    uploadedBy: { id: approver().id, name: approver().name },
    // 05:00 in UTC is 09:00 in Baku.
    uploadedAt: "2026-03-03T05:00:00.000Z",
    counts: { sent: 1, returned: 1, duplicate: 0, unknown: 1, mismatch: 0, ignored: 0 },
  },
  lines: [
    {
      line: 1,
      endToEndId: "5d6e7f8091a24b3c8d4e5f6a7b8c9d0e",
      transferId: "5d6e7f80-91a2-4b3c-8d4e-5f6a7b8c9d0e",
      side: "debit",
      amount: 300,
      currency: "AZN",
      entryStatus: "BOOK",
      bookingDate: "2026-03-03",
      outcome: "sent",
      returnCode: null,
      returnReason: null,
    },
    {
      line: 2,
      endToEndId: "7f8091a2b3c44d5e8f6a7b8c9d0e1f2a",
      transferId: "7f8091a2-b3c4-4d5e-8f6a-7b8c9d0e1f2a",
      side: "credit",
      amount: 450.25,
      currency: "AZN",
      entryStatus: "BOOK",
      bookingDate: "2026-03-03",
      outcome: "returned",
      returnCode: "AC04",
      returnReason: "Closed account",
    },
    {
      line: 3,
      endToEndId: "NOTOURS0001",
      transferId: null,
      side: "debit",
      amount: 99,
      currency: "AZN",
      entryStatus: "BOOK",
      bookingDate: "2026-03-03",
      outcome: "unknown",
      returnCode: null,
      returnReason: null,
    },
  ],
  alreadyUploaded: false,
  ...overrides,
});

/** An open difference as the API lists it: a capture of 2 March the acquirer did not settle. */
export const difference = (overrides: Partial<Difference> = {}): Difference => ({
  id: "a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d",
  day: "2026-03-02",
  source: "acquirer",
  side: "ledgerOnly",
  reference: "40128833",
  kind: "capture",
  ledgerAmount: 125.5,
  externalAmount: null,
  currency: "AZN",
  // 02:05 in UTC is 06:05 in Baku, when the morning's job reconciled yesterday.
  detectedAt: "2026-03-03T02:05:00.000Z",
  resolvedAt: null,
  explainedAt: null,
  explainedBy: null,
  note: null,
  ...overrides,
});

/** A reconciled day as `GET /api/ops/reconciliation/days/{day}` answers: both sides agree. */
export const reconciliationDay = (overrides: Partial<Day> = {}): Day => ({
  day: "2026-03-02",
  ranAt: "2026-03-03T02:05:00.000Z",
  open: 0,
  totals: [
    { source: "acquirer", kind: "capture", currency: "AZN", ledger: 1250.5, external: 1250.5 },
    { source: "acquirer", kind: "refund", currency: "AZN", ledger: 20, external: 20 },
    { source: "bank", kind: "sent", currency: "AZN", ledger: 300, external: 300 },
    { source: "bank", kind: "returned", currency: "AZN", ledger: 0, external: 0 },
  ],
  differences: [],
  ...overrides,
});
