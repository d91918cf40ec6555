import {
  type Application,
  type AuthUser,
  type MessageDelivery,
  notificationEvents,
  type Profile,
  type SecurityOverview,
  type Subscription,
  type SubscriptionList,
  type UserSession,
} from "@portal/contracts";
import { json, stubFetch } from "@/testing/fetch-stub";
import { sessionUser } from "@/testing/session-user";
import { testApplication } from "@/testing/application";

export const CHROME_ON_WINDOWS =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36";
export const SAFARI_ON_IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";

export const THIS_SESSION = "0f1e2d3c-4b5a-4c6d-8e7f-9a0b1c2d3e4f";
export const PHONE_SESSION = "1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d";
export const OLD_SESSION = "2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6e";

export const profile = (overrides: Partial<Profile> = {}): Profile => ({
  id: "u-1",
  email: "demo@merchant.az",
  fullName: "Demo Merchant",
  mobilePhone: "+994501234567",
  language: null,
  pendingEmail: null,
  ...overrides,
});

export const userSession = (overrides: Partial<UserSession> = {}): UserSession => ({
  id: THIS_SESSION,
  userAgent: CHROME_ON_WINDOWS,
  ipAddress: "203.0.113.7",
  createdAt: "2026-05-20T08:30:00.000Z",
  lastSeenAt: "2026-05-21T10:15:00.000Z",
  expiresAt: "2026-05-21T20:30:00.000Z",
  rememberMe: false,
  current: true,
  ...overrides,
});

/** This browser, a phone used yesterday, and an old session that named no browser. */
export const threeSessions = (): UserSession[] => [
  userSession({
    id: OLD_SESSION,
    userAgent: null,
    ipAddress: null,
    current: false,
    lastSeenAt: "2026-05-01T09:00:00.000Z",
  }),
  userSession(),
  userSession({
    id: PHONE_SESSION,
    userAgent: SAFARI_ON_IPHONE,
    ipAddress: "198.51.100.24",
    current: false,
    lastSeenAt: "2026-05-20T19:45:00.000Z",
  }),
];

export const delivery = (overrides: Partial<MessageDelivery> = {}): MessageDelivery => ({
  id: "3c4d5e6f-7a8b-4c9d-8e0f-1a2b3c4d5e6f",
  channel: "sms",
  recipient: "+99450***4567",
  subject: null,
  provider: "twilio",
  status: "sent",
  attempts: 1,
  lastError: null,
  createdAt: "2026-05-21T10:15:00.000Z",
  sentAt: "2026-05-21T10:15:02.000Z",
  ...overrides,
});

/** A code texted and delivered, an e-mail that failed, and one kept in the sandbox outbox. */
export const threeDeliveries = (): MessageDelivery[] => [
  delivery(),
  delivery({
    id: "4d5e6f7a-8b9c-4d0e-9f1a-2b3c4d5e6f7a",
    channel: "email",
    recipient: "d***@merchant.az",
    subject: "Your password was changed",
    provider: "smtp",
    status: "failed",
    attempts: 5,
    lastError: "550 Mailbox unavailable",
    createdAt: "2026-05-20T08:30:00.000Z",
    sentAt: null,
  }),
  delivery({
    id: "5e6f7a8b-9c0d-4e1f-8a2b-3c4d5e6f7a8b",
    channel: "email",
    recipient: "d***@merchant.az",
    subject: "Confirm your new e-mail address",
    provider: "sandbox",
    createdAt: "2026-05-19T07:00:00.000Z",
  }),
];

export const TOURS_APP = "7b1c2d3e-4f5a-4b6c-8d7e-9f0a1b2c3d4e";
export const SHOP_APP = "8c2d3e4f-5a6b-4c7d-9e8f-0a1b2c3d4e5f";

/** A live application of the account, as `GET api/apps` lists it. */
export const application = (id: string, appName: string): Application => testApplication({ id, appName });

export const twoApplications = (): Application[] => [
  application(TOURS_APP, "Caspian Tours"),
  application(SHOP_APP, "Baku Shop"),
];

/** A connected Telegram chat that tells about everything, for every application. */
export const subscription = (overrides: Partial<Subscription> = {}): Subscription => ({
  subscriptionType: "telegram",
  status: "active",
  address: "@demo_merchant",
  awaitingCode: false,
  connectUrl: null,
  expiresAt: null,
  events: [...notificationEvents],
  applicationIds: [],
  connectedAt: "2026-05-20T08:30:00.000Z",
  lastDelivery: { status: "sent", at: "2026-05-21T10:15:00.000Z", error: null },
  ...overrides,
});

/** A connection still waiting: for its link to be opened, or (`awaitingCode`) for the code sent to `address`. */
export const pendingSubscription = (overrides: Partial<Subscription> = {}): Subscription =>
  subscription({
    status: "pending",
    address: null,
    events: [],
    connectedAt: null,
    lastDelivery: null,
    expiresAt: new Date(Date.now() + 15 * 60_000).toISOString(),
    ...overrides,
  });

/** What `GET api/get-subscription` answers: a live bot and live WhatsApp unless told otherwise. */
export const subscriptionList = (
  content: Subscription[] = [],
  overrides: Partial<Omit<SubscriptionList, "content">> = {},
): SubscriptionList => ({
  content,
  telegramBot: "@portal_payments_bot",
  whatsappLive: true,
  offered: ["telegram", "whatsapp"],
  ...overrides,
});

/** What `GET api/security` answers: no strong method yet, SMS for every code step, no policy, unless told otherwise. */
export const securityOverview = (overrides: Partial<SecurityOverview> = {}): SecurityOverview => ({
  totp: null,
  passkeys: [],
  recoveryCodesLeft: 0,
  smsFallback: false,
  requireStrongForSubUsers: false,
  mustAddStrongMethod: false,
  ...overrides,
});

type Handler = (request: Request) => Response | Promise<Response>;

interface SettingsApi {
  user?: () => AuthUser;
  profile?: Handler;
  updateProfile?: Handler;
  changePassword?: Handler;
  sessions?: Handler;
  deliveries?: Handler;
  subscriptions?: Handler;
  applications?: Handler;
  security?: Handler;
  extra?: Record<string, Handler>;
}

/** The settings screen's calls, answered as the server would by default; returns the requests made. */
export function stubSettingsApi(api: SettingsApi = {}) {
  return stubFetch({
    "GET /api/session": () => json(200, (api.user ?? sessionUser)()),
    "GET /api/profile": api.profile ?? (() => json(200, profile())),
    "POST /api/updateProfile":
      api.updateProfile ?? (async (request) => json(200, profile((await request.clone().json()) as Partial<Profile>))),
    "POST /api/changePassword": api.changePassword ?? (() => json(200, { ok: true, signedOut: 2 })),
    "GET /api/sessions": api.sessions ?? (() => json(200, { content: threeSessions() })),
    "GET /api/profile/deliveries": api.deliveries ?? (() => json(200, { content: threeDeliveries() })),
    "GET /api/get-subscription": api.subscriptions ?? (() => json(200, subscriptionList())),
    "GET /api/apps": api.applications ?? (() => json(200, twoApplications())),
    "GET /api/security": api.security ?? (() => json(200, securityOverview())),
    ...api.extra,
  });
}

/** The requests made to one method and path. */
export const calls = (requests: Request[], method: string, path: string) =>
  requests.filter((r) => r.method === method && new URL(r.url).pathname === path);
