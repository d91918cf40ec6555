import * as z from "zod/mini";
import { AccountType, ApplicationStatus, ContractStatus, MerchantCategory, ReviewRequirement } from "./applications";
import { emailField, messages, otpField, requiredText } from "./fields";
import { pageOf } from "./pages";

/**
 * The payment provider's staff (DESIGN §9), a realm apart from merchants: `admin` keeps the
 * operators and the console's settings, `risk` reviews, suspends and limits merchants,
 * `finance` sends payout files and reads statements, `support` reads and changes nothing.
 */
export const operatorRoles = ["admin", "risk", "finance", "support"] as const;
export const OperatorRole = z.enum(operatorRoles);
export type OperatorRole = z.infer<typeof OperatorRole>;

export const operatorStatuses = ["invited", "active", "disabled"] as const;
export const OperatorStatus = z.enum(operatorStatuses);
export type OperatorStatus = z.infer<typeof OperatorStatus>;

export const Operator = z.object({
  id: z.uuid(),
  email: z.string(),
  name: z.string(),
  role: OperatorRole,
  status: OperatorStatus,
  createdAt: z.iso.datetime(),
});
export type Operator = z.infer<typeof Operator>;

/** An operator's password: longer than a merchant's, the console holds the keys to live mode. */
export const OPERATOR_PASSWORD_MIN = 12;
const operatorPassword = z
  .string({ error: messages.required })
  .check(z.minLength(OPERATOR_PASSWORD_MIN, messages.operatorPasswordLength), z.maxLength(128, messages.tooLong));

export const OperatorSignInRequest = z.object({
  email: emailField,
  password: z.string({ error: messages.required }).check(z.minLength(1, messages.required), z.maxLength(128)),
});
export type OperatorSignInRequest = z.input<typeof OperatorSignInRequest>;

/** The password was right: the authenticator's code must follow within minutes, with this token. */
export const OperatorSignInStep = z.object({ signInToken: z.string(), expiresAt: z.iso.datetime() });
export type OperatorSignInStep = z.infer<typeof OperatorSignInStep>;

export const OperatorCodeRequest = z.object({ signInToken: z.string().check(z.minLength(1)), code: otpField });
export type OperatorCodeRequest = z.input<typeof OperatorCodeRequest>;

export const OperatorSession = z.object({ accessToken: z.string(), operator: Operator });
export type OperatorSession = z.infer<typeof OperatorSession>;

/** The one-time set-up link's token (the command's or an admin's invitation). */
export const OperatorSetupToken = z.object({ token: z.string().check(z.minLength(1), z.maxLength(200)) });

/** What the set-up page shows: who is being set up, and the authenticator to add (an `otpauth://` URI and its key). */
export const OperatorSetupStart = z.object({
  email: z.string(),
  name: z.string(),
  role: OperatorRole,
  totpSecret: z.string(),
  totpUri: z.string(),
  /** The URI as a QR code (SVG) for the authenticator app to scan. */
  qrSvg: z.string(),
});
export type OperatorSetupStart = z.infer<typeof OperatorSetupStart>;

export const OperatorSetupFinish = z.object({
  token: z.string().check(z.minLength(1), z.maxLength(200)),
  password: operatorPassword,
  code: otpField,
});
export type OperatorSetupFinish = z.input<typeof OperatorSetupFinish>;

export const OperatorInvite = z.object({
  email: emailField,
  name: requiredText(100),
  role: OperatorRole,
});
export type OperatorInvite = z.input<typeof OperatorInvite>;

export const OperatorIdParam = z.object({ operatorId: z.uuid() });

/** What the operator audit trail records, `area.verb`. */
export const operatorActions = [
  "operator.created",
  "operator.invited",
  "operator.setUp",
  "operator.signedIn",
  "operator.signInFailed",
  "operator.signedOut",
  "operator.disabled",
  "settings.changed",
  "review.approved",
  "review.approvalRecorded",
  "review.rejected",
  "review.changesRequested",
  "contract.confirmed",
  "contract.refused",
  "merchant.suspended",
  "merchant.lifted",
  "application.suspended",
  "application.lifted",
  "merchant.limitsChanged",
  "audit.exported",
  "batch.prepared",
  "batch.approved",
  "batch.discarded",
  "batch.downloaded",
  "statement.uploaded",
  "settlement.imported",
  "reconciliation.ran",
  "difference.explained",
] as const;
export const OperatorAction = z.enum(operatorActions);
export type OperatorAction = z.infer<typeof OperatorAction>;

export const OperatorAuditEntry = z.object({
  id: z.string(),
  at: z.iso.datetime(),
  operatorId: z.nullable(z.uuid()),
  operatorEmail: z.nullable(z.string()),
  action: OperatorAction,
  targetType: z.nullable(z.string()),
  targetId: z.nullable(z.string()),
  before: z.nullable(z.unknown()),
  after: z.nullable(z.unknown()),
  address: z.nullable(z.string()),
});
export type OperatorAuditEntry = z.infer<typeof OperatorAuditEntry>;
export const OperatorAuditPage = pageOf(OperatorAuditEntry);

/** The console's settings the admin keeps: the categories whose applications need two risk operators' approval. */
export const OperatorSettings = z.object({ fourEyesCategories: z.array(MerchantCategory) });
export type OperatorSettings = z.infer<typeof OperatorSettings>;

/** Merchant review (KYB): an operator's decision on an application in review. */
export const reviewDecisions = ["approve", "reject", "requestChanges"] as const;
export const ReviewDecision = z.enum(reviewDecisions);
export type ReviewDecision = z.infer<typeof ReviewDecision>;

export const REVIEW_REASON_MAX = 1000;

export const ReviewDecisionRequest = z
  .object({
    decision: ReviewDecision,
    /** Shown to the merchant; required to reject or ask for changes. */
    reason: z._default(z.string().check(z.trim(), z.maxLength(REVIEW_REASON_MAX, messages.tooLong)), ""),
    /** The fields the merchant must change (`requestChanges` only), as the portal's application form names them. */
    fields: z._default(z.array(ReviewRequirement), []),
  })
  .check(
    z.refine((r) => r.decision === "approve" || r.reason.length > 0, {
      message: messages.required,
      path: ["reason"],
    }),
    z.refine((r) => r.decision !== "requestChanges" || r.fields.length > 0, {
      message: messages.reviewFieldsRequired,
      path: ["fields"],
    }),
  );
export type ReviewDecisionRequest = z.input<typeof ReviewDecisionRequest>;

export const ReviewQueueItem = z.object({
  appId: z.uuid(),
  appName: z.string(),
  accountType: AccountType,
  category: MerchantCategory,
  merchantName: z.string(),
  merchantEmail: z.string(),
  submittedAt: z.iso.datetime(),
  contractStatus: ContractStatus,
  /** Approvals given since it was sent, and how many it needs (two for a four-eyes category). */
  approvals: z.number().check(z.int()),
  approvalsNeeded: z.number().check(z.int()),
});
export type ReviewQueueItem = z.infer<typeof ReviewQueueItem>;
export const ReviewQueuePage = pageOf(ReviewQueueItem);

export const ReviewHistoryEntry = z.object({
  at: z.iso.datetime(),
  operatorName: z.string(),
  decision: ReviewDecision,
  reason: z.string(),
  fields: z.array(ReviewRequirement),
});

/** Everything the merchant gave, masked where it is personal: what a risk operator decides on. */
export const ReviewDetail = z.object({
  application: z.object({
    id: z.uuid(),
    appName: z.string(),
    appUrl: z.string(),
    appInfo: z.string(),
    category: MerchantCategory,
    accountType: AccountType,
    merchantId: z.string(),
    status: ApplicationStatus,
    createdAt: z.iso.datetime(),
    submittedAt: z.nullable(z.iso.datetime()),
  }),
  account: z.object({
    id: z.uuid(),
    ownerName: z.string(),
    email: z.string(),
    phone: z.string(),
    language: z.string(),
    createdAt: z.iso.datetime(),
    applications: z.number().check(z.int()),
  }),
  company: z.nullable(
    z.object({
      name: z.string(),
      taxId: z.string(),
      address: z.string(),
      website: z.string(),
      bank: z.nullable(z.object({ bankName: z.string(), iban: z.string(), swift: z.string() })),
    }),
  ),
  /** A sole trader's personal details: the identity number (FIN) shows its last two characters only. */
  individual: z.nullable(z.object({ fullName: z.string(), maskedFin: z.string(), address: z.string() })),
  payoutCard: z.nullable(z.object({ maskedPan: z.string(), cardHolder: z.string(), expiry: z.string() })),
  contract: z.object({ status: ContractStatus, signedAt: z.nullable(z.iso.datetime()) }),
  approvals: z.number().check(z.int()),
  approvalsNeeded: z.number().check(z.int()),
  /** Whether the operator reading it already approved this round (the second approval must be someone else's). */
  approvedByMe: z.boolean(),
  history: z.array(ReviewHistoryEntry),
});
export type ReviewDetail = z.infer<typeof ReviewDetail>;
