import {
  DEFAULT_LANGUAGE,
  type MerchantCategory,
  type ReviewDecisionRequest,
  type ReviewDetail,
  type ReviewQueueItem,
  type ReviewRequirement,
  pageFrom,
} from "@portal/contracts";
import type { FastifyInstance } from "fastify";
import type * as z from "zod/mini";
import type { Queryable } from "@/db/client";
import { AppError } from "@/lib/app-error";
import { findPayoutCard, markReviewPassed, setApplicationStatus } from "@/modules/applications/applications.repo";
import { findIndividualOf } from "@/modules/contract-signing/contract.repo";
import { actorOf } from "@/modules/operators/operator-accounts.service";
import { recordOperatorAction } from "@/modules/operators/operator-audit.repo";
import { readOperatorSettings } from "@/modules/operators/operators.repo";
import type { OperatorContext } from "@/plugins/operator-auth";
import { reviewMessages } from "./review.messages";
import {
  applicationsOfAccount,
  applicationWithOwner,
  approversSince,
  companyWithBank,
  insertReview,
  lockApplication,
  reviewHistory,
  reviewQueue,
} from "./review.repo";

export const REVIEW_QUEUE_PAGE_SIZE = 20;

/** Only the last two characters of a personal identity number are shown. */
const maskFin = (fin: string) =>
  fin.length <= 2 ? "•".repeat(fin.length) : "•".repeat(fin.length - 2) + fin.slice(-2);

/**
 * Merchant review (KYB) by the provider's risk operators (docs/operator-console.md): the
 * queue of applications in review, everything the merchant gave, and the decision. An
 * application of a four-eyes category needs two different risk operators' approval; it goes
 * live once review passed and its contract is signed, in either order.
 */
export function reviewService(app: FastifyInstance) {
  const { db, clock, config, messaging } = app;

  async function approvalsNeeded(q: Queryable, category: MerchantCategory): Promise<number> {
    const { fourEyesCategories } = await readOperatorSettings(q);
    return fourEyesCategories.includes(category) ? 2 : 1;
  }

  async function queue(page: number) {
    const [{ rows, total }, settings] = await Promise.all([
      reviewQueue(db, page, REVIEW_QUEUE_PAGE_SIZE),
      readOperatorSettings(db),
    ]);
    const content: ReviewQueueItem[] = rows.map((row) => ({
      appId: row.appId,
      appName: row.appName,
      accountType: row.accountType,
      category: row.category,
      merchantName: row.companyName ?? row.ownerName,
      merchantEmail: row.ownerEmail,
      submittedAt: (row.submittedAt ?? new Date(0)).toISOString(),
      contractStatus: row.contractStatus,
      approvals: row.approvals,
      approvalsNeeded: settings.fourEyesCategories.includes(row.category) ? 2 : 1,
    }));
    return pageFrom(content, page, REVIEW_QUEUE_PAGE_SIZE, total);
  }

  async function detail(context: OperatorContext, appId: string): Promise<ReviewDetail> {
    const row = await applicationWithOwner(db, appId);
    if (!row) throw new AppError("NOT_FOUND", "No such application.");
    const { app: application, owner, contract } = row;
    const [company, individual, card, history, needed, approvers, count] = await Promise.all([
      application.companyId ? companyWithBank(db, application.companyId) : undefined,
      application.accountType === "individual" ? findIndividualOf(db, appId) : undefined,
      findPayoutCard(db, appId),
      reviewHistory(db, appId),
      approvalsNeeded(db, application.category),
      application.submittedAt ? approversSince(db, appId, application.submittedAt) : ([] as string[]),
      applicationsOfAccount(db, application.accountId),
    ]);
    const waiting = application.status === "inReview" && application.reviewApprovedAt === null;
    return {
      application: {
        id: application.id,
        appName: application.appName,
        appUrl: application.appUrl,
        appInfo: application.appInfo,
        category: application.category,
        accountType: application.accountType,
        merchantId: application.merchantId,
        status: application.status,
        createdAt: application.createdAt.toISOString(),
        submittedAt: application.submittedAt?.toISOString() ?? null,
      },
      account: {
        id: application.accountId,
        ownerName: owner.fullName,
        email: owner.email,
        phone: owner.mobilePhone,
        language: owner.language ?? DEFAULT_LANGUAGE,
        createdAt: owner.createdAt.toISOString(),
        applications: count,
      },
      company: company
        ? {
            name: company.company.companyName,
            taxId: company.company.taxId,
            address: company.company.address,
            website: company.company.companyWebsite,
            bank: company.bank
              ? { bankName: company.bank.bankName, iban: company.bank.iban, swift: company.bank.swift }
              : null,
          }
        : null,
      individual: individual
        ? { fullName: individual.fullName, maskedFin: maskFin(individual.fin), address: individual.address }
        : null,
      payoutCard: card ? { maskedPan: card.maskedPan, cardHolder: card.cardHolder, expiry: card.expiry } : null,
      contract: { status: contract.status, signedAt: contract.signedAt?.toISOString() ?? null },
      approvals: waiting ? approvers.length : 0,
      approvalsNeeded: needed,
      approvedByMe: waiting && approvers.includes(context.operator.id),
      history: history.map(({ review, operatorName }) => ({
        at: review.at.toISOString(),
        operatorName,
        decision: review.decision,
        reason: review.reason,
        fields: review.fields as ReviewRequirement[],
      })),
    };
  }

  /**
   * One risk operator's decision, under a lock of the application so two decisions cannot
   * cross: approve (the last approval needed passes review), reject, or ask for changes. The
   * merchant's e-mail is written in the same transaction (the outbox) in the owner's language.
   */
  async function decide(context: OperatorContext, appId: string, input: z.output<typeof ReviewDecisionRequest>) {
    const at = clock();
    await db.transaction(async (tx) => {
      const row = await lockApplication(tx, appId);
      if (!row) throw new AppError("NOT_FOUND", "No such application.");
      const { app: application, owner } = row;
      if (application.status !== "inReview" || application.reviewApprovedAt !== null)
        throw new AppError("INVALID_STATE", "This application is not waiting for review.");
      const approvers = await approversSince(tx, appId, application.submittedAt ?? new Date(0));
      if (input.decision === "approve" && approvers.includes(context.operator.id))
        throw new AppError("INVALID_STATE", "You approved it already: a second risk operator must approve it.");
      const reason = input.decision === "approve" ? "" : input.reason;
      const fields = input.decision === "requestChanges" ? input.fields : [];
      await insertReview(tx, { appId, operatorId: context.operator.id, decision: input.decision, reason, fields, at });
      const before = { status: application.status, approvals: approvers.length };
      let after: Record<string, unknown>;
      let action: "review.approved" | "review.approvalRecorded" | "review.rejected" | "review.changesRequested";
      if (input.decision === "approve") {
        const passed = approvers.length + 1 >= (await approvalsNeeded(tx, application.category));
        if (passed) {
          await markReviewPassed(tx, appId, at);
        }
        action = passed ? "review.approved" : "review.approvalRecorded";
        after = { approvals: approvers.length + 1, reviewPassed: passed };
      } else {
        const status = input.decision === "reject" ? "rejected" : "changesRequested";
        await setApplicationStatus(tx, appId, status, at);
        action = input.decision === "reject" ? "review.rejected" : "review.changesRequested";
        after = { status, reason, fields };
      }
      await recordOperatorAction(
        tx,
        actorOf(context),
        { action, target: { type: "application", id: appId }, before, after },
        at,
      );
      if (action === "review.approvalRecorded") return;
      const texts = reviewMessages(owner.language ?? DEFAULT_LANGUAGE);
      const text =
        input.decision === "approve"
          ? texts.approved(application.appName, row.contract.status === "signed", `${config.PUBLIC_URL}/contract`)
          : input.decision === "reject"
            ? texts.rejected(application.appName, reason)
            : texts.changesRequested(application.appName, reason, `${config.PUBLIC_URL}/applications`);
      await messaging.send(
        { channel: "email", to: owner.email, subject: texts.subject(application.appName), text },
        tx,
      );
    });
    return detail(context, appId);
  }

  return { queue, detail, decide };
}
