/**
 * Field rules of SPEC §5 that need no schema library: the checks and their messages.
 * Free of zod, so the hosted checkout imports it by its deep path
 * (`@portal/contracts/field-rules`) and no schema library reaches the customer's phone.
 */

/**
 * Written once. Each message is an i18n key under `validation.*`; the portal translates
 * it and the API returns it in `fields`.
 */
export const messages = {
  required: "validation.required",
  invalid: "validation.invalid",
  unknownParameter: "validation.unknownParameter",
  apiLogStatus: "validation.apiLogStatus",
  email: "validation.email",
  phone: "validation.phone",
  password: "validation.password",
  operatorPasswordLength: "validation.operatorPasswordLength",
  reviewFieldsRequired: "validation.reviewFieldsRequired",
  passwordBreached: "validation.passwordBreached",
  confirmPassword: "validation.confirmPassword",
  samePassword: "validation.samePassword",
  oldPasswordWrong: "validation.oldPasswordWrong",
  samePhone: "validation.samePhone",
  otp: "validation.otp",
  recoveryCode: "validation.recoveryCode",
  telegramId: "validation.telegramId",
  tooLong: "validation.tooLong",
  url: "validation.url",
  appNameLength: "validation.appNameLength",
  taxId: "validation.taxId",
  iban: "validation.iban",
  swift: "validation.swift",
  fin: "validation.fin",
  cardNumber: "validation.cardNumber",
  cardDigits: "validation.cardDigits",
  cardExpiry: "validation.cardExpiry",
  smsPlaceholder: "validation.smsPlaceholder",
  smsPaymentUrl: "validation.smsPaymentUrl",
  appDetailsLocked: "validation.appDetailsLocked",
  agreement: "validation.agreement",
  asanUserId: "validation.asanUserId",
  amountNumber: "validation.amountNumber",
  amountMin: "validation.amountMin",
  amountZero: "validation.amountZero",
  amountMax: "validation.amountMax",
  amountDecimals: "validation.amountDecimals",
  payButtonAmountRange: "validation.payButtonAmountRange",
  payButtonAmountFixed: "validation.payButtonAmountFixed",
  payButtonRange: "validation.payButtonRange",
  colour: "validation.colour",
  amountAboveTransaction: "validation.amountAboveTransaction",
  amountAboveRefundable: "validation.amountAboveRefundable",
  amountAboveBalance: "validation.amountAboveBalance",
  payoutDailyCap: "validation.payoutDailyCap",
  amountAboveLimit: "validation.amountAboveLimit",
  bankPaysIbanOnly: "validation.bankPaysIbanOnly",
  bankPaysOwnAccountsOnly: "validation.bankPaysOwnAccountsOnly",
  merchantId: "validation.merchantId",
  merchantUnknown: "validation.merchantUnknown",
  merchantSelf: "validation.merchantSelf",
  otpOtherOperation: "validation.otpOtherOperation",
  withdrawalAccountMissing: "validation.withdrawalAccountMissing",
  phoneNotYours: "validation.phoneNotYours",
  recipientUnknown: "validation.recipientUnknown",
  emptyValue: "validation.emptyValue",
  viewNameTaken: "validation.viewNameTaken",
  date: "validation.date",
  dayNotOver: "validation.dayNotOver",
  linkExpiration: "validation.linkExpiration",
  linkExpirationMax: "validation.linkExpirationMax",
  scheduledPaymentDate: "validation.scheduledPaymentDate",
  cvv: "validation.cvv",
  cardExpired: "validation.cardExpired",
  sendChannel: "validation.sendChannel",
  appNotLive: "validation.appNotLive",
  emailTaken: "validation.emailTaken",
  phoneTaken: "validation.phoneTaken",
  grantBeyondOwn: "validation.grantBeyondOwn",
  bulkFileType: "validation.bulkFileType",
  bulkFileSize: "validation.bulkFileSize",
  bookingIdInFile: "validation.bookingIdInFile",
  bookingIdTaken: "validation.bookingIdTaken",
  yesOrNo: "validation.yesOrNo",
  webhookUrl: "validation.webhookUrl",
  webhookUrlHttps: "validation.webhookUrlHttps",
  webhookUrlPrivate: "validation.webhookUrlPrivate",
  webhookEvents: "validation.webhookEvents",
  returnUrl: "validation.returnUrl",
  metadata: "validation.metadata",
} as const;
export type MessageKey = (typeof messages)[keyof typeof messages];

/** Special characters the password policy accepts (SPEC §5). */
export const PASSWORD_SPECIALS = "!@#$%^&+=";
export const PASSWORD_MIN_LENGTH = 8;
/** Bounds hashing cost; far above anything a person types. */
export const PASSWORD_MAX_LENGTH = 128;
export const EMAIL_MIN_LENGTH = 6;
export const EMAIL_MAX_LENGTH = 254;
export const OTP_LENGTH = 6;

const PHONE_PATTERN = /^\+994\d{9}$/;

/*
 * The same rules as the OpenAPI documents state them (a field's `pattern`, written there by
 * the API's apps/api/src/lib/openapi-refinements.ts), for what a client sends before the server
 * trims and normalises it. Each accepts nothing its check refuses (field-rules.test.ts tries
 * it); where the check reads more than a pattern can say, the pattern is the stricter. Unused
 * by the portal, they stay out of its bundles.
 */
/** A phone as typed: +994 and nine digits, with any spaces, dashes, dots and brackets between. */
export const PHONE_INPUT_PATTERN = "^[\\s().-]*\\+[\\s().-]*9[\\s().-]*9[\\s().-]*4(?:[\\s().-]*\\d){9}[\\s().-]*$";
/** An http(s) address whose host is a dotted name ending in letters (not an IP address), its port up to four digits. */
export const URL_PATTERN =
  "^https?://(?:[A-Za-z0-9]+(?:-[A-Za-z0-9]+)*\\.)+[A-Za-z]{2,63}(?::\\d{1,4})?(?:[/?#]\\S*)?$";
/**
 * A password of the policy (SPEC §5): a digit, a lower and an upper case letter and one of
 * PASSWORD_SPECIALS, 8 to 128 characters. Printable ASCII only, the stricter: the check also takes
 * other letters, which a generated password need not use.
 */
export const PASSWORD_PATTERN = `^(?=[^\\d]*\\d)(?=[^a-z]*[a-z])(?=[^A-Z]*[A-Z])(?=[^${PASSWORD_SPECIALS}]*[${PASSWORD_SPECIALS}])[!-~]{${PASSWORD_MIN_LENGTH},${PASSWORD_MAX_LENGTH}}$`;
/** A webhook receiver's address: an http(s) address as URL_PATTERN's, without a fragment (isWebhookUrl). */
export const WEBHOOK_URL_PATTERN =
  "^https?://(?:[A-Za-z0-9]+(?:-[A-Za-z0-9]+)*\\.)+[A-Za-z]{2,63}(?::\\d{1,4})?(?:[/?][^\\s#]*)?$";
/** A colour as a pay button's style takes it: `#` and six hex digits (isHexColour). */
export const HEX_COLOUR_PATTERN = "^#[0-9a-fA-F]{6}$";
/** Something besides white space. */
export const NOT_BLANK_PATTERN = "\\S";
const OTP_PATTERN = /^\d{6}$/;
// Local part, @, a domain with at least one dot and a 2+ letter top-level label.
export const EMAIL_PATTERN =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*\.[A-Za-z]{2,}$/;

/** The password rules one by one, as the portal lists them under a new password (SPEC §5). */
export const passwordRules = {
  length: (value: string) => value.length >= PASSWORD_MIN_LENGTH,
  digit: (value: string) => /\d/.test(value),
  lower: (value: string) => /[a-z]/.test(value),
  upper: (value: string) => /[A-Z]/.test(value),
  special: (value: string) => [...PASSWORD_SPECIALS].some((c) => value.includes(c)),
  noSpaces: (value: string) => !/\s/.test(value),
} as const;
export type PasswordRule = keyof typeof passwordRules;

export function isValidPassword(value: string): boolean {
  return value.length <= PASSWORD_MAX_LENGTH && Object.values(passwordRules).every((rule) => rule(value));
}

/**
 * "+994 (50) 123-45.67" → "+994501234567": people type numbers grouped as they say them;
 * the spaces, dashes, dots and brackets carry nothing, so they go before the check.
 */
export function normalisePhone(value: string): string {
  return value.replace(/[\s\-.()]/g, "");
}

export function isValidPhone(value: string): boolean {
  return PHONE_PATTERN.test(value);
}

export function isValidEmail(value: string): boolean {
  return value.length >= EMAIL_MIN_LENGTH && value.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(value);
}

export function isValidOtp(value: string): boolean {
  return OTP_PATTERN.test(value);
}
