import { randomUUID } from "node:crypto";
import {
  type AccountUser,
  type AccountUserPage,
  type AuditPage,
  fullNameOf,
  grantBeyond,
  type Language,
  messages,
  PAGE_SIZE,
  permissions,
  type Region,
  type SubUserCreated,
  type SubUserInput,
  type UserAccess,
  type UserAccessRequest,
  type UserStatus,
  pageFrom,
} from "@portal/contracts";
import type { FastifyInstance } from "fastify";
import type { Queryable, Tx } from "@/db/client";
import { AppError } from "@/lib/app-error";
import { reachesApp } from "@/lib/scope";
import { auditService } from "@/modules/audit/audit.service";
import { hashPassword, newToken, sha256 } from "@/lib/crypto";
import { insertPasswordReset, revokeAllSessions, updateUser } from "@/modules/auth/auth.repo";
import { PASSWORD_LINK_MS } from "@/modules/auth/password-link";
import { codeConfirmed } from "@/modules/wallets/code-confirmed";
import type { AuthContext } from "@/plugins/auth";
import { userMessages } from "./users.messages";
import {
  accountApplications,
  emailInUse,
  findListedUser,
  insertSubUser,
  type ListedUser,
  listUsers,
  lockAccountUser,
  phoneInUse,
  type UserRow,
} from "./users.repo";

type AppNames = { id: string; appName: string }[];

export function statusOf(user: Pick<UserRow, "status" | "emailVerifiedAt">): UserStatus {
  if (user.status === "deactivated") return "deactivated";
  return user.emailVerifiedAt ? "active" : "invited";
}

export function toAccountUser({ user, lastSignInAt, grantedBy }: ListedUser, apps: AppNames): AccountUser {
  const main = user.userType === "main";
  return {
    id: user.id,
    fullName: user.fullName,
    email: user.email,
    mobilePhone: user.mobilePhone,
    userType: user.userType,
    role: main ? null : user.role,
    permissions: main ? [] : user.permissions,
    applications: main ? apps : apps.filter((a) => user.applicationIds.includes(a.id)),
    status: statusOf(user),
    lastSignInAt: lastSignInAt ? new Date(lastSignInAt).toISOString() : null,
    accessGrantedBy: grantedBy?.id ? { id: grantedBy.id, fullName: grantedBy.fullName } : null,
    accessGrantedAt: user.accessGrantedAt?.toISOString() ?? null,
    createdAt: user.createdAt.toISOString(),
  };
}

const notFound = () => new AppError("NOT_FOUND", "No such user.");
const beyondOwn = (field: "permissions" | "applicationIds" | "role") =>
  new AppError("GRANT_BEYOND_OWN", "You can give only the permissions and applications you hold yourself.", {
    fields: { [field]: messages.grantBeyondOwn },
  });

/**
 * SPEC §2 Users: the account's people, their access, and sub-users made with a code. The
 * rules against privilege escalation live here (docs/users.md "Users").
 */
export function usersService(app: FastifyInstance) {
  const { db, clock, config, messaging } = app;
  const codes = codeConfirmed<SubUserCreated>(app, "subUser");
  const audit = auditService(app);

  /** The account's applications as this user may see them: a sub-user, only their own. */
  const visibleApplications = async (q: Queryable, auth: AuthContext) =>
    (await accountApplications(q, auth.user.accountId)).filter((a) => reachesApp(auth.scope, a.id));

  async function list(auth: AuthContext, query: { page: number; fullName?: string }): Promise<AccountUserPage> {
    const [{ rows, total }, apps] = await Promise.all([
      listUsers(db, auth.user.accountId, { ...query, size: PAGE_SIZE }),
      visibleApplications(db, auth),
    ]);
    return pageFrom(
      rows.map((row) => toAccountUser(row, apps)),
      query.page,
      PAGE_SIZE,
      total,
    );
  }

  async function accountUser(q: Queryable, auth: AuthContext, id: string): Promise<AccountUser> {
    const [row, apps] = await Promise.all([findListedUser(q, auth.user.accountId, id), visibleApplications(q, auth)]);
    if (!row) throw notFound();
    return toAccountUser(row, apps);
  }

  /** A grant the acting user may give: within what they hold, to the account's own applications. */
  async function checkGrant(q: Queryable, auth: AuthContext, grant: UserAccess) {
    const beyond = grantBeyond(
      { userType: auth.user.userType, permissions: auth.privileges, applicationIds: auth.scope.appIds },
      grant,
    );
    if (beyond.role) throw beyondOwn("role");
    if (beyond.permissions.length > 0) throw beyondOwn("permissions");
    if (beyond.applicationIds.length > 0) throw beyondOwn("applicationIds");
    const own = new Set((await accountApplications(q, auth.user.accountId)).map((a) => a.id));
    if (grant.applicationIds.some((id) => !own.has(id))) throw new AppError("NOT_FOUND", "No such application.");
  }

  /**
   * A manager who is not the main user reaches only users holding no more than they do: not
   * the main user, not an administrator, nobody with a permission or application they lack.
   */
  function refuseStronger(auth: AuthContext, target: UserRow) {
    if (auth.user.userType === "main" || target.id === auth.user.id) return;
    const current = {
      role: target.role ?? "viewer",
      permissions: target.userType === "main" ? permissions : target.permissions,
      applicationIds: target.applicationIds,
    };
    const beyond = grantBeyond(
      { userType: auth.user.userType, permissions: auth.privileges, applicationIds: auth.scope.appIds },
      current,
    );
    if (
      target.userType === "main" ||
      beyond.role ||
      beyond.permissions.length > 0 ||
      beyond.applicationIds.length > 0
    ) {
      throw new AppError("GRANT_BEYOND_OWN", "This user holds access you do not have; ask the account's main user.");
    }
  }

  /** The user acted on, locked: never the actor, never the main user, never someone stronger than the actor. */
  async function lockTarget(tx: Tx, auth: AuthContext, id: string): Promise<UserRow> {
    const target = await lockAccountUser(tx, auth.user.accountId, id);
    if (!target) throw notFound();
    if (target.id === auth.user.id) throw new AppError("FORBIDDEN", "You cannot change your own access.");
    if (target.userType === "main") throw new AppError("FORBIDDEN", "The account's main user keeps all access.");
    refuseStronger(auth, target);
    return target;
  }

  /** Step 1 of adding a user: a code to the acting user's phone. */
  async function sendCode(auth: AuthContext, lang: Language) {
    return codes.sendCode(auth, [], (code) => userMessages(lang).subUserCode(code));
  }

  async function refuseTaken(q: Queryable, accountId: string, input: { email: string; mobilePhone: string }) {
    if (await emailInUse(q, input.email))
      throw new AppError("VALIDATION_ERROR", "This e-mail is already used.", {
        fields: { email: messages.emailTaken },
      });
    if (await phoneInUse(q, accountId, input.mobilePhone)) {
      throw new AppError("VALIDATION_ERROR", "This phone number is already used.", {
        fields: { mobilePhone: messages.phoneTaken },
      });
    }
  }

  /**
   * Step 2: the code confirms, the sub-user is written with a password nobody knows, and an
   * e-mail takes them a link to set their own (the password-reset link and its rules).
   */
  async function create(
    auth: AuthContext,
    input: SubUserInput & { email: string; mobilePhone: string } & UserAccess,
    req: { code: string; lang: Language; idempotencyKey: string | null },
  ): Promise<SubUserCreated> {
    const accountId = auth.user.accountId;
    await checkGrant(db, auth, input);
    await refuseTaken(db, accountId, input);
    const guid = randomUUID();
    const unusable = await hashPassword(newToken());
    let made = false;
    const created = await codes.confirm(auth, [], { ...req, body: input }, async (tx) => {
      made = true;
      await refuseTaken(tx, accountId, input);
      const at = clock();
      const user = await insertSubUser(tx, {
        accountId,
        email: input.email,
        fullName: fullNameOf(input.firstName, input.lastName),
        mobilePhone: input.mobilePhone,
        passwordHash: unusable,
        status: "active",
        userType: "sub",
        role: input.role,
        permissions: [...new Set(input.permissions)],
        applicationIds: [...new Set(input.applicationIds)],
        accessGrantedBy: auth.user.id,
        accessGrantedAt: at,
      });
      await insertPasswordReset(tx, {
        userId: user.id,
        tokenHash: sha256(guid),
        expiresAt: new Date(at.getTime() + PASSWORD_LINK_MS),
      });
      return { user: await accountUser(tx, auth, user.id), passwordLinkSentTo: user.email };
    });
    // A replayed answer (the same Idempotency-Key) was mailed the first time.
    if (made) {
      const link = `${config.PUBLIC_URL}/auth/reset-password/${guid}`;
      const texts = userMessages(req.lang);
      await messaging.send({
        channel: "email",
        to: input.email,
        subject: texts.invitationSubject,
        text: texts.invitation(auth.user.fullName, link),
      });
    }
    return created;
  }

  /** `POST api/user/access`: role, permissions and applications, recorded with who allowed it; applies from the user's next call (a deactivated user is active again). */
  async function setAccess(auth: AuthContext, request: UserAccessRequest): Promise<AccountUser> {
    await checkGrant(db, auth, request);
    return db.transaction(async (tx) => {
      const target = await lockTarget(tx, auth, request.userId);
      await updateUser(tx, target.id, {
        status: "active",
        role: request.role,
        permissions: [...new Set(request.permissions)],
        applicationIds: [...new Set(request.applicationIds)],
        accessGrantedBy: auth.user.id,
        accessGrantedAt: clock(),
      });
      return accountUser(tx, auth, target.id);
    });
  }

  /** `DELETE api/user/{id}`: access removed and every session ended at once; the person and their history stay. */
  async function deactivate(auth: AuthContext, id: string): Promise<AccountUser> {
    return db.transaction(async (tx) => {
      const target = await lockTarget(tx, auth, id);
      const at = clock();
      await updateUser(tx, target.id, { status: "deactivated", accessGrantedBy: auth.user.id, accessGrantedAt: at });
      await revokeAllSessions(tx, target.id, at);
      return accountUser(tx, auth, target.id);
    });
  }

  /**
   * `DELETE api/user/delete/{id}`: the person is removed: sessions end, e-mail and phone are
   * freed and cleared, access is emptied. The row stays, under its name, so what they did
   * still says who did it.
   */
  async function remove(auth: AuthContext, id: string): Promise<void> {
    const unusable = await hashPassword(newToken());
    await db.transaction(async (tx) => {
      const target = await lockTarget(tx, auth, id);
      const at = clock();
      await updateUser(tx, target.id, {
        status: "deleted",
        email: `deleted-${target.id}@deleted.invalid`,
        mobilePhone: "",
        passwordHash: unusable,
        permissions: [],
        applicationIds: [],
        role: null,
        accessGrantedBy: auth.user.id,
        accessGrantedAt: at,
      });
      await revokeAllSessions(tx, target.id, at);
    });
  }

  /** What a user did and what was done to them: for a manager who is not the main user, only of users no stronger than them. */
  async function activity(auth: AuthContext, id: string, page: number, region: Region): Promise<AuditPage> {
    const found = await findListedUser(db, auth.user.accountId, id);
    if (!found) throw notFound();
    refuseStronger(auth, found.user);
    return audit.list(auth.user.accountId, { page, userId: id }, region);
  }

  return { list, sendCode, create, setAccess, deactivate, remove, activity };
}
