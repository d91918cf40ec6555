import type { MetaTransactions, SavedView, Transaction, TransactionPage } from "@portal/contracts";
import { pageOf } from "@/testing/page";
import { transaction } from "@/testing/transaction";

/** A page of the list as `GET api/transactionsPageable` answers; cursors only where a test moves on. */
export const transactionPage = (content: Transaction[], overrides: Partial<TransactionPage> = {}) =>
  pageOf<Transaction, TransactionPage>(content, {
    totalCapped: false,
    nextCursor: null,
    previousCursor: null,
    ...overrides,
  });

/** `count` payment attempts, newest first, each its own order. */
export const transactions = (count: number, from = 0) =>
  Array.from({ length: count }, (_, i) =>
    transaction({
      id: `7a8b9c0d-1e2f-4a3b-8c4d-5e6f7a8b${String(from + i).padStart(4, "0")}`,
      orderId: `ORD-${String(1000 - from - i).padStart(4, "0")}`,
    }),
  );

/** `GET meta-data-transactions`: the server's labels differ from the portal's own, so a test can tell which it shows. */
export const meta = (totals: MetaTransactions["totals"] = []): MetaTransactions => ({
  statuses: [
    { value: "success", labels: { az: "Uğurlu ödəniş", en: "Successful payment", ru: "Успешная оплата" } },
    { value: "refunded", labels: { az: "Qaytarılıb", en: "Refunded", ru: "Возвращена" } },
    { value: "reversed", labels: { az: "Ləğv edilib", en: "Reversed", ru: "Отменена" } },
  ],
  totals,
});

export const savedView = (overrides: Partial<SavedView> = {}): SavedView => ({
  id: "2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6e",
  list: "transactions",
  name: "Refunds this month",
  filters: { status: "refunded" },
  createdAt: "2026-05-14T10:00:00.000Z",
  ...overrides,
});
