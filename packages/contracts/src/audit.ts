import * as z from "zod/mini";
import { dateField } from "./dates";
import { pageOf, PageQuery } from "./pages";

/**
 * What the audit trail records (issue "Users and permissions"): changes of users and their
 * access, and every action that moves money or changes an application. Named after the SPEC's
 * concepts, `area.verb`.
 */
export const auditActions = [
  "user.created",
  "user.accessChanged",
  "user.deactivated",
  "user.deleted",
  "user.passwordChanged",
  "user.phoneChanged",
  "user.notificationsConnected",
  "user.notificationsDisconnected",
  "user.strongMethodAdded",
  "user.strongMethodRemoved",
  "user.recoveryCodesRenewed",
  "user.smsFallbackChanged",
  "user.strongMethodPolicyChanged",
  "invoice.created",
  "invoice.sent",
  "invoice.edited",
  "invoice.canceled",
  "invoice.bulkUploaded",
  "invoice.bulkProcessed",
  "transaction.refunded",
  "transaction.completed",
  "transaction.reversed",
  "wallet.transferred",
  "wallet.withdrawn",
  "wallet.toppedUp",
  "payout.created",
  "payout.approved",
  "payout.rejected",
  "payout.thresholdChanged",
  "application.created",
  "application.keyRotated",
  "application.disabled",
  "application.settingsChanged",
  "contract.signed",
  "payButton.created",
  "payButton.disabled",
  "payButton.enabled",
  "webhook.created",
  "webhook.updated",
  "webhook.disabled",
  "webhook.enabled",
  "webhook.deleted",
  "webhook.secretRolled",
  "webhook.redelivered",
  "webhook.tested",
  // Calls of the merchant API (actor "API"): orders and what is done to them.
  "order.created",
  "order.refunded",
  "order.captured",
  "order.canceled",
] as const;
export type AuditAction = (typeof auditActions)[number];

/** `refused`: stopped by a rule (4xx); `failed`: the server or a provider failed (5xx). */
export const auditOutcomes = ["succeeded", "refused", "failed"] as const;
export type AuditOutcome = (typeof auditOutcomes)[number];

export const AuditEvent = z.object({
  id: z.string(),
  at: z.iso.datetime(),
  /** Who acted; the name stays as it was when they acted, also after the user is deleted. */
  actor: z.object({ id: z.nullable(z.string()), fullName: z.string() }),
  action: z.enum(auditActions),
  /** What was acted on: the kind (user, invoice, transaction, application, payout, account, order) and its id. */
  target: z.object({ type: z.string(), id: z.nullable(z.string()) }),
  outcome: z.enum(auditOutcomes),
  /** The answer's error code when refused or failed. */
  errorCode: z.nullable(z.string()),
});
export type AuditEvent = z.infer<typeof AuditEvent>;

export const AuditQuery = z.extend(PageQuery, {
  /** Only what this user did, or what was done to them. */
  userId: z.optional(z.uuid()),
  action: z.optional(z.enum(auditActions)),
  outcome: z.optional(z.enum(auditOutcomes)),
  /** Inclusive calendar days, YYYY-MM-DD. */
  from: z.optional(dateField),
  to: z.optional(dateField),
});
export type AuditQuery = z.input<typeof AuditQuery>;

export const AuditPage = pageOf(AuditEvent);
export type AuditPage = z.infer<typeof AuditPage>;
