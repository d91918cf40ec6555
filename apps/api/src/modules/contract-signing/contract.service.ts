import type { AccountType, AsanLoginRequest, ContractState, Language } from "@portal/contracts";
import type { FastifyInstance } from "fastify";
import type * as z from "zod/mini";
import { AppError } from "@/lib/app-error";
import { findApplicationById, makeLiveIfReady } from "@/modules/applications/applications.repo";
import { applicationsService } from "@/modules/applications/applications.service";
import type { AuthContext } from "@/plugins/auth";
import { type ContractData, renderContractPdf } from "./contract-pdf";
import {
  type ContractRow,
  findCompanyById,
  findContract,
  findIndividualOf,
  markSigned,
  moveContract,
  updateContractFromStatus,
} from "./contract.repo";

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

  /** Moves the contract on only from the step it was read in, so two pollers cannot both act. */
  async function advance(appId: string, from: { step: Step; waiting: boolean }, values: Partial<ContractRow>) {
    const row = await moveContract(db, appId, from, { ...values, updatedAt: clock() });
    return row ?? (await findContract(db, appId));
  }

  async function contractData(appId: string, signature?: ContractData["signature"]): Promise<ContractData> {
    const app = await findApplicationById(db, appId);
    const application = { appName: app!.appName, appUrl: app!.appUrl, merchantId: app!.merchantId };
    if (app!.accountType === "business" && app!.companyId) {
      const c = await findCompanyById(db, app!.companyId);
      return { merchant: { kind: "company", ...c! }, application, date: clock(), signature };
    }
    const person = await findIndividualOf(db, appId);
    return { merchant: { kind: "individual", ...person! }, application, date: clock(), signature };
  }

  async function view(auth: AuthContext, accountType: AccountType, appId: string, lang: Language): Promise<Buffer> {
    const { app: row } = await apps.mine(auth, appId);
    if (row.accountType !== accountType) throw new AppError("NOT_FOUND", "No such application of this account type.");
    const contract = await findContract(db, appId);
    return contract.signedPdf ?? renderContractPdf(await contractData(appId), lang);
  }

  async function state(auth: AuthContext, appId: string) {
    await apps.mine(auth, appId);
    return toState(await findContract(db, appId));
  }

  /** Step one: the signer is asked to sign in on the phone. */
  async function asanLogin(auth: AuthContext, req: z.output<typeof AsanLoginRequest>, lang: Language) {
    const { app: row } = await apps.mine(auth, req.appId);
    if (row.status === "disabled") throw new AppError("INVALID_STATE", "This application is disabled.");
    const current = await findContract(db, req.appId);
    if (current.status === "signed") throw new AppError("INVALID_STATE", "The contract is already signed.");
    const { transactionId, verificationCode } = await esign.startAuth({ phone: req.phone, userId: req.userId });
    const updated = await updateContractFromStatus(db, req.appId, current.status, {
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
    });
    if (!updated) throw new AppError("INVALID_STATE", "The contract changed meanwhile. Try again.");
    return toState(updated);
  }

  /** Asks the provider whether the signer answered the current step. */
  async function poll(row: ContractRow): Promise<ContractRow> {
    if (!row.waiting || !row.transactionId || row.status !== "started") return row;
    const decision = await esign.decision(row.transactionId);
    if (decision === "pending") return row;
    return advance(
      row.appId,
      row,
      decision === "confirmed" ? { waiting: false } : { waiting: false, status: "failed", failureReason: "declined" },
    );
  }

  async function pollAuth(auth: AuthContext, appId: string) {
    await apps.mine(auth, appId);
    return toState(await poll(await findContract(db, appId)));
  }

  /** Step two, once signed in: the document goes to the phone to be signed; later calls poll. */
  async function signStep(auth: AuthContext, appId: string) {
    await apps.mine(auth, appId);
    const row = await poll(await findContract(db, appId));
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
    const row = await poll(await findContract(db, appId));
    if (row.transactionId !== transactionId) throw new AppError("NOT_FOUND", "No such signing transaction.");
    if (row.status === "signed") return toState(row);
    if (row.status !== "started" || row.step !== "sign" || row.waiting) {
      throw new AppError(
        "INVALID_STATE",
        row.status === "failed" ? "The signer declined." : "The signer has not signed yet.",
      );
    }
    const signedAt = clock();
    const signature = { phone: row.signerPhone!, userId: row.signerUserId!, transactionId, signedAt };
    const signedPdf = await renderContractPdf(await contractData(appId, signature), row.language as Language);
    const signed = await db.transaction(async (tx) => {
      const updated = await markSigned(tx, appId, signedPdf, signedAt);
      // Live now if review passed already; otherwise the review decision makes it live.
      await makeLiveIfReady(tx, appId, signedAt);
      return updated;
    });
    return toState(signed ?? (await findContract(db, appId)));
  }

  async function signedFile(auth: AuthContext, appId: string): Promise<Buffer> {
    await apps.mine(auth, appId);
    const row = await findContract(db, appId);
    if (!row.signedPdf) throw new AppError("NOT_FOUND", "The contract is not signed yet.");
    return row.signedPdf;
  }

  return { view, state, asanLogin, pollAuth, signStep, sign, signedFile };
}
