import { type ContractDecisionRequest, DEFAULT_LANGUAGE, type Language, pageFrom } from "@portal/contracts";
import type { FastifyInstance } from "fastify";
import type * as z from "zod/mini";
import { AppError } from "@/lib/app-error";
import { findApplicationById, makeLiveIfReady } from "@/modules/applications/applications.repo";
import { generatedContract } from "@/modules/contract-signing/contract.service";
import { actorOf } from "@/modules/operators/operator-accounts.service";
import { recordOperatorAction } from "@/modules/operators/operator-audit.repo";
import type { OperatorContext } from "@/plugins/operator-auth";
import { contractReviewMessages } from "./contract-review.messages";
import {
  confirmUploaded,
  contractQueue,
  lockUploadedContract,
  refuseUploaded,
  uploadedFileOf,
} from "./contract-review.repo";

export const CONTRACT_QUEUE_PAGE_SIZE = 20;

/**
 * Contracts signed outside the e-signature service (ESIGN=manual, docs/operator-console.md):
 * a risk operator compares the merchant's uploaded file with the contract the product makes,
 * and confirms it (the contract is signed; the application goes live if review passed) or
 * refuses it with a reason the merchant reads.
 */
export function contractReviewService(app: FastifyInstance) {
  const { db, clock, config, messaging } = app;

  async function queue(page: number) {
    const { rows, total } = await contractQueue(db, page, CONTRACT_QUEUE_PAGE_SIZE);
    return pageFrom(
      rows.map((row) => ({
        appId: row.appId,
        appName: row.appName,
        merchantName: row.companyName ?? row.ownerName,
        merchantEmail: row.ownerEmail,
        uploadedAt: row.uploadedAt!.toISOString(),
        applicationStatus: row.applicationStatus,
      })),
      page,
      CONTRACT_QUEUE_PAGE_SIZE,
      total,
    );
  }

  async function uploaded(appId: string): Promise<Buffer> {
    const row = await uploadedFileOf(db, appId);
    if (!row?.pdf) throw new AppError("NOT_FOUND", "No signed file was uploaded for this application.");
    return row.pdf;
  }

  /** The contract as the product makes it, in the language the merchant read it in. */
  async function generated(appId: string): Promise<Buffer> {
    const row = await uploadedFileOf(db, appId);
    if (!row) throw new AppError("NOT_FOUND", "No such application.");
    return generatedContract(app, appId, row.language as Language);
  }

  async function decide(context: OperatorContext, appId: string, input: z.output<typeof ContractDecisionRequest>) {
    const at = clock();
    return db.transaction(async (tx) => {
      const row = await lockUploadedContract(tx, appId);
      if (!row) throw new AppError("NOT_FOUND", "No such application.");
      if (row.contract.status !== "uploaded" || !row.contract.uploadedPdf)
        throw new AppError("INVALID_STATE", "No signed file waits for a decision.");
      const texts = contractReviewMessages(row.owner.language ?? DEFAULT_LANGUAGE);
      const confirm = input.decision === "confirm";
      if (confirm) {
        await confirmUploaded(tx, appId, row.contract.uploadedPdf, at);
        await makeLiveIfReady(tx, appId, at);
      } else await refuseUploaded(tx, appId, input.reason, at);
      const application = (await findApplicationById(tx, appId))!;
      await recordOperatorAction(
        tx,
        actorOf(context),
        {
          action: confirm ? "contract.confirmed" : "contract.refused",
          target: { type: "application", id: appId },
          before: { contractStatus: "uploaded", applicationStatus: row.app.status },
          after: {
            contractStatus: confirm ? "signed" : "refused",
            applicationStatus: application.status,
            ...(!confirm && { reason: input.reason }),
          },
        },
        at,
      );
      const text = confirm
        ? texts.confirmed(row.app.appName, application.status === "live")
        : texts.refused(row.app.appName, input.reason, `${config.PUBLIC_URL}/contract`);
      await messaging.send(
        { channel: "email", to: row.owner.email, subject: texts.subject(row.app.appName), text },
        tx,
      );
      return {
        appId,
        contractStatus: confirm ? ("signed" as const) : ("refused" as const),
        applicationStatus: application.status,
      };
    });
  }

  return { queue, uploaded, generated, decide };
}
