import { randomUUID } from "node:crypto";
import {
  type Language,
  messages,
  type Operator,
  type OperatorInvite,
  type OperatorRole,
  type OperatorSession,
  type OperatorSetupStart,
} from "@portal/contracts";
import type { FastifyInstance } from "fastify";
import QRCode from "qrcode";
import { AppError } from "@/lib/app-error";
import { isBreachedPassword } from "@/lib/breached-passwords";
import { hashPassword, newToken, sha256, verifyPassword } from "@/lib/crypto";
import { matchingStep, newTotpSecret, totpSecretBox, totpUri } from "@/modules/strong-methods/totp";
import type { OperatorContext } from "@/plugins/operator-auth";
import { type OperatorActor, recordOperatorAction } from "./operator-audit.repo";
import { operatorMessages } from "./operators.messages";
import {
  addFailedAttempt,
  insertOperator,
  insertOperatorSession,
  listOperators,
  openSignIn,
  operatorByEmail,
  operatorById,
  operatorBySetupToken,
  type OperatorRow,
  revokeOperatorSessions,
  touchOperatorSession,
  updateOperator,
} from "./operators.repo";

/** A set-up link opens for three days; the code after the password must come within five minutes. */
const SETUP_LINK_MS = 3 * 24 * 3_600_000;
const SIGN_IN_STEP_MS = 5 * 60_000;
/** An operator's session lasts a working day at most, however active. */
const OPERATOR_SESSION_MS = 10 * 3_600_000;
const ISSUER = "Merchant portal operators";

export const toOperator = (row: OperatorRow): Operator => ({
  id: row.id,
  email: row.email,
  name: row.name,
  role: row.role,
  status: row.status,
  createdAt: row.createdAt.toISOString(),
});

export const actorOf = (context: OperatorContext): OperatorActor => ({
  operator: { id: context.operator.id, email: context.operator.email },
  address: context.address,
});

/**
 * The operators' accounts (docs/operator-console.md): made by the command or an admin's
 * invitation, set up from a one-time link with a password and an authenticator, signed in
 * with both. SMS is never a way in: a SIM swap must not open the provider's console.
 */
export function operatorAccountsService(app: FastifyInstance) {
  const { db, clock, config, messaging } = app;
  const box = totpSecretBox(config.APP_SECRET);
  let dummyHash: Promise<string> | undefined;
  const timingHash = () => (dummyHash ??= hashPassword(randomUUID()));

  const setupLink = (token: string) => `${config.PUBLIC_URL}/ops/setup#token=${token}`;

  async function newOperator(
    actor: OperatorActor,
    input: { email: string; name: string; role: OperatorRole },
    action: "operator.created" | "operator.invited",
  ) {
    const token = newToken();
    const at = clock();
    const row = await db.transaction(async (tx) => {
      if (await operatorByEmail(tx, input.email))
        throw new AppError("VALIDATION_ERROR", "An operator with this e-mail exists.", {
          fields: { email: messages.emailTaken },
        });
      const created = await insertOperator(tx, {
        email: input.email,
        name: input.name,
        role: input.role,
        setupTokenHash: sha256(token),
        setupExpiresAt: new Date(at.getTime() + SETUP_LINK_MS),
        createdAt: at,
      });
      await recordOperatorAction(
        tx,
        actor,
        { action, target: { type: "operator", id: created.id }, after: toOperator(created) },
        at,
      );
      return created;
    });
    return { operator: row, link: setupLink(token) };
  }

  /** `npm run create-operator`: the first operator (or one more), its set-up link printed for whoever runs it. */
  function create(input: { email: string; name: string; role: OperatorRole }) {
    return newOperator({ operator: null, address: null }, input, "operator.created");
  }

  /** An admin invites: the link goes only to the invitee's e-mail, so no one else can set the account up. */
  async function invite(context: OperatorContext, input: OperatorInvite, language: Language): Promise<Operator> {
    const body = { email: input.email, name: input.name, role: input.role };
    const { operator, link } = await newOperator(actorOf(context), body, "operator.invited");
    const texts = operatorMessages(language);
    await messaging.send({
      channel: "email",
      to: operator.email,
      subject: texts.invitationSubject,
      text: texts.invitation(context.operator.name, link),
    });
    return toOperator(operator);
  }

  async function invited(tx: Parameters<Parameters<typeof db.transaction>[0]>[0], token: string) {
    const row = await operatorBySetupToken(tx, sha256(token), clock());
    if (!row)
      throw new AppError("LINK_INVALID", "This set-up link was used or has expired. Ask an admin for a new one.");
    return row;
  }

  /** The set-up page's first call: the authenticator to add, the same one on every reload until set-up ends. */
  async function setupStart(token: string): Promise<OperatorSetupStart> {
    return db.transaction(async (tx) => {
      let row = await invited(tx, token);
      if (!row.totpSecretSealed)
        row = await updateOperator(tx, row.id, { totpSecretSealed: box.seal(newTotpSecret()) });
      const secret = box.open(row.totpSecretSealed!);
      const uri = totpUri(secret, ISSUER, row.email);
      return {
        email: row.email,
        name: row.name,
        role: row.role,
        totpSecret: secret,
        totpUri: uri,
        qrSvg: await QRCode.toString(uri, { type: "svg", margin: 1 }),
      };
    });
  }

  async function openSession(
    tx: Parameters<Parameters<typeof db.transaction>[0]>[0],
    row: OperatorRow,
    address: string,
    at: Date,
  ) {
    const accessToken = newToken();
    await insertOperatorSession(tx, {
      operatorId: row.id,
      stage: "session",
      tokenHash: sha256(accessToken),
      expiresAt: new Date(at.getTime() + OPERATOR_SESSION_MS),
      lastSeenAt: at,
      ipAddress: address,
      createdAt: at,
    });
    return accessToken;
  }

  /** Set-up ends with a password and the authenticator's first code; the operator is signed in. */
  async function setupFinish(
    input: { token: string; password: string; code: string },
    address: string,
  ): Promise<OperatorSession> {
    if (isBreachedPassword(input.password))
      throw new AppError("VALIDATION_ERROR", "This password is known from data breaches.", {
        fields: { password: messages.passwordBreached },
      });
    const passwordHash = await hashPassword(input.password);
    return db.transaction(async (tx) => {
      const row = await invited(tx, input.token);
      if (!row.totpSecretSealed)
        throw new AppError("INVALID_STATE", "Open the set-up link again to add the authenticator.");
      const at = clock();
      const step = await matchingStep(box.open(row.totpSecretSealed), input.code, at, null);
      if (step === null)
        throw new AppError("OTP_INVALID", "The authenticator's code is wrong.", { fields: { code: messages.otp } });
      const active = await updateOperator(tx, row.id, {
        passwordHash,
        totpLastStep: step,
        status: "active",
        setupTokenHash: null,
        setupExpiresAt: null,
      });
      const actor = { operator: { id: row.id, email: row.email }, address };
      await recordOperatorAction(tx, actor, { action: "operator.setUp", target: { type: "operator", id: row.id } }, at);
      return { accessToken: await openSession(tx, active, address, at), operator: toOperator(active) };
    });
  }

  const lockedError = (until: Date, at: Date) =>
    new AppError("ACCOUNT_LOCKED", "Sign-in is locked after too many wrong attempts.", {
      retryAfter: Math.ceil((until.getTime() - at.getTime()) / 1000),
    });

  /** A wrong password or code counts toward the lock, written whatever the caller does next. */
  async function countFailure(row: OperatorRow, address: string, at: Date, what: "password" | "code") {
    await db.transaction(async (tx) => {
      const failed = await addFailedAttempt(tx, row.id);
      const lock = failed >= config.LOGIN_FAILURES_BEFORE_LOCK;
      if (lock)
        await updateOperator(tx, row.id, {
          failedAttempts: 0,
          lockedUntil: new Date(at.getTime() + config.LOGIN_LOCK_MINUTES * 60_000),
        });
      await recordOperatorAction(
        tx,
        { operator: { id: row.id, email: row.email }, address },
        {
          action: "operator.signInFailed",
          target: { type: "operator", id: row.id },
          after: { wrong: what, locked: lock },
        },
        at,
      );
    });
  }

  /** Step one: the password. The answer is the same for an unknown e-mail, a wrong password and a disabled operator. */
  async function signIn(input: { email: string; password: string }, address: string) {
    const at = clock();
    const row = await operatorByEmail(db, input.email);
    if (row?.lockedUntil && row.lockedUntil > at) throw lockedError(row.lockedUntil, at);
    const valid = row?.passwordHash
      ? await verifyPassword(row.passwordHash, input.password)
      : (await verifyPassword(await timingHash(), input.password), false);
    if (!row || !valid || row.status !== "active") {
      if (row?.status === "active") await countFailure(row, address, at, "password");
      throw new AppError("INVALID_CREDENTIALS", "The e-mail or password is wrong.");
    }
    const signInToken = newToken();
    const expiresAt = new Date(at.getTime() + SIGN_IN_STEP_MS);
    await insertOperatorSession(db, {
      operatorId: row.id,
      stage: "signIn",
      tokenHash: sha256(signInToken),
      expiresAt,
      lastSeenAt: at,
      ipAddress: address,
      createdAt: at,
    });
    return { signInToken, expiresAt: expiresAt.toISOString() };
  }

  /** Step two: the authenticator's code, once; a wrong one counts like a wrong password. */
  async function confirm(input: { signInToken: string; code: string }, address: string): Promise<OperatorSession> {
    const at = clock();
    const outcome = await db.transaction(async (tx) => {
      const found = await openSignIn(tx, sha256(input.signInToken), at);
      if (!found) throw new AppError("UNAUTHORIZED", "This sign-in has expired. Enter your password again.");
      const row = (await operatorById(tx, found.operator.id, true))!;
      if (row.lockedUntil && row.lockedUntil > at) throw lockedError(row.lockedUntil, at);
      const step = await matchingStep(box.open(row.totpSecretSealed!), input.code, at, row.totpLastStep);
      if (step === null) return { kind: "wrongCode" as const, row };
      await touchOperatorSession(tx, found.session.id, { revokedAt: at });
      const signedIn = await updateOperator(tx, row.id, { totpLastStep: step, failedAttempts: 0, lockedUntil: null });
      await recordOperatorAction(
        tx,
        { operator: { id: row.id, email: row.email }, address },
        { action: "operator.signedIn", target: { type: "operator", id: row.id } },
        at,
      );
      const accessToken = await openSession(tx, signedIn, address, at);
      return { kind: "signedIn" as const, session: { accessToken, operator: toOperator(signedIn) } };
    });
    if (outcome.kind === "signedIn") return outcome.session;
    await countFailure(outcome.row, address, at, "code");
    throw new AppError("OTP_INVALID", "The authenticator's code is wrong.", { fields: { code: messages.otp } });
  }

  async function signOut(context: OperatorContext) {
    const at = clock();
    await db.transaction(async (tx) => {
      await touchOperatorSession(tx, context.sessionId, { revokedAt: at });
      await recordOperatorAction(tx, actorOf(context), { action: "operator.signedOut" }, at);
    });
  }

  async function list(): Promise<Operator[]> {
    return (await listOperators(db)).map(toOperator);
  }

  /** A disabled operator's sessions end at once; an admin cannot disable themself (someone must stay). */
  async function disable(context: OperatorContext, operatorId: string): Promise<Operator> {
    if (operatorId === context.operator.id) throw new AppError("INVALID_STATE", "You cannot disable yourself.");
    const at = clock();
    return db.transaction(async (tx) => {
      const row = await operatorById(tx, operatorId, true);
      if (!row) throw new AppError("NOT_FOUND", "No such operator.");
      if (row.status === "disabled") return toOperator(row);
      const disabled = await updateOperator(tx, operatorId, { status: "disabled", setupTokenHash: null });
      await revokeOperatorSessions(tx, operatorId, at);
      await recordOperatorAction(
        tx,
        actorOf(context),
        {
          action: "operator.disabled",
          target: { type: "operator", id: operatorId },
          before: { status: row.status },
          after: { status: "disabled" },
        },
        at,
      );
      return toOperator(disabled);
    });
  }

  return { create, invite, setupStart, setupFinish, signIn, confirm, signOut, list, disable };
}
