import type {
  AuthUser,
  Payout,
  PayoutCodeSent,
  PayoutPage,
  PayoutRecipient,
  PayoutSettings,
  Wallet,
} from "@portal/contracts";
import { json, stubFetch } from "@/testing/fetch-stub";
import { pageOf } from "@/testing/page";
import { sessionUser } from "@/testing/session-user";
import { CASPIAN, wallet } from "@/testing/wallet";

export { BAKU_BOOKS, CASPIAN, wallet } from "@/testing/wallet";

/** The demo merchant, the account's main user. */
export const MAIN_USER = { id: "0a1b2c3d-4e5f-4a6b-8c7d-8e9f0a1b2c3d", name: "Demo Merchant" };
/** A sub-user who may review payouts. */
export const REVIEWER = { id: "1b2c3d4e-5f6a-4b7c-8d9e-0f1a2b3c4d5e", name: "Günay Rzayeva" };

/** Another bank's account, as the bank finds it: it pays the fee. */
export const ibanRecipient = (overrides: Partial<PayoutRecipient> = {}): PayoutRecipient => ({
  kind: "iban",
  account: "AZ21 **** 1944",
  bankName: "Sandbox Bank",
  freeOfFees: false,
  ...overrides,
});

/** A payout as the API answers: by default 100.00 to another bank's IBAN, made by the main user and sent. */
export const payout = (overrides: Partial<Payout> = {}): Payout => ({
  id: "7c8d9e0f-1a2b-4c3d-8e4f-5a6b7c8d9e00",
  kind: "payout",
  appId: CASPIAN,
  appName: "Caspian Tours",
  status: "sent",
  reviewReasons: [],
  recipient: { ...ibanRecipient(), maskedFullName: "Ay*** Mə***" },
  amount: 100,
  fee: 1,
  amountWithFee: 101,
  currency: "AZN",
  description: "",
  failureReason: null,
  createdBy: MAIN_USER,
  reviewedBy: null,
  reviewedAt: null,
  createdAt: "2026-05-20T10:00:00.000Z",
  payoutBalance: 1099,
  ...overrides,
});

/** Waiting for review: 6,000.00 made by `createdBy`. */
export const payoutInReview = (overrides: Partial<Payout> = {}): Payout =>
  payout({
    id: "7c8d9e0f-1a2b-4c3d-8e4f-5a6b7c8d9e01",
    status: "review",
    reviewReasons: ["threshold"],
    amount: 6000,
    fee: 9,
    amountWithFee: 6009,
    ...overrides,
  });

/** The account's payout rules as the server answers by default: 5,000.00, no review of new recipients, a cap of 20,000.00 untouched. */
export const payoutSettings = (overrides: Partial<PayoutSettings> = {}): PayoutSettings => ({
  reviewThreshold: 5000,
  reviewNewRecipients: false,
  dailyCap: 20000,
  last24Hours: [],
  ...overrides,
});

/** The answer to a payout's code request: 100.00 to another bank's IBAN, with the fee, not waiting for review. */
export const payoutCodeSent = (overrides: Partial<PayoutCodeSent> = {}): PayoutCodeSent => ({
  phoneHint: "+994 ** *** ** 67",
  resendIn: 60,
  recipient: { ...ibanRecipient(), maskedFullName: "Ay*** Mə***" },
  amount: 100,
  fee: 1,
  amountWithFee: 101,
  currency: "AZN",
  reviewReasons: [],
  ...overrides,
});

export const payoutPage = (content: Payout[], overrides: Partial<PayoutPage> = {}) =>
  pageOf<Payout, PayoutPage>(content, overrides);

type Handler = (request: Request) => Response | Promise<Response>;

interface PayoutsApi {
  user?: AuthUser;
  wallets?: Wallet[];
  /** `GET api/wallets/payouts`, by its query. */
  list?: (params: URLSearchParams) => Response;
  settings?: Handler;
  find?: Handler;
  maskedName?: Handler;
  code?: Handler;
  send?: Handler;
  approve?: Handler;
  reject?: Handler;
}

/** The payouts screen's calls, answered as the server would by default; returns the requests made. */
export function stubPayoutsApi(api: PayoutsApi = {}) {
  const { id: payoutId } = payoutInReview();
  return stubFetch({
    "GET /api/session": () => json(200, api.user ?? sessionUser({ id: MAIN_USER.id, fullName: MAIN_USER.name })),
    "GET /api/user/wallets": () => json(200, api.wallets ?? [wallet()]),
    "GET /api/wallets/payouts": (request) =>
      (api.list ?? (() => json(200, payoutPage([payout()]))))(new URL(request.url).searchParams),
    "GET /api/wallets/payout-settings": api.settings ?? (() => json(200, payoutSettings())),
    "PUT /api/wallets/payout-settings": async (request) => {
      const { reviewThreshold, reviewNewRecipients } = (await request.clone().json()) as {
        reviewThreshold?: string;
        reviewNewRecipients?: boolean;
      };
      return json(
        200,
        payoutSettings({
          ...(reviewThreshold && { reviewThreshold: Number(reviewThreshold) }),
          ...(reviewNewRecipients !== undefined && { reviewNewRecipients }),
        }),
      );
    },
    "POST /api/wallets/payout/by-search": api.find ?? (() => json(200, ibanRecipient())),
    "POST /api/wallets/masked-fullName": api.maskedName ?? (() => json(200, { maskedFullName: "Ay*** Mə***" })),
    "POST /api/otp/init/payout": api.code ?? (() => json(200, payoutCodeSent())),
    "POST /api/wallets/payout": api.send ?? (() => json(200, payout())),
    [`POST /api/wallets/payouts/${payoutId}/approve`]:
      api.approve ?? (() => json(200, payoutInReview({ status: "sent", reviewedBy: REVIEWER }))),
    [`POST /api/wallets/payouts/${payoutId}/reject`]:
      api.reject ??
      (async (request) =>
        json(
          200,
          payoutInReview({
            status: "rejected",
            reviewedBy: REVIEWER,
            failureReason: (await request.clone().json()).reason,
          }),
        )),
  });
}

/** The requests made to one path, in order. */
export const calls = (requests: Request[], method: string, path: string) =>
  requests.filter((r) => r.method === method && new URL(r.url).pathname === path);
