import {
  type Application,
  type ApplicationDetail,
  type DashboardTotals,
  type MonthlyActivity,
  type PeriodFigures,
  type RecentActivity,
  type RecentActivityItem,
} from "@portal/contracts";
import { CASPIAN } from "@/testing/wallet";
import { testApplication, testApplicationDetail } from "@/testing/application";

/** An application as `GET api/apps` lists it: live, contract signed; tests override what they look at. */
export const application = (overrides: Partial<Application> = {}): Application =>
  testApplication({ id: CASPIAN, hasSecretKey: false, ...overrides });

/** The same application in full (`GET api/apps/{appId}`): nothing missing unless a test says so. */
export const applicationDetail = (overrides: Partial<ApplicationDetail> = {}): ApplicationDetail =>
  testApplicationDetail({ ...application(), ...overrides });

/** A period's figures in one currency; tests override what they look at. */
export const figures = (overrides: Partial<PeriodFigures> = {}): PeriodFigures => ({
  currency: "AZN",
  received: 1200,
  refunded: 50,
  net: 1150,
  payments: 12,
  averagePayment: 100,
  attempts: 16,
  approved: 12,
  successRate: 0.75,
  ...overrides,
});

/** `GET api/dashboard/totals` for `from`–`to`, the as-long period before given by the test. */
export const totals = (overrides: Partial<DashboardTotals> = {}): DashboardTotals => ({
  from: "2026-05-01",
  to: "2026-05-14",
  previousFrom: "2026-04-17",
  previousTo: "2026-04-30",
  current: [figures()],
  previous: [
    figures({
      received: 1000,
      refunded: 100,
      net: 900,
      payments: 10,
      averagePayment: 100,
      attempts: 20,
      approved: 10,
      successRate: 0.5,
    }),
  ],
  held: [{ currency: "AZN", amount: 80 }],
  ...overrides,
});

/** Twelve months (June 2025 to May 2026) of one currency; the received amounts are 100, 200 … 1200 and refunds a tenth. */
export const monthly = (currencies: readonly ("AZN" | "USD")[] = ["AZN"]): MonthlyActivity => {
  const months = Array.from({ length: 12 }, (_, i) => {
    const index = 2025 * 12 + 5 + i;
    return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, "0")}`;
  });
  return {
    months,
    content: currencies.flatMap((currency, c) =>
      months.map((month, i) => ({
        month,
        currency,
        received: (i + 1) * 100 * (c + 1),
        refunded: (i + 1) * 10 * (c + 1),
        payments: i + 1,
      })),
    ),
  };
};

/** One payment or operation of the recent activity. */
export const activityItem = (overrides: Partial<RecentActivityItem> = {}): RecentActivityItem => ({
  transactionId: "7a8b9c0d-1e2f-4a3b-8c4d-5e6f7a8b9c0d",
  kind: "payment",
  status: "success",
  amount: 25.5,
  currency: "AZN",
  appId: CASPIAN,
  appName: "Caspian Tours",
  customer: "Aysel Mammadova",
  invoiceCode: "INV-000042",
  at: "2026-05-14T11:00:00.000Z",
  ...overrides,
});

/** A page of six of the recent activity, as the server pages it. */
export const activityPage = (content: RecentActivityItem[], page = 0, hasNext = false): RecentActivity => ({
  content,
  page,
  size: 6,
  hasNext,
});

/** `count` payments, newest first, each on its own transaction from number `from` on. */
export const activityItems = (count: number, from = 0) =>
  Array.from({ length: count }, (_, i) =>
    activityItem({
      transactionId: `7a8b9c0d-1e2f-4a3b-8c4d-5e6f7a8b${String(from + i).padStart(4, "0")}`,
      customer: `Customer ${from + i + 1}`,
      at: new Date(Date.UTC(2026, 4, 14, 11, 0) - (from + i) * 60_000).toISOString(),
    }),
  );
