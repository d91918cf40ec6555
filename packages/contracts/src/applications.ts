import * as z from "zod/mini";
import { CardFields } from "./cards";
import { emailField, messages, otpField, phoneField, requiredText, urlField } from "./fields";
import { isValidIban, normalizeIban } from "./iban";
import { PAYMENT_URL_PLACEHOLDER, SMS_TEMPLATE_MAX_LENGTH, unknownPlaceholders } from "./sms-template";

/** SPEC §3 category options; the portal shows `applications.categories.<value>`. */
export const merchantCategories = [
  "bankWallet",
  "charity",
  "electronics",
  "eCommerce",
  "education",
  "foodsDrinks",
  "government",
  "insurance",
  "tourism",
  "transportation",
  "restaurant",
  "utility",
] as const;
export const MerchantCategory = z.enum(merchantCategories, { error: messages.required });
export type MerchantCategory = z.infer<typeof MerchantCategory>;

export const accountTypes = ["business", "individual"] as const;
export const AccountType = z.enum(accountTypes);
export type AccountType = z.infer<typeof AccountType>;

/**
 * DESIGN §4: draft → in review → live | changes requested (back to the merchant, who sends it
 * again) | rejected; any → disabled (by the merchant, for good) or suspended (by the provider's
 * operators, until they lift it: the status it had comes back).
 */
export const applicationStatuses = [
  "draft",
  "inReview",
  "changesRequested",
  "rejected",
  "live",
  "disabled",
  "suspended",
] as const;
export const ApplicationStatus = z.enum(applicationStatuses);
export type ApplicationStatus = z.infer<typeof ApplicationStatus>;

/**
 * Once sent to review, the name and address customers see are the reviewed and signed ones:
 * they no longer change (a live shop renamed to a bank's name would be a phishing page).
 */
export const isAppIdentityLocked = (status: ApplicationStatus) => status === "inReview" || status === "live";

/**
 * The mobile e-signature: unsigned → started → signed | failed. Signed on paper (`ESIGN=manual`):
 * unsigned → uploaded (the merchant's signed file) → signed (an operator confirmed it) | refused.
 */
export const contractStatuses = ["unsigned", "started", "signed", "failed", "uploaded", "refused"] as const;
export const ContractStatus = z.enum(contractStatuses);
export type ContractStatus = z.infer<typeof ContractStatus>;

export const withdrawalMethods = ["card", "iban"] as const;
export const WithdrawalMethod = z.enum(withdrawalMethods);

export const APP_NAME_MIN = 3;
export const APP_NAME_MAX = 30;

const optionalText = (max = 200) =>
  z._default(z.optional(z.string().check(z.trim(), z.maxLength(max, messages.tooLong))), "");

export const AppInfo = z.object({
  appName: z.string({ error: messages.required }).check(
    z.trim(),
    z.minLength(1, messages.required),
    z.refine((v) => v.length >= APP_NAME_MIN && v.length <= APP_NAME_MAX, messages.appNameLength),
  ),
  appUrl: urlField,
  appInfo: requiredText(500),
  category: MerchantCategory,
});
export type AppInfo = z.input<typeof AppInfo>;

/**
 * A sole trader's application details: the same rules, but the address may stay empty: a
 * sole trader may sell without a site (in person, by the QR code, on a marketplace).
 */
export const SoleTraderAppInfo = z.extend(AppInfo, {
  appUrl: z._default(z.optional(z.union([z.literal(""), urlField])), ""),
});

/** The rules an application's details are judged by, connect to configure to review. */
export const appInfoRules = (accountType: AccountType) => (accountType === "individual" ? SoleTraderAppInfo : AppInfo);

/** What a sole trader tells about their sales while connecting (the application is named after them). */
export const SoleTraderSales = z.pick(SoleTraderAppInfo, { appUrl: true, appInfo: true });
export type SoleTraderSales = z.input<typeof SoleTraderSales>;

export const CompanyDetails = z.object({
  companyName: requiredText(200),
  companyWebsite: z._default(z.optional(z.union([z.literal(""), urlField])), ""),
  address: requiredText(300),
  taxId: requiredText(20).check(z.refine((v) => /^[A-Z0-9]{5,20}$/.test(v), messages.taxId)),
  category: MerchantCategory,
});
export type CompanyDetails = z.input<typeof CompanyDetails>;

export const BankDetails = z.object({
  bankName: requiredText(200),
  bankTaxId: requiredText(20).check(z.refine((v) => /^[A-Z0-9]{5,20}$/.test(v), messages.taxId)),
  // Kept as the rules spell it: spaces dropped, upper case (a lower-case one is upper-cased, not refused).
  iban: z
    .string({ error: messages.required })
    .check(
      z.overwrite(normalizeIban),
      z.minLength(1, messages.required),
      z.maxLength(34, messages.tooLong),
      z.refine(isValidIban, messages.iban),
    ),
  correspondentAccount: requiredText(34),
  swift: requiredText(11).check(z.refine((v) => /^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/.test(v), messages.swift)),
  code: requiredText(20),
  postalCode: optionalText(20),
  serviceUser: optionalText(100),
});
export type BankDetails = z.input<typeof BankDetails>;

/** Personal information of a sole trader; FIN is the 7-character personal code. */
export const IndividualDetails = z.object({
  fullName: requiredText(100),
  fin: requiredText(7).check(z.refine((v) => /^[A-Z0-9]{7}$/.test(v), messages.fin)),
  address: requiredText(300),
  phone: phoneField,
});
export type IndividualDetails = z.input<typeof IndividualDetails>;

/** A new company with its bank details, or one of the account's companies by id. */
export const ConnectBusinessRequest = z
  .object({
    accountType: z.literal("business"),
    app: AppInfo,
    companyId: z.optional(z.uuid()),
    company: z.optional(CompanyDetails),
    bankDetails: z.optional(BankDetails),
  })
  .check(
    z.superRefine((v, ctx) => {
      if (v.companyId) return;
      if (!v.company) ctx.addIssue({ code: "custom", message: messages.required, path: ["company"] });
      if (!v.bankDetails) ctx.addIssue({ code: "custom", message: messages.required, path: ["bankDetails"] });
    }),
  );

export const ConnectIndividualRequest = z.object({
  accountType: z.literal("individual"),
  individual: IndividualDetails,
  agreementAccepted: z.literal(true, { error: messages.agreement }),
  /**
   * Where customers find them (optional) and what they sell: what review asks of the
   * application. The portal always sends it; without it the application waits for them.
   */
  app: z.optional(SoleTraderSales),
  /** Absent: send a code to the phone. Present: confirm it and create the application. */
  otp: z.optional(otpField),
});

export const ConnectRequest = z.discriminatedUnion("accountType", [ConnectBusinessRequest, ConnectIndividualRequest]);
export type ConnectRequest = z.input<typeof ConnectRequest>;

export const ConnectCreated = z.object({
  status: z.literal("created"),
  appId: z.uuid(),
  appConfigId: z.uuid(),
  companyId: z.nullable(z.uuid()),
});
export const ConnectCodeSent = z.object({
  status: z.literal("otpSent"),
  phoneHint: z.string(),
  resendIn: z.number().check(z.int()),
});
export const ConnectResponse = z.union([ConnectCreated, ConnectCodeSent]);
export type ConnectResponse = z.infer<typeof ConnectResponse>;

export const Company = z.object({
  id: z.uuid(),
  companyName: z.string(),
  companyWebsite: z.string(),
  address: z.string(),
  taxId: z.string(),
  category: MerchantCategory,
});
export type Company = z.infer<typeof Company>;

export const BankAccount = z.object({
  id: z.uuid(),
  companyId: z.uuid(),
  bankName: z.string(),
  bankTaxId: z.string(),
  iban: z.string(),
  correspondentAccount: z.string(),
  swift: z.string(),
  code: z.string(),
  postalCode: z.string(),
  serviceUser: z.string(),
});
export type BankAccount = z.infer<typeof BankAccount>;

export const BankAccountRequest = z.object({ companyId: z.uuid(), bankDetails: BankDetails });

export const PaymentCardRequest = z.extend(z.pick(CardFields, { cardNumber: true, expiry: true, cardHolder: true }), {
  /** The application whose payouts go to this card. */
  merchant: z.uuid({ error: messages.required }),
  /** Absent: text a code to the user's phone. Present: confirm it and attach the card. */
  otp: z.optional(otpField),
});
export type PaymentCardRequest = z.input<typeof PaymentCardRequest>;

export const PaymentCard = z.object({
  id: z.uuid(),
  maskedPan: z.string(),
  brand: z.string(),
  expiry: z.string(),
  cardHolder: z.string(),
});
export type PaymentCard = z.infer<typeof PaymentCard>;
/** The first call texts a code (the connect answer's shape); the second attaches the card. */
export const PaymentCardResponse = z.union([PaymentCard, ConnectCodeSent]);
export type PaymentCardResponse = z.infer<typeof PaymentCardResponse>;

export const SmsTemplate = z.string({ error: messages.required }).check(
  z.trim(),
  z.minLength(1, messages.required),
  z.maxLength(SMS_TEMPLATE_MAX_LENGTH, messages.tooLong),
  z.refine((v) => unknownPlaceholders(v).length === 0, messages.smsPlaceholder),
  // Without the link the SMS cannot be paid from, and free text becomes a phishing channel.
  z.refine((v) => v.includes(PAYMENT_URL_PLACEHOLDER), messages.smsPaymentUrl),
);

export const AppConfigUpdate = z.object({
  appId: z.uuid(),
  configId: z.uuid(),
  /** A business's address is required as well: the server judges the details by `appInfoRules` of the application's type. */
  app: SoleTraderAppInfo,
  defaultSmsTemplate: SmsTemplate,
  applicationMail: z._default(z.union([z.literal(""), emailField]), ""),
  withdrawalMethod: WithdrawalMethod,
});
export type AppConfigUpdate = z.input<typeof AppConfigUpdate>;

export const Application = z.object({
  id: z.uuid(),
  configId: z.uuid(),
  accountType: AccountType,
  appName: z.string(),
  appUrl: z.string(),
  appInfo: z.string(),
  category: MerchantCategory,
  merchantId: z.string(),
  status: ApplicationStatus,
  contractStatus: ContractStatus,
  /** Null until a logo is uploaded. */
  logoUrl: z.nullable(z.string()),
  hasSecretKey: z.boolean(),
  companyId: z.nullable(z.uuid()),
  createdAt: z.iso.datetime(),
});
export type Application = z.infer<typeof Application>;

/**
 * What a draft needs before it can go to review, in the order the portal asks for it: a
 * sole trader's payout card (the last step of connecting), then the application's details.
 * `app.*` are the paths of the configure form's fields.
 */
export const reviewRequirements = ["payoutCard", "app.appName", "app.appUrl", "app.appInfo", "app.category"] as const;
export const ReviewRequirement = z.enum(reviewRequirements);
export type ReviewRequirement = z.infer<typeof ReviewRequirement>;

/** What the merchant sees of the provider's last decision that sent the application back: the reason and the fields to change. */
export const ReviewOutcome = z.object({
  decision: z.enum(["reject", "requestChanges"]),
  reason: z.string(),
  fields: z.array(ReviewRequirement),
  decidedAt: z.iso.datetime(),
});
export type ReviewOutcome = z.infer<typeof ReviewOutcome>;

export const ApplicationDetail = z.extend(Application, {
  defaultSmsTemplate: z.string(),
  applicationMail: z.string(),
  withdrawalMethod: WithdrawalMethod,
  paymentPageUrl: z.string(),
  company: z.nullable(Company),
  /** The card payouts go to, the newest attached; null until one is. */
  payoutCard: z.nullable(PaymentCard),
  /** What review still needs; empty when the application could be sent. */
  missing: z.array(ReviewRequirement),
  /** Why the provider sent it back (changes requested or rejected); null otherwise. */
  review: z.nullable(ReviewOutcome),
  /** Why the provider suspended it (status `suspended`); null otherwise. */
  suspensionReason: z.nullable(z.string()),
});
export type ApplicationDetail = z.infer<typeof ApplicationDetail>;

export const AppIdParam = z.object({ appId: z.uuid() });
export const AppIdOtpParams = z.object({ appId: z.uuid(), OTP: otpField });
export const SecretKey = z.object({
  secretKey: z.string(),
  /** Until when the key it replaced still works (the grace chosen); null when it stopped at once. */
  previousKeyExpiresAt: z.nullable(z.iso.datetime()),
});

/**
 * How long the key being replaced keeps working beside the new one (`GET api/appKey/{appId}/{OTP}?grace=`):
 * not at all, an hour or a day, so a merchant's servers can switch without failed calls.
 */
export const keyGracePeriods = ["now", "1h", "24h"] as const;
export type KeyGracePeriod = (typeof keyGracePeriods)[number];
export const KEY_GRACE_MS: Record<KeyGracePeriod, number> = { now: 0, "1h": 3_600_000, "24h": 86_400_000 };
export const RotateKeyQuery = z.object({ grace: z._default(z.enum(keyGracePeriods), "now") });

/** Logos: JPG/JPEG/PNG (checked by content), 492×96 px recommended (SPEC §5). */
export const LOGO_TYPES = ["image/png", "image/jpeg"] as const;
export const LOGO_MAX_BYTES = 2 * 1024 * 1024;
/** Widest and tallest logo the server decodes: a 2 MB file may declare far more pixels than it holds. */
export const LOGO_MAX_SIDE = 4096;
export const LOGO_RECOMMENDED = { width: 492, height: 96 } as const;

export const LogoUploaded = z.object({
  logoUrl: z.string(),
  width: z.number().check(z.int()),
  height: z.number().check(z.int()),
  belowRecommended: z.boolean(),
});
export type LogoUploaded = z.infer<typeof LogoUploaded>;

export const ReviewParams = z.object({ accountType: AccountType, appId: z.uuid() });

/** Mobile e-signature: sign in on the phone (auth), then sign there (sign), then done. */
export const contractSteps = ["none", "auth", "sign", "done"] as const;

export const ContractState = z.object({
  status: ContractStatus,
  step: z.enum(contractSteps),
  /** True while the current step waits for the signer to confirm on the phone. */
  waiting: z.boolean(),
  /** The code the signer compares on the phone during the current step. */
  verificationCode: z.nullable(z.string()),
  transactionId: z.nullable(z.string()),
  signedAt: z.nullable(z.iso.datetime()),
  /** Why signing failed, as a code the portal translates. */
  failureReason: z.nullable(z.enum(["declined"])),
  /** How this server signs contracts: `mobile` (the e-signature service) or `manual` (upload the signed file; ESIGN=manual). */
  method: z.enum(["mobile", "manual"]),
  /** When the signed file was uploaded (`manual`); null before. */
  uploadedAt: z.nullable(z.iso.datetime()),
  /** Why an operator refused the uploaded file, in their words; null unless refused. */
  refusalReason: z.nullable(z.string()),
});
export type ContractState = z.infer<typeof ContractState>;

/** A contract signed on paper or with the merchant's own tool: a PDF, checked by its content. */
export const SIGNED_CONTRACT_MAX_BYTES = 10 * 1024 * 1024;

export const AsanLoginRequest = z.object({
  appId: z.uuid(),
  phone: phoneField,
  /** The signer's mobile e-signature user id (six digits). */
  userId: z.string({ error: messages.required }).check(
    z.trim(),
    z.minLength(1, messages.required),
    z.refine((v) => /^\d{6}$/.test(v), messages.asanUserId),
  ),
});
export type AsanLoginRequest = z.input<typeof AsanLoginRequest>;

export const SignContractRequest = z.object({ appId: z.uuid(), transactionId: z.string().check(z.minLength(1)) });

export const ContractViewParams = z.object({ accountType: AccountType, appId: z.uuid() });

export const CategoryOption = z.object({ value: MerchantCategory, name: z.string() });
