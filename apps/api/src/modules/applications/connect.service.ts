import {
  type BankDetails,
  type ConnectBusinessRequest,
  type ConnectIndividualRequest,
  type ConnectResponse,
  type Language,
  type PaymentCardRequest,
  type PaymentCardResponse,
  cardBrandOf,
  maskPan,
  phoneHint,
} from "@portal/contracts";
import type { FastifyInstance } from "fastify";
import type * as z from "zod/mini";
import type { Queryable } from "@/db/client";
import { AppError } from "@/lib/app-error";
import type { AuthContext } from "@/plugins/auth";
import { otpService } from "@/modules/otp/otp.service";
import { connectMessages } from "./connect.messages";
import { findApplication, grantToSubUser, insertApplication, type NewApplication } from "./applications.repo";
import {
  bankAccountsOfCompany,
  companiesOfAccount,
  findCompany,
  insertBankAccount,
  insertCompany,
  insertIndividual,
  insertPaymentCard,
  markCardAttached,
  setUserFin,
} from "./connect.repo";

type Business = z.output<typeof ConnectBusinessRequest>;
type Individual = z.output<typeof ConnectIndividualRequest>;
type BankDetailsOut = z.output<typeof BankDetails>;

/** Connect onboarding (SPEC §2): a business or a sole trader becomes a draft application. */
export function connectService(app: FastifyInstance) {
  const { db, clock } = app;
  const otp = otpService(app);
  // Codes of a signed-in user are bound to that user too: another account cannot burn them.
  const connectTarget = (auth: AuthContext, phone: string) => `${auth.user.id}:${phone}`;

  /** A new application, in the caller's transaction, that its maker may act on at once. */
  async function newApplication(
    tx: Queryable,
    auth: AuthContext,
    fields: Omit<NewApplication, "accountId" | "ownerId">,
  ) {
    const created = await insertApplication(tx, { ...fields, accountId: auth.user.accountId, ownerId: auth.user.id });
    await grantToSubUser(tx, auth.user.id, created.app.id, clock());
    return created;
  }

  /** Company, bank account and application in one transaction: all three or none. */
  async function connectBusiness(auth: AuthContext, req: Business): Promise<ConnectResponse> {
    const { accountId } = auth.user;
    return db.transaction(async (tx) => {
      let companyId: string;
      if (req.companyId) {
        const existing = await findCompany(tx, accountId, req.companyId);
        if (!existing) throw new AppError("NOT_FOUND", "No such company.");
        companyId = existing.id;
      } else {
        companyId = (await insertCompany(tx, accountId, req.company!)).id;
      }
      if (req.bankDetails) await insertBankAccount(tx, accountId, companyId, req.bankDetails);
      const { app: created, config: cfg } = await newApplication(tx, auth, {
        companyId,
        accountType: "business",
        ...req.app,
        withdrawalMethod: "iban",
      });
      return { status: "created" as const, appId: created.id, appConfigId: cfg.id, companyId };
    });
  }

  /**
   * A sole trader: the first call texts a code to the phone given; the second, with the
   * code, creates the application named after the person.
   */
  async function connectIndividual(auth: AuthContext, req: Individual, lang: Language): Promise<ConnectResponse> {
    const { individual } = req;
    if (!req.otp) {
      const { resendIn } = await otp.send({
        purpose: "connect",
        target: connectTarget(auth, individual.phone),
        userId: auth.user.id,
        whenTooSoon: "reuse",
        sms: { to: individual.phone, accountId: auth.user.accountId, text: connectMessages(lang).connectCode },
      });
      return { status: "otpSent", phoneHint: phoneHint(individual.phone), resendIn };
    }
    const target = { purpose: "connect" as const, target: connectTarget(auth, individual.phone), code: req.otp, lang };
    const created = await otp.verify(target, async (tx) => {
      const { app: created, config: cfg } = await newApplication(tx, auth, {
        companyId: null,
        accountType: "individual",
        appName: individual.fullName.slice(0, 30),
        // Asked on the personal step: a site or social page if there is one, and what is sold.
        appUrl: req.app?.appUrl ?? "",
        appInfo: req.app?.appInfo ?? "",
        category: "eCommerce",
        withdrawalMethod: "card",
      });
      await insertIndividual(tx, { appId: created.id, ...individual });
      await setUserFin(tx, auth.user.id, individual.fin, clock());
      return { appId: created.id, appConfigId: cfg.id };
    });
    return { status: "created", ...created, companyId: null };
  }

  /**
   * Attaches a payout card with a code texted to the user's phone (money will leave to it):
   * the first call sends the code, the second, with it, attaches the card. The code is
   * bound to the user, the application and the card's last digits, so it confirms this card.
   * The full number never reaches the database.
   */
  async function attachCard(
    auth: AuthContext,
    req: z.output<typeof PaymentCardRequest>,
    lang: Language,
  ): Promise<PaymentCardResponse> {
    if (!(await findApplication(db, auth.scope, req.merchant))) throw new AppError("NOT_FOUND", "No such application.");
    const target = `${auth.user.id}:${req.merchant}:${maskPan(req.cardNumber)}`;
    if (!req.otp) {
      const { resendIn } = await otp.send({
        purpose: "attachCard",
        target,
        userId: auth.user.id,
        whenTooSoon: "reuse",
        sms: {
          to: auth.user.mobilePhone,
          accountId: auth.user.accountId,
          text: (code) => connectMessages(lang).attachCardCode(code, maskPan(req.cardNumber).slice(-4)),
        },
      });
      return { status: "otpSent", phoneHint: phoneHint(auth.user.mobilePhone), resendIn };
    }
    return otp.verify({ purpose: "attachCard", target, code: req.otp, lang }, async (tx) => {
      const card = await insertPaymentCard(tx, {
        userId: auth.user.id,
        appId: req.merchant,
        maskedPan: maskPan(req.cardNumber),
        brand: cardBrandOf(req.cardNumber),
        expiry: req.expiry,
        cardHolder: req.cardHolder,
      });
      await markCardAttached(tx, auth.user.id, clock());
      const { id, maskedPan, brand, expiry, cardHolder } = card;
      return { id, maskedPan, brand, expiry, cardHolder };
    });
  }

  async function listCompanies(auth: AuthContext) {
    const rows = await companiesOfAccount(db, auth.user.accountId);
    return rows.map(({ id, companyName, companyWebsite, address, taxId, category }) => ({
      id,
      companyName,
      companyWebsite,
      address,
      taxId,
      category,
    }));
  }

  async function bankAccountsOf(auth: AuthContext, companyId: string) {
    if (!(await findCompany(db, auth.user.accountId, companyId))) throw new AppError("NOT_FOUND", "No such company.");
    const rows = await bankAccountsOfCompany(db, companyId);
    return rows.map(({ accountId: _a, createdAt: _c, ...rest }) => rest);
  }

  async function addBankAccount(auth: AuthContext, companyId: string, bank: BankDetailsOut) {
    return db.transaction(async (tx) => {
      if (!(await findCompany(tx, auth.user.accountId, companyId))) throw new AppError("NOT_FOUND", "No such company.");
      const {
        accountId: _a,
        createdAt: _c,
        ...rest
      } = await insertBankAccount(tx, auth.user.accountId, companyId, bank);
      return rest;
    });
  }

  return { connectBusiness, connectIndividual, attachCard, listCompanies, bankAccountsOf, addBankAccount };
}
