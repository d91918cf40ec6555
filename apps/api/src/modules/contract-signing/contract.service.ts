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
  uploadSignedFile,
} from "./contract.repo";
import { checkSignedPdf } from "./signed-file";

type Step = ContractRow["step"];

function toState(row: ContractRow, method: ContractState["method"]): ContractState {
  return {
    status: row.status,
    step: row.step,
    waiting: row.waiting,
    verificationCode: row.waiting ? row.verificationCode : null,
    transactionId: row.transactionId,
    signedAt: row.signedAt?.toISOString() ?? null,
    failureReason: row.failureReason,
    method,
    uploadedAt: row.uploadedAt?.toISOString() ?? null,
    refusalReason: row.status === "refused" ? row.refusalReason : null,
  };
}

/** What the contract names: the merchant (a company, or the sole trader), the application, the date, and the signature once signed. */
async function contractDataOf(
  app: FastifyInstance,
  appId: string,
  signature?: ContractData["signature"],
): Promise<ContractData> {
  const { db, clock } = app;
  const row = (await findApplicationById(db, appId))!;
  const application = { appName: row.appName, appUrl: row.appUrl, merchantId: row.merchantId };
  if (row.accountType === "business" && row.companyId) {
    const c = await findCompanyById(db, row.companyId);
    return { merchant: { kind: "company", ...c! }, application, date: clock(), signature };
  }
  const person = await findIndividualOf(db, appId);
  return { merchant: { kind: "individual", ...person! }, application, date: clock(), signature };
}

/** The contract as the product makes it, for an operator to compare a file signed on paper with. */
export async function generatedContract(app: FastifyInstance, appId: string, lang: Language): Promise<Buffer> {
  return renderContractPdf(await contractDataOf(app, appId), lang);
}

/**
 * Contract signing with the mobile e-signature (DESIGN §4): unsigned → started (sign in on
 * the phone, then sign there) → signed | failed. The provider is asked outside database
 * transactions; each change is written only if the row is still where the step expects.
 */
export function contractService(app: FastifyInstance) {
  const { db, clock, esign } = app;
  const apps = applicationsService(app);
  const method = app.config.ESIGN === "manual" ? "manual" : "mobile";
  const stateOf = (row: ContractRow) => toState(row, method);

  /** Moves the contract on only from the step it was read in, so two pollers cannot both act. */
  async function advance(appId: string, from: { step: Step; waiting: boolean }, values: Partial<ContractRow>) {
    const row = await moveContract(db, appId, from, { ...values, updatedAt: clock() });
    return row ?? (await findContract(db, appId));
  }

  const contractData = (appId: string, signature?: ContractData["signature"]) => contractDataOf(app, appId, signature);

  async function view(auth: AuthContext, accountType: AccountType, appId: string, lang: Language): Promise<Buffer> {
    const { app: row } = await apps.mine(auth, appId);
    if (row.accountType !== accountType) throw new AppError("NOT_FOUND", "No such application of this account type.");
    const contract = await findContract(db, appId);
    return contract.signedPdf ?? renderContractPdf(await contractData(appId), lang);
  }

  async function state(auth: AuthContext, appId: string) {
    await apps.mine(auth, appId);
    return stateOf(await findContract(db, appId));
  }

  /** Step one: the signer is asked to sign in on the phone. */
  async function asanLogin(auth: AuthContext, req: z.output<typeof AsanLoginRequest>, lang: Language) {
    const { app: row } = await apps.mine(auth, req.appId);
    if (method === "manual")
      throw new AppError("INVALID_STATE", "Contracts are signed on paper here: upload the signed PDF instead.");
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
    return stateOf(updated);
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
    return stateOf(await poll(await findContract(db, appId)));
  }

  /** Step two, once signed in: the document goes to the phone to be signed; later calls poll. */
  async function signStep(auth: AuthContext, appId: string) {
    await apps.mine(auth, appId);
    const row = await poll(await findContract(db, appId));
    if (row.status !== "started") return stateOf(row);
    if (row.step === "auth" && !row.waiting) {
      const document = await renderContractPdf(await contractData(appId), row.language as Language);
      const { verificationCode } = await esign.startSigning({ transactionId: row.transactionId!, document });
      return stateOf(await advance(appId, row, { step: "sign", waiting: true, verificationCode }));
    }
    if (row.step === "sign") return stateOf(row);
    throw new AppError("INVALID_STATE", "Sign in with the mobile e-signature first.");
  }

  /** Last step: the signed contract is stored, and an application in review goes live. */
  async function sign(auth: AuthContext, appId: string, transactionId: string) {
    await apps.mine(auth, appId);
    const row = await poll(await findContract(db, appId));
    if (row.transactionId !== transactionId) throw new AppError("NOT_FOUND", "No such signing transaction.");
    if (row.status === "signed") return stateOf(row);
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
    return stateOf(signed ?? (await findContract(db, appId)));
  }

  async function signedFile(auth: AuthContext, appId: string): Promise<Buffer> {
    await apps.mine(auth, appId);
    const row = await findContract(db, appId);
    if (!row.signedPdf) throw new AppError("NOT_FOUND", "The contract is not signed yet.");
    return row.signedPdf;
  }

  /**
   * ESIGN=manual: the merchant's signed file (a PDF, checked) waits for a risk operator, who
   * confirms it (the contract is signed) or refuses it with a reason; a refused or waiting
   * file may be replaced.
   */
  async function uploadSigned(auth: AuthContext, appId: string, readFile: () => Promise<Buffer>) {
    const { app: row } = await apps.mine(auth, appId);
    if (method !== "manual")
      throw new AppError("INVALID_STATE", "Contracts are signed with the mobile e-signature here.");
    if (["disabled", "rejected", "suspended"].includes(row.status))
      throw new AppError("INVALID_STATE", "This application's contract cannot be signed now.");
    // Read only once the application is known to be the caller's: another's is 404 whatever is sent.
    const bytes = await readFile();
    checkSignedPdf(bytes);
    const at = clock();
    const updated = await uploadSignedFile(db, appId, bytes, at);
    if (!updated) throw new AppError("INVALID_STATE", "The contract is already signed.");
    return stateOf(updated);
  }

  return { view, state, asanLogin, pollAuth, signStep, sign, signedFile, uploadSigned };
}
