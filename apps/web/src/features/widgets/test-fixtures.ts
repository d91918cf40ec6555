import type { Application, AuthUser, PayButton, PayButtonPage } from "@portal/contracts";
import { testApplication } from "@/testing/application";
import { json, stubFetch } from "@/testing/fetch-stub";
import { pageOf } from "@/testing/page";
import { sessionUser } from "@/testing/session-user";

export const CASPIAN = "3f1e2d3c-4b5a-4697-8a1b-2c3d4e5f6a70";
export const BAKU_BOOKS = "5a6b7c8d-9e0f-4a1b-8c2d-3e4f5a6b7c80";
export const BUTTON_ID = "7d8e9f0a-1b2c-4d3e-8f4a-5b6c7d8e9f0a";
export const LINK = "https://pay.example.az/pay/button/Kx7Qm2Rt9ZpW";

/** A live application as `GET api/apps` lists it. */
export const application = (overrides: Partial<Application> = {}): Application =>
  testApplication({ id: CASPIAN, ...overrides });

/** A fixed button of 25 AZN that has taken three payments, as `GET api/pay-buttons` lists it; tests override what they look at. */
export const payButton = (overrides: Partial<PayButton> = {}): PayButton => ({
  id: BUTTON_ID,
  buttonId: "Kx7Qm2Rt9ZpW",
  appId: CASPIAN,
  appName: "Caspian Tours",
  name: "Tour deposit",
  amountMode: "fixed",
  amount: 25,
  minAmount: null,
  maxAmount: null,
  currency: "AZN",
  description: "Deposit for the Gobustan day tour",
  language: "en",
  style: {
    textPreset: "payNow",
    customText: null,
    background: "#005687",
    textColour: "#FFFFFF",
    size: "medium",
    shape: "rounded",
  },
  status: "active",
  link: LINK,
  paymentsCount: 3,
  paymentsSum: 75,
  createdBy: "Demo Merchant",
  createdAt: "2026-05-14T10:00:00.000Z",
  ...overrides,
});

export const buttonPage = (content: PayButton[], overrides: Partial<PayButtonPage> = {}) =>
  pageOf<PayButton, PayButtonPage>(content, overrides);

const png = () =>
  new Response(new Uint8Array([137, 80, 78, 71]), { status: 200, headers: { "Content-Type": "image/png" } });

type Handler = (request: Request) => Response | Promise<Response>;

interface WidgetsApi {
  user?: AuthUser;
  apps?: Application[];
  /** `GET api/pay-buttons`, by its query. */
  list?: (params: URLSearchParams) => Response;
  create?: Handler;
  update?: Handler;
}

/** What the server answers a create with: the body it got, made a button. */
async function created(request: Request): Promise<Response> {
  const body = (await request.clone().json()) as Record<string, unknown>;
  const amount = (value: unknown) => (value === null || value === undefined ? null : Number(value));
  return json(
    201,
    payButton({
      ...(body as Partial<PayButton>),
      amount: amount(body.amount),
      minAmount: amount(body.minAmount),
      maxAmount: amount(body.maxAmount),
      paymentsCount: 0,
      paymentsSum: 0,
    }),
  );
}

/** The widgets screen's calls, answered as the server would by default; returns the requests made. */
export function stubWidgetsApi(api: WidgetsApi = {}) {
  return stubFetch({
    "GET /api/session": () => json(200, api.user ?? sessionUser()),
    "GET /api/apps": () => json(200, api.apps ?? [application()]),
    "GET /api/pay-buttons": (request) =>
      (api.list ?? (() => json(200, buttonPage([payButton()]))))(new URL(request.url).searchParams),
    "POST /api/pay-buttons": api.create ?? created,
    [`PATCH /api/pay-buttons/${BUTTON_ID}`]:
      api.update ??
      (async (request) =>
        json(200, payButton({ status: ((await request.clone().json()) as { status: PayButton["status"] }).status }))),
    [`GET /api/pay-buttons/${BUTTON_ID}/qr`]: png,
  });
}

/** The requests made to one path, in order. */
export const calls = (requests: Request[], method: string, path: string) =>
  requests.filter((r) => r.method === method && new URL(r.url).pathname === path);
