import {
  AccountUser,
  AccountUserPage,
  AuditPage,
  type AuditQuery,
  Ok,
  RolesCatalogue,
  SubUserCodeSent,
  SubUserCreated,
  type SubUserInput,
  type UserAccessRequest,
  type UserListQuery,
} from "@portal/contracts";
import { api } from "@/lib/api";

/** The most users the activity filter lists (20 pages of ten): more than any account has. */
const MAX_USER_PAGES = 20;

/**
 * SPEC §7 Users, the roles catalogue and the audit trail. Lists are never cached (SPEC §9):
 * another manager's change alters them. A change of users refetches the lists and the trails,
 * which record it.
 */
export const usersApi = api.enhanceEndpoints({ addTagTypes: ["User", "AuditEvent"] }).injectEndpoints({
  endpoints: (build) => ({
    /** `GET api/users`: the account's users, the main user among them, searched by name or e-mail. */
    users: build.query<AccountUserPage, UserListQuery>({
      query: ({ page, fullName }) => ({ url: "api/users", params: { page, ...(fullName && { fullName }) } }),
      keepUnusedDataFor: 0,
      providesTags: ["User"],
      responseSchema: AccountUserPage,
    }),
    /** Every user of the account, for the activity filter's choice: the pages of `GET api/users` one after another. */
    allUsers: build.query<AccountUser[], void>({
      async queryFn(_arg, _api, _extra, baseQuery) {
        const users: AccountUser[] = [];
        for (let page = 0; page < MAX_USER_PAGES; page++) {
          const result = await baseQuery({ url: "api/users", params: { page } });
          if (result.error) return { error: result.error };
          const parsed = AccountUserPage.safeParse(result.data);
          if (!parsed.success) return { error: { status: "CUSTOM_ERROR", error: parsed.error.message } };
          users.push(...parsed.data.content);
          if (page + 1 >= parsed.data.totalPages) break;
        }
        return { data: users };
      },
      providesTags: ["User"],
    }),
    /** `GET api/booking/roles`: the roles, the permissions each starts with, and every label in the three languages. */
    rolesCatalogue: build.query<RolesCatalogue, void>({
      query: () => "api/booking/roles",
      keepUnusedDataFor: 600,
      responseSchema: RolesCatalogue,
    }),
    /** `GET api/otp/init/sub-user`: texts the manager a code that confirms the new user (SPEC §4). Also the resend. */
    sendSubUserCode: build.mutation<SubUserCodeSent, void>({
      query: () => ({ url: "api/otp/init/sub-user", method: "GET" }),
      responseSchema: SubUserCodeSent,
    }),
    /**
     * `POST api/user/registerPmd/{OTP}`: the new user, who is e-mailed a link to set their password.
     * A retry after no answer carries the same Idempotency-Key, so the user is added once.
     */
    createSubUser: build.mutation<SubUserCreated, { code: string; user: SubUserInput; idempotencyKey: string }>({
      query: ({ code, user, idempotencyKey }) => ({
        url: `api/user/registerPmd/${encodeURIComponent(code)}`,
        method: "POST",
        body: user,
        headers: { "Idempotency-Key": idempotencyKey },
      }),
      responseSchema: SubUserCreated,
      invalidatesTags: (result) => (result ? ["User", "AuditEvent"] : []),
    }),
    /** `POST api/user/access`: a sub-user's role, permissions and applications. */
    setUserAccess: build.mutation<AccountUser, UserAccessRequest>({
      query: (body) => ({ url: "api/user/access", method: "POST", body }),
      responseSchema: AccountUser,
      invalidatesTags: (result) => (result ? ["User", "AuditEvent"] : []),
    }),
    /** `DELETE api/user/{id}`: access removed and signed out at once; the user and their history stay. */
    deactivateUser: build.mutation<AccountUser, string>({
      query: (id) => ({ url: `api/user/${encodeURIComponent(id)}`, method: "DELETE" }),
      responseSchema: AccountUser,
      invalidatesTags: (result) => (result ? ["User", "AuditEvent"] : []),
    }),
    /** `DELETE api/user/delete/{id}`: the person is removed; what they did keeps their name. */
    deleteUser: build.mutation<Ok, string>({
      query: (id) => ({ url: `api/user/delete/${encodeURIComponent(id)}`, method: "DELETE" }),
      responseSchema: Ok,
      invalidatesTags: (result) => (result ? ["User", "AuditEvent"] : []),
    }),
    /** `GET api/users/{id}/activity`: what one user did, and what was done to them, newest first. */
    userActivity: build.query<AuditPage, { id: string; page: number }>({
      query: ({ id, page }) => ({ url: `api/users/${encodeURIComponent(id)}/activity`, params: { page } }),
      keepUnusedDataFor: 0,
      providesTags: ["AuditEvent"],
      responseSchema: AuditPage,
    }),
    /** `GET api/audit-events`: the account's trail, the main user's only. */
    auditEvents: build.query<AuditPage, AuditQuery>({
      query: (params) => ({ url: "api/audit-events", params }),
      keepUnusedDataFor: 0,
      providesTags: ["AuditEvent"],
      responseSchema: AuditPage,
    }),
  }),
});

export const {
  useUsersQuery,
  useAllUsersQuery,
  useRolesCatalogueQuery,
  useSendSubUserCodeMutation,
  useCreateSubUserMutation,
  useSetUserAccessMutation,
  useDeactivateUserMutation,
  useDeleteUserMutation,
  useUserActivityQuery,
  useAuditEventsQuery,
} = usersApi;
