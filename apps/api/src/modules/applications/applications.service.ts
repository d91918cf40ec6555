import {
  appInfoRules,
  type AppConfigUpdate,
  type Application,
  type ApplicationDetail,
  KEY_GRACE_MS,
  type KeyGracePeriod,
  type Language,
  LOGO_RECOMMENDED,
  isAppIdentityLocked,
  messages,
  type ReviewOutcome,
  type ReviewParams,
  type ReviewRequirement,
} from "@portal/contracts";
import type { FastifyInstance } from "fastify";
import QRCode from "qrcode";
import type * as z from "zod/mini";
import { AppError } from "@/lib/app-error";
import { newToken, sha256 } from "@/lib/crypto";
import { otpService } from "@/modules/otp/otp.service";
import type { AuthContext } from "@/plugins/auth";
import { applicationMessages } from "./applications.messages";
import {
  findApplication,
  findLogo,
  findPayoutCard,
  lastSendBack,
  submitForReview,
  listApplications,
  rotateSecretKey,
  toApplication,
  updateApplication,
  updateConfig,
} from "./applications.repo";
import { decodeLogo } from "./logo-image";
import { reviewGaps } from "./review-readiness";

/** Applications (SPEC §2): list, configure, logo, QR code, secret key, review, disable. */
export function applicationsService(app: FastifyInstance) {
  const { db, clock } = app;
  const otp = otpService(app);
  // `origin` (lib/public-origin.ts): where the merchant's request says customers' links point.
  const paymentPageUrl = (origin: string, merchantId: string) => `${origin}/pay/merchant/${merchantId}`;

  async function mine(auth: AuthContext, appId: string) {
    const row = await findApplication(db, auth.scope, appId);
    if (!row) throw new AppError("NOT_FOUND", "No such application.");
    return row;
  }

  const list = async (auth: AuthContext) => (await listApplications(db, auth.scope)).map(toApplication);

  async function detail(auth: AuthContext, appId: string, origin: string): Promise<ApplicationDetail> {
    const row = await mine(auth, appId);
    const payoutCard = await findPayoutCard(db, appId);
    const company = row.company && {
      id: row.company.id,
      companyName: row.company.companyName,
      companyWebsite: row.company.companyWebsite,
      address: row.company.address,
      taxId: row.company.taxId,
      category: row.company.category,
    };
    return {
      ...toApplication(row),
      defaultSmsTemplate: row.config.defaultSmsTemplate,
      applicationMail: row.config.applicationMail,
      withdrawalMethod: row.config.withdrawalMethod,
      paymentPageUrl: paymentPageUrl(origin, row.app.merchantId),
      company,
      payoutCard,
      missing: [...reviewGaps(row.app, payoutCard !== null).keys()],
      review: await sentBack(row.app),
      suspensionReason: row.app.status === "suspended" ? row.app.suspensionReason : null,
    };
  }

  /** The reason the merchant reads while the application is back with them or rejected. */
  async function sentBack(row: { id: string; status: Application["status"] }): Promise<ReviewOutcome | null> {
    if (row.status !== "changesRequested" && row.status !== "rejected") return null;
    const review = await lastSendBack(db, row.id);
    if (!review || review.decision === "approve") return null;
    return {
      decision: review.decision,
      reason: review.reason,
      fields: review.fields as ReviewRequirement[],
      decidedAt: review.at.toISOString(),
    };
  }

  async function configure(auth: AuthContext, req: z.output<typeof AppConfigUpdate>, origin: string) {
    const row = await mine(auth, req.appId);
    if (row.configId !== req.configId) throw new AppError("NOT_FOUND", "No such application settings.");
    if (row.app.status === "disabled") throw new AppError("INVALID_STATE", "A disabled application cannot be changed.");
    // The body's rules let the address be empty (a sole trader's may); a business's may not.
    const details = appInfoRules(row.app.accountType).safeParse(req.app);
    if (!details.success) {
      // A field's first problem, as the body's own validation names it.
      const fields: Record<string, string> = {};
      for (const issue of details.error.issues) fields[`app.${String(issue.path[0])}`] ??= issue.message;
      throw new AppError("VALIDATION_ERROR", "Some fields are not valid.", { fields });
    }
    if (isAppIdentityLocked(row.app.status)) {
      const changed = (["appName", "appUrl"] as const).filter((field) => req.app[field] !== row.app[field]);
      if (changed.length > 0) {
        throw new AppError("INVALID_STATE", "The name and address of an application in review or live cannot change.", {
          fields: Object.fromEntries(changed.map((field) => [`app.${field}`, messages.appDetailsLocked])),
        });
      }
    }
    await db.transaction(async (tx) => {
      await updateApplication(tx, req.appId, req.app);
      await updateConfig(tx, req.appId, {
        defaultSmsTemplate: req.defaultSmsTemplate,
        applicationMail: req.applicationMail,
        withdrawalMethod: req.withdrawalMethod,
      });
    });
    return detail(auth, req.appId, origin);
  }

  async function uploadLogo(auth: AuthContext, appId: string, bytes: Buffer) {
    const row = await mine(auth, appId);
    if (row.app.status === "disabled") throw new AppError("INVALID_STATE", "A disabled application cannot be changed.");
    const image = await decodeLogo(bytes);
    await db.transaction(async (tx) => {
      await updateConfig(tx, appId, { logo: image.bytes, logoType: image.type });
      await updateApplication(tx, appId, {});
    });
    const { width, height } = image;
    return {
      logoUrl: toApplication({ ...row, app: { ...row.app, updatedAt: clock() }, hasLogo: image.type }).logoUrl!,
      width,
      height,
      belowRecommended: width < LOGO_RECOMMENDED.width || height < LOGO_RECOMMENDED.height,
    };
  }

  /** Logos are public: the checkout shows them to the merchant's customers. */
  async function logo(appId: string) {
    const row = await findLogo(db, appId);
    if (!row?.logo || !row.logoType) throw new AppError("NOT_FOUND", "This application has no logo.");
    return { bytes: row.logo, type: row.logoType };
  }

  async function qrCode(auth: AuthContext, appId: string, origin: string): Promise<Buffer> {
    const row = await mine(auth, appId);
    return QRCode.toBuffer(paymentPageUrl(origin, row.app.merchantId), { type: "png", width: 512, margin: 2 });
  }

  /** Codes for the key and for disabling go to the phone of the user asking. */
  async function sendCode(auth: AuthContext, appId: string, purpose: "updateKey" | "deleteApp", lang: Language) {
    const row = await mine(auth, appId);
    if (row.app.status === "disabled") throw new AppError("INVALID_STATE", "This application is disabled.");
    const text =
      purpose === "updateKey" ? applicationMessages(lang).updateKeyCode : applicationMessages(lang).deleteAppCode;
    const { resendIn } = await otp.send({
      purpose,
      target: `${appId}:${auth.user.id}`,
      userId: auth.user.id,
      whenTooSoon: "refuse",
      sms: { to: auth.user.mobilePhone, accountId: auth.user.accountId, text: (code) => text(code, row.app.appName) },
    });
    return { resendIn };
  }

  /**
   * A new secret key, returned this once; only its hash is kept. The old key stops working at
   * once, or after the grace the merchant chose (an hour, a day), so their servers can switch
   * to the new one without failed calls in between.
   */
  async function rotateKey(auth: AuthContext, appId: string, code: string, lang: Language, grace: KeyGracePeriod) {
    const row = await mine(auth, appId);
    if (row.app.status === "disabled") throw new AppError("INVALID_STATE", "This application is disabled.");
    const secretKey = `sk_${newToken()}`;
    const now = clock();
    const previousUntil =
      grace === "now" || row.app.secretKeyHash === null ? null : new Date(now.getTime() + KEY_GRACE_MS[grace]);
    await otp.verify({ purpose: "updateKey", target: `${appId}:${auth.user.id}`, code, lang }, (tx) =>
      rotateSecretKey(tx, appId, sha256(secretKey), previousUntil, now),
    );
    return { secretKey, previousKeyExpiresAt: previousUntil?.toISOString() ?? null };
  }

  async function disable(auth: AuthContext, appId: string, code: string, lang: Language, origin: string) {
    await mine(auth, appId);
    await otp.verify({ purpose: "deleteApp", target: `${appId}:${auth.user.id}`, code, lang }, (tx) =>
      updateApplication(tx, appId, {
        status: "disabled",
        secretKeyHash: null,
        previousSecretKeyHash: null,
        previousSecretKeyExpiresAt: null,
      }),
    );
    return detail(auth, appId, origin);
  }

  /** Sends a draft (or one sent back for changes) to review; it goes live once review passed and the contract is signed. */
  async function switchToReview(auth: AuthContext, params: z.output<typeof ReviewParams>, origin: string) {
    const row = await mine(auth, params.appId);
    if (row.app.accountType !== params.accountType)
      throw new AppError("NOT_FOUND", "No such application of this account type.");
    if (row.app.status !== "draft" && row.app.status !== "changesRequested")
      throw new AppError("INVALID_STATE", "Only a draft, or one sent back for changes, can be sent to review.");
    const gaps = reviewGaps(row.app, (await findPayoutCard(db, params.appId)) !== null);
    if (gaps.size > 0) {
      throw new AppError(
        "APPLICATION_INCOMPLETE",
        `Complete the application before review: ${[...gaps.keys()].join(", ")}.`,
        {
          fields: Object.fromEntries(gaps),
        },
      );
    }
    // The sandbox reviewer approves at once; with REVIEW=operators the provider's risk operators decide.
    await db.transaction((tx) => submitForReview(tx, params.appId, clock(), app.config.REVIEW === "sandbox"));
    return detail(auth, params.appId, origin);
  }

  return { list, detail, configure, uploadLogo, logo, qrCode, sendCode, rotateKey, disable, switchToReview, mine };
}
