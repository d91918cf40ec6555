import type { AccountType, AsanLoginRequest, ContractState, Language } from "@portal/contracts";
import { and, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type * as z from "zod/mini";
import { applications, companies, contracts, individuals } from "@/db/schema";
import { AppError } from "@/lib/app-error";
import { applicationsService } from "@/modules/applications/applications.service";
import type { AuthContext } from "@/plugins/auth";
import { type ContractData, renderContractPdf } from "./contract-pdf";

type ContractRow = typeof contracts.$inferSelect;
type Step = ContractRow["step"];

function toState(row: ContractRow): ContractState {
  return {
    status: row.status,
    step: row.step,
    waiting: row.waiting,
    verificationCode: row.waiting ? row.verificationCode : null,
    transactionId: row.transactionId,
    signedAt: row.signedAt?.toISOString() ?? null,
    failureReason: row.failureReason,
  };
}

/**
 * Contract signing with the mobile e-signature (DESIGN §4): unsigned → started (sign in on
 * the phone, then sign there) → signed | failed. The provider is asked outside database
 * transactions; each change is written only if the row is still where the step expects.
 */
export function contractService(app: FastifyInstance) {
  const { db, clock, esign } = app;
  const apps = applicationsService(app);

  async function contractOf(appId: string): Promise<ContractRow> {
    const [row] = await db.select().from(contracts).where(eq(contracts.appId, appId));
    return row!;
  }

  /** Moves the contract on only from the step it was read in, so two pollers cannot both act. */
  async function advance(appId: string, from: { step: Step; waiting: boolean }, values: Partial<ContractRow>) {
    const [row] = await db
      .update(contracts)
      .set({ ...values, updatedAt: clock() })
      .where(and(eq(contracts.appId, appId), eq(contracts.step, from.step), eq(contracts.waiting, from.waiting)))
      .returning();
    return row ?? (await contractOf(appId));
  }

  async function contractData(appId: string, signature?: ContractData["signature"]): Promise<ContractData> {
    const [app] = await db.select().from(applications).where(eq(applications.id, appId));
    const application = { appName: app!.appName, appUrl: app!.appUrl, merchantId: app!.merchantId };
    if (app!.accountType === "business" && app!.companyId) {
      const [c] = await db.select().from(companies).where(eq(companies.id, app!.companyId));
      return { merchant: { kind: "company", ...c! }, application, date: clock(), signature };
    }
    const [person] = await db.select().from(individuals).where(eq(individuals.appId, appId));
    return { merchant: { kind: "individual", ...person! }, application, date: clock(), signature };
  }

  async function view(auth: AuthContext, accountType: AccountType, appId: string, lang: Language): Promise<Buffer> {
    const { app: row } = await apps.mine(auth, appId);
    if (row.accountType !== accountType) throw new AppError("NOT_FOUND", "No such application of this account type.");
    const contract = await contractOf(appId);
    return contract.signedPdf ?? renderContractPdf(await contractData(appId), lang);
  }

  async function state(auth: AuthContext, appId: string) {
    await apps.mine(auth, appId);
    return toState(await contractOf(appId));
  }

  /** Step one: the signer is asked to sign in on the phone. */
  async function asanLogin(auth: AuthContext, req: z.output<typeof AsanLoginRequest>, lang: Language) {
    const { app: row } = await apps.mine(auth, req.appId);
    if (row.status === "disabled") throw new AppError("INVALID_STATE", "This application is disabled.");
    const current = await contractOf(req.appId);
    if (current.status === "signed") throw new AppError("INVALID_STATE", "The contract is already signed.");
    const { transactionId, verificationCode } = await esign.startAuth({ phone: req.phone, userId: req.userId });
    const [updated] = await db
      .update(contracts)
      .set({
        status: "started",
        step: "auth",
        waiting: true,
        transactionId,
        verificationCode,
        signerPhone: req.phone,
        signerUserId: req.userId,
        failureReason: null,
        language: lang,
        updatedAt: clock(),
      })
      .where(and(eq(contracts.appId, req.appId), eq(contracts.status, current.status)))
      .returning();
    if (!updated) throw new AppError("INVALID_STATE", "The contract changed meanwhile. Try again.");
    return toState(updated);
  }

  /** Asks the provider whether the signer answered the current step. */
  async function poll(row: ContractRow): Promise<ContractRow> {
    if (!row.waiting || !row.transactionId || row.status !== "started") return row;
    const decision = await esign.decision(row.transactionId);
    if (decision === "pending") return row;
    return advance(row.appId, row, decision === "confirmed" ? { waiting: false } : { waiting: false, status: "failed", failureReason: "declined" });
  }

  async function pollAuth(auth: AuthContext, appId: string) {
    await apps.mine(auth, appId);
    return toState(await poll(await contractOf(appId)));
  }

  /** Step two, once signed in: the document goes to the phone to be signed; later calls poll. */
  async function signStep(auth: AuthContext, appId: string) {
    await apps.mine(auth, appId);
    const row = await poll(await contractOf(appId));
    if (row.status !== "started") return toState(row);
    if (row.step === "auth" && !row.waiting) {
      const document = await renderContractPdf(await contractData(appId), row.language as Language);
      const { verificationCode } = await esign.startSigning({ transactionId: row.transactionId!, document });
      return toState(await advance(appId, row, { step: "sign", waiting: true, verificationCode }));
    }
    if (row.step === "sign") return toState(row);
    throw new AppError("INVALID_STATE", "Sign in with the mobile e-signature first.");
  }

  /** Last step: the signed contract is stored, and an application in review goes live. */
  async function sign(auth: AuthContext, appId: string, transactionId: string) {
    await apps.mine(auth, appId);
    const row = await poll(await contractOf(appId));
    if (row.transactionId !== transactionId) throw new AppError("NOT_FOUND", "No such signing transaction.");
    if (row.status === "signed") return toState(row);
    if (row.status !== "started" || row.step !== "sign" || row.waiting) {
      throw new AppError("INVALID_STATE", row.status === "failed" ? "The signer declined." : "The signer has not signed yet.");
    }
    const signedAt = clock();
    const signature = { phone: row.signerPhone!, userId: row.signerUserId!, transactionId, signedAt };
    const signedPdf = await renderContractPdf(await contractData(appId, signature), row.language as Language);
    const signed = await db.transaction(async (tx) => {
      const [updated] = await tx
        .update(contracts)
        .set({ status: "signed", step: "done", signedPdf, signedAt, updatedAt: signedAt })
        .where(and(eq(contracts.appId, appId), eq(contracts.step, "sign"), eq(contracts.status, "started")))
        .returning();
      // The sandbox reviewer approves at once: a signed application in review is live.
      await tx
        .update(applications)
        .set({ status: "live", updatedAt: signedAt })
        .where(and(eq(applications.id, appId), eq(applications.status, "inReview")));
      return updated;
    });
    return toState(signed ?? (await contractOf(appId)));
  }

  async function signedFile(auth: AuthContext, appId: string): Promise<Buffer> {
    await apps.mine(auth, appId);
    const row = await contractOf(appId);
    if (!row.signedPdf) throw new AppError("NOT_FOUND", "The contract is not signed yet.");
    return row.signedPdf;
  }

  return { view, state, asanLogin, pollAuth, signStep, sign, signedFile };
}
