import QRCode from "qrcode";
import {
  type Language,
  type MethodAdded,
  messages,
  type RecoveryCodes,
  type SecurityOverview,
  type StrongMethod,
  type TotpEnrolment,
  type WebAuthnJson,
} from "@portal/contracts";
import type { FastifyInstance } from "fastify";
import type { Tx } from "@/db/client";
import { AppError } from "@/lib/app-error";
import { verifyPassword } from "@/lib/crypto";
import type { AuthContext } from "@/plugins/auth";
import { type RelyingParty, registrationOptions, signedChallenge, verifiedRegistration } from "./passkeys";
import { newRecoveryCodes } from "./recovery-codes";
import { strongMethodMessages } from "./strong-methods.messages";
import {
  accountPolicy,
  confirmedMethods,
  deleteMethod,
  deleteRecoveryCodes,
  holdSessionsWithoutStrongMethod,
  insertMethod,
  insertWebauthnChallenge,
  lockTotp,
  lockUserMethods,
  ownerEmail,
  recoveryCodesLeft,
  releaseSessions,
  replaceRecoveryCodes,
  setAccountPolicy,
  setSmsFallback,
  type StrongMethodRow,
  updateMethod,
  useWebauthnChallenge,
} from "./strong-methods.repo";
import { matchingStep, newTotpSecret, totpSecretBox, totpUri } from "./totp";

const CHALLENGE_MS = 5 * 60_000;
const ISSUER = "Merchant Portal";

/**
 * Settings → Security (docs/security.md "Strong methods"): adding and removing an
 * authenticator and passkeys, the recovery codes, the SMS fallback and the owner's policy.
 * Every change asks the current password: a session alone (a borrowed laptop) must not be
 * able to add a way in or take one away.
 */
export function strongMethodsService(app: FastifyInstance) {
  const { db, config, clock: now, messaging } = app;
  const box = totpSecretBox(config.APP_SECRET);
  const languageOf = (auth: AuthContext, lang: Language) => auth.user.language ?? lang;

  async function provePassword(auth: AuthContext, password: string) {
    if (!(await verifyPassword(auth.user.passwordHash, password))) {
      throw new AppError("VALIDATION_ERROR", "The password is not correct.", {
        fields: { password: messages.oldPasswordWrong },
      });
    }
  }

  async function overview(auth: AuthContext): Promise<SecurityOverview> {
    const methods = await confirmedMethods(db, auth.user.id);
    const totp = methods.find((m) => m.kind === "totp");
    return {
      totp: totp ? { addedAt: totp.confirmedAt!.toISOString() } : null,
      passkeys: methods
        .filter((m) => m.kind === "passkey")
        .map((m) => ({
          id: m.id,
          name: m.name,
          createdAt: m.createdAt.toISOString(),
          lastUsedAt: m.lastUsedAt?.toISOString() ?? null,
        })),
      recoveryCodesLeft: await recoveryCodesLeft(db, auth.user.id),
      smsFallback: auth.user.smsFallback,
      requireStrongForSubUsers: await accountPolicy(db, auth.accountId),
      mustAddStrongMethod: auth.session.needsStrongMethod,
    };
  }

  /**
   * A method is in: the first one comes with the recovery codes, the user's sessions are held
   * no more, and the user is told by e-mail (whoever added it may not be them).
   */
  async function added(tx: Tx, auth: AuthContext, wasFirst: boolean): Promise<MethodAdded> {
    await releaseSessions(tx, auth.user.id);
    if (!wasFirst) return {};
    const { codes, hashes } = newRecoveryCodes(config.APP_SECRET);
    await replaceRecoveryCodes(tx, auth.user.id, hashes, now());
    return { recoveryCodes: codes };
  }

  async function tellAdded(auth: AuthContext, kind: StrongMethod, name: string, lang: Language) {
    const texts = strongMethodMessages(languageOf(auth, lang));
    await messaging.send({ channel: "email", to: auth.user.email, ...texts.added(texts.methodName[kind], name) });
  }

  async function startTotp(auth: AuthContext, password: string): Promise<TotpEnrolment> {
    await provePassword(auth, password);
    const secret = newTotpSecret();
    await db.transaction(async (tx) => {
      await lockUserMethods(tx, auth.user.id);
      const existing = await lockTotp(tx, auth.user.id);
      if (existing?.confirmedAt) {
        throw new AppError("INVALID_STATE", "An authenticator app is already added. Remove it to add another.");
      }
      if (existing) await deleteMethod(tx, auth.user.id, existing.id);
      await insertMethod(tx, {
        userId: auth.user.id,
        kind: "totp",
        name: "Authenticator",
        totpSecretSealed: box.seal(secret),
        createdAt: now(),
      });
    });
    const otpauthUri = totpUri(secret, ISSUER, auth.user.email);
    return { otpauthUri, secret, qrSvg: await QRCode.toString(otpauthUri, { type: "svg", margin: 1 }) };
  }

  async function confirmTotp(auth: AuthContext, code: string, lang: Language): Promise<MethodAdded> {
    const answer = await db.transaction(async (tx) => {
      await lockUserMethods(tx, auth.user.id);
      const totp = await lockTotp(tx, auth.user.id);
      if (!totp || totp.confirmedAt || !totp.totpSecretSealed) {
        throw new AppError("INVALID_STATE", "Start adding the authenticator app again.");
      }
      const at = now();
      const step = await matchingStep(box.open(totp.totpSecretSealed), code, at, null);
      if (step === null) throw new AppError("OTP_INVALID", "The code is not correct.");
      const wasFirst = (await confirmedMethods(tx, auth.user.id)).length === 0;
      await updateMethod(tx, totp.id, { confirmedAt: at, totpLastStep: step, lastUsedAt: at });
      return added(tx, auth, wasFirst);
    });
    await tellAdded(auth, "totp", "Authenticator", lang);
    return answer;
  }

  async function passkeyOptions(auth: AuthContext, password: string, rp: RelyingParty): Promise<WebAuthnJson> {
    await provePassword(auth, password);
    const options = await registrationOptions(rp, auth.user, await confirmedMethods(db, auth.user.id));
    await insertWebauthnChallenge(db, {
      kind: "register",
      userId: auth.user.id,
      challenge: options.challenge,
      expiresAt: new Date(now().getTime() + CHALLENGE_MS),
    });
    return options as unknown as WebAuthnJson;
  }

  async function addPasskey(
    auth: AuthContext,
    input: { name: string; response: WebAuthnJson },
    rp: RelyingParty,
    lang: Language,
  ): Promise<MethodAdded> {
    const refused = () => new AppError("INVALID_STATE", "The passkey could not be added. Try again.");
    const challenge = signedChallenge(input.response);
    if (!challenge) throw refused();
    const answer = await db.transaction(async (tx) => {
      await lockUserMethods(tx, auth.user.id);
      const handed = await useWebauthnChallenge(tx, { challenge, kind: "register", userId: auth.user.id }, now());
      const credential = handed && (await verifiedRegistration(rp, input.response, handed.challenge));
      if (!credential) throw refused();
      const wasFirst = (await confirmedMethods(tx, auth.user.id)).length === 0;
      const at = now();
      await insertMethod(tx, {
        userId: auth.user.id,
        kind: "passkey",
        name: input.name,
        ...credential,
        confirmedAt: at,
        createdAt: at,
      });
      return added(tx, auth, wasFirst);
    });
    await tellAdded(auth, "passkey", input.name, lang);
    return answer;
  }

  /** Removes a method; the last one takes the recovery codes with it, and the owner is told. */
  async function remove(auth: AuthContext, which: (m: StrongMethodRow) => boolean, password: string, lang: Language) {
    await provePassword(auth, password);
    const left = await db.transaction(async (tx) => {
      await lockUserMethods(tx, auth.user.id);
      const target = (await confirmedMethods(tx, auth.user.id)).find(which);
      if (!target) throw new AppError("NOT_FOUND", "This sign-in method was not found.");
      await deleteMethod(tx, auth.user.id, target.id);
      const rest = await confirmedMethods(tx, auth.user.id);
      if (rest.length === 0 && auth.user.userType === "sub" && (await accountPolicy(tx, auth.accountId))) {
        throw new AppError("INVALID_STATE", "Your account requires a strong sign-in method: add another one first.");
      }
      if (rest.length === 0) {
        await deleteRecoveryCodes(tx, auth.user.id);
        await setSmsFallback(tx, auth.user.id, false);
      }
      return rest.length;
    });
    if (left === 0) await tellLastRemoved(auth, lang);
  }

  async function tellLastRemoved(auth: AuthContext, lang: Language) {
    const owner = await ownerEmail(db, auth.accountId);
    const to = new Set([auth.user.email, ...(owner ? [owner.email] : [])]);
    const mail = strongMethodMessages(languageOf(auth, lang)).lastRemoved(auth.user.email);
    for (const address of to) await messaging.send({ channel: "email", to: address, ...mail });
  }

  const removeTotp = (auth: AuthContext, password: string, lang: Language) =>
    remove(auth, (m) => m.kind === "totp", password, lang);
  const removePasskey = (auth: AuthContext, id: string, password: string, lang: Language) =>
    remove(auth, (m) => m.kind === "passkey" && m.id === id, password, lang);

  async function renewRecoveryCodes(auth: AuthContext, password: string): Promise<RecoveryCodes> {
    await provePassword(auth, password);
    return db.transaction(async (tx) => {
      await lockUserMethods(tx, auth.user.id);
      if ((await confirmedMethods(tx, auth.user.id)).length === 0) {
        throw new AppError(
          "INVALID_STATE",
          "Recovery codes come with an authenticator app or a passkey. Add one first.",
        );
      }
      const { codes, hashes } = newRecoveryCodes(config.APP_SECRET);
      await replaceRecoveryCodes(tx, auth.user.id, hashes, now());
      return { recoveryCodes: codes };
    });
  }

  async function changeSmsFallback(auth: AuthContext, input: { smsFallback: boolean; password: string }) {
    await provePassword(auth, input.password);
    if (input.smsFallback && (await confirmedMethods(db, auth.user.id)).length === 0) {
      throw new AppError(
        "INVALID_STATE",
        "SMS is already how you sign in: there is no other method to fall back from.",
      );
    }
    await setSmsFallback(db, auth.user.id, input.smsFallback);
  }

  /** The owner's policy, held at once over the live sessions of sub-users who have no strong method. */
  async function setPolicy(auth: AuthContext, required: boolean) {
    await db.transaction(async (tx) => {
      await setAccountPolicy(tx, auth.accountId, required);
      await holdSessionsWithoutStrongMethod(tx, auth.accountId, required, now());
    });
  }

  return {
    overview,
    startTotp,
    confirmTotp,
    passkeyOptions,
    addPasskey,
    removeTotp,
    removePasskey,
    renewRecoveryCodes,
    changeSmsFallback,
    setPolicy,
  };
}
