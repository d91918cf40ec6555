import {
  type AccountUser,
  type AccountUserPage,
  type AuditEvent,
  type AuditPage,
  type AuthUser,
  type Application,
  rolesCatalogue,
  type SubUserCreated,
} from "@portal/contracts";
import { json, stubFetch } from "@/testing/fetch-stub";
import { pageOf } from "@/testing/page";
import { sessionUser } from "@/testing/session-user";
import { testApplication } from "@/testing/application";

/** The demo merchant, the account's main user. */
export const MAIN = { id: "0a1b2c3d-4e5f-4a6b-8c7d-8e9f0a1b2c3d", fullName: "Demo Merchant" };
export const CASHIER_ID = "1b2c3d4e-5f6a-4b7c-8d9e-0f1a2b3c4d5e";
const ADMIN_ID = "2c3d4e5f-6a7b-4c8d-9e0f-1a2b3c4d5e6f";
export const CASPIAN = "3d4e5f6a-7b8c-4d9e-8f0a-2b3c4d5e6f7a";
export const BAKU_BOOKS = "4e5f6a7b-8c9d-4e0f-9a1b-3c4d5e6f7a8b";

export const mainUser = (overrides: Partial<AccountUser> = {}): AccountUser => ({
  id: MAIN.id,
  fullName: MAIN.fullName,
  email: "demo@merchant.az",
  mobilePhone: "+994501234567",
  userType: "main",
  role: null,
  permissions: [],
  applications: [
    { id: CASPIAN, appName: "Caspian Tours" },
    { id: BAKU_BOOKS, appName: "Baku Books" },
  ],
  status: "active",
  lastSignInAt: "2026-05-20T08:30:00.000Z",
  accessGrantedBy: null,
  accessGrantedAt: null,
  createdAt: "2026-01-10T09:00:00.000Z",
  ...overrides,
});

/** A cashier the main user added, who has signed in. */
export const cashier = (overrides: Partial<AccountUser> = {}): AccountUser => ({
  id: CASHIER_ID,
  fullName: "Leyla Əliyeva",
  email: "leyla@merchant.az",
  mobilePhone: "+994551112233",
  userType: "sub",
  role: "cashier",
  permissions: ["createLink", "sendLink"],
  applications: [{ id: CASPIAN, appName: "Caspian Tours" }],
  status: "active",
  lastSignInAt: "2026-05-21T10:15:00.000Z",
  accessGrantedBy: { id: MAIN.id, fullName: MAIN.fullName },
  accessGrantedAt: "2026-05-01T12:00:00.000Z",
  createdAt: "2026-05-01T12:00:00.000Z",
  ...overrides,
});

export const administrator = (overrides: Partial<AccountUser> = {}): AccountUser =>
  cashier({
    id: ADMIN_ID,
    fullName: "Rəşad Quliyev",
    email: "rashad@merchant.az",
    mobilePhone: "+994552223344",
    role: "administrator",
    permissions: ["createLink", "sendLink", "refundTransaction", "exportPaymentMethod"],
    lastSignInAt: null,
    ...overrides,
  });

/** A live application of the account, as `GET api/apps` lists it. */
export const application = (id: string, appName: string): Application => testApplication({ id, appName });

export const auditEvent = (overrides: Partial<AuditEvent> = {}): AuditEvent => ({
  id: "9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d",
  at: "2026-05-21T10:20:00.000Z",
  actor: { id: CASHIER_ID, fullName: "Leyla Əliyeva" },
  action: "invoice.created",
  target: { type: "invoice", id: "5f6a7b8c-9d0e-4f1a-8b2c-4d5e6f7a8b9c" },
  outcome: "succeeded",
  errorCode: null,
  ...overrides,
});

export const userPage = (content: AccountUser[], overrides: Partial<AccountUserPage> = {}) =>
  pageOf<AccountUser, AccountUserPage>(content, overrides);
export const auditPage = (content: AuditEvent[], overrides: Partial<AuditPage> = {}) =>
  pageOf<AuditEvent, AuditPage>(content, overrides);

type Handler = (request: Request) => Response | Promise<Response>;

interface UsersApi {
  user?: AuthUser;
  /** `GET api/users`, by its query. */
  list?: (params: URLSearchParams) => Response;
  apps?: Application[];
  code?: Handler;
  create?: Handler;
  access?: Handler;
  deactivate?: Handler;
  remove?: Handler;
  activity?: Handler;
  audit?: Handler;
  exportFile?: Handler;
}

/** What creating Kamran answers. */
export const created = (): SubUserCreated => ({
  user: cashier({
    id: "6a7b8c9d-0e1f-4a2b-9c3d-5e6f7a8b9c0d",
    fullName: "Kamran Həsənov",
    email: "kamran@merchant.az",
    status: "invited",
    lastSignInAt: null,
  }),
  passwordLinkSentTo: "kamran@merchant.az",
});

/** The users screen's calls, answered as the server would by default; returns the requests made. */
export function stubUsersApi(api: UsersApi = {}) {
  return stubFetch({
    "GET /api/session": () => json(200, api.user ?? sessionUser({ id: MAIN.id, fullName: MAIN.fullName })),
    "GET /api/users": (request) =>
      (api.list ?? (() => json(200, userPage([mainUser(), cashier(), administrator()]))))(
        new URL(request.url).searchParams,
      ),
    "GET /api/booking/roles": () => json(200, rolesCatalogue()),
    "GET /api/apps": () =>
      json(200, api.apps ?? [application(CASPIAN, "Caspian Tours"), application(BAKU_BOOKS, "Baku Books")]),
    "GET /api/otp/init/sub-user": api.code ?? (() => json(200, { phoneHint: "+994 ** *** ** 67", resendIn: 60 })),
    "POST /api/user/registerPmd/123456": api.create ?? (() => json(201, created())),
    "POST /api/user/access":
      api.access ??
      (async (request) => {
        const { role, permissions } = (await request.clone().json()) as Pick<AccountUser, "role" | "permissions">;
        return json(200, cashier({ role, permissions }));
      }),
    [`DELETE /api/user/${CASHIER_ID}`]: api.deactivate ?? (() => json(200, cashier({ status: "deactivated" }))),
    [`DELETE /api/user/delete/${CASHIER_ID}`]: api.remove ?? (() => json(200, { ok: true })),
    [`GET /api/users/${CASHIER_ID}/activity`]: api.activity ?? (() => json(200, auditPage([auditEvent()]))),
    "GET /api/audit-events": api.audit ?? (() => json(200, auditPage([auditEvent()]))),
    "GET /api/users/export":
      api.exportFile ??
      (() =>
        new Response(new Blob(["xlsx"]), { status: 200, headers: { "Content-Type": "application/octet-stream" } })),
  });
}

/** The requests made to one path, in order. */
export const calls = (requests: Request[], method: string, path: string) =>
  requests.filter((r) => r.method === method && new URL(r.url).pathname === path);
