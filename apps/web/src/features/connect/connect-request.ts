import {
  AppInfo,
  BankDetails,
  CompanyDetails,
  type ConnectRequest,
  IndividualDetails,
  messages,
  SoleTraderSales,
} from "@portal/contracts";
import * as z from "zod/mini";
import { serverError } from "@/lib/api-error";
import {
  type BusinessDraft,
  type BusinessStep,
  type IndividualDraft,
  type IndividualStep,
  businessSteps,
  individualSteps,
} from "./draft";

/** Field name → `validation.*` key, for the fields of one step. */
export type StepErrors = Record<string, string>;
export type ErrorsByStep<S extends string> = Partial<Record<S, StepErrors>>;
/** Where to send the user back to, with what to show on that step's fields (and later ones). */
export interface StepFailure<S extends string> {
  step: S;
  errors: ErrorsByStep<S>;
}

/** A request field path `prefix + name` is the form field `name` of `step`. */
interface FieldGroup<S extends string> {
  step: S;
  prefix: string;
  names: readonly string[];
}

const businessFields: FieldGroup<BusinessStep>[] = [
  { step: "appInfo", prefix: "app.", names: Object.keys(AppInfo.shape) },
  { step: "company", prefix: "company.", names: Object.keys(CompanyDetails.shape) },
  { step: "company", prefix: "", names: ["companyId"] },
  { step: "bankDetails", prefix: "bankDetails.", names: Object.keys(BankDetails.shape) },
];

const individualFields: FieldGroup<IndividualStep>[] = [
  { step: "personal", prefix: "individual.", names: Object.keys(IndividualDetails.shape) },
  { step: "personal", prefix: "app.", names: Object.keys(SoleTraderSales.shape) },
  { step: "agreement", prefix: "", names: ["agreementAccepted"] },
];

function byStep<S extends string>(
  fields: Record<string, string>,
  groups: FieldGroup<S>[],
  order: readonly S[],
): StepFailure<S> | null {
  const errors: ErrorsByStep<S> = {};
  for (const [path, message] of Object.entries(fields)) {
    const group = groups.find(
      ({ prefix, names }) => path.startsWith(prefix) && names.includes(path.slice(prefix.length)),
    );
    if (group) errors[group.step] = { ...errors[group.step], [path.slice(group.prefix.length)]: message };
  }
  const step = order.find((candidate) => errors[candidate]);
  return step ? { step, errors } : null;
}

/** The server's field errors (`bankDetails.iban`) by business step; null if none belongs to a step. */
export const businessFieldErrors = (error: unknown) =>
  byStep(serverError(error)?.fields ?? {}, businessFields, businessSteps);

/** The server's field errors (`individual.fin`) by individual step; null if none belongs to a step. */
export const individualFieldErrors = (error: unknown) =>
  byStep(serverError(error)?.fields ?? {}, individualFields, individualSteps);

/** The bank step counts as skipped only while one of the account's companies is chosen. */
export const bankSkipped = (draft: BusinessDraft) => draft.companyMode === "existing" && draft.skipBank;

/** One of the account's companies, by id. */
export const ExistingCompany = z.object({ companyId: z.uuid({ error: messages.required }) });

function check<T extends z.ZodMiniType>(schema: T, values: unknown) {
  const result = schema.safeParse(values);
  const errors: StepErrors = {};
  for (const issue of result.error?.issues ?? []) errors[String(issue.path[0])] ??= issue.message;
  return { errors: result.success ? null : errors };
}

/**
 * The body of `POST api/merchant-connect` for a business, from the draft. Each step was
 * checked on Next; this checks again, as a restored draft may come from an older visit.
 */
export function businessRequest(
  draft: BusinessDraft,
): { request: ConnectRequest; failure?: never } | { request?: never; failure: StepFailure<BusinessStep> } {
  const appInfo = check(AppInfo, draft.app);
  const existing = draft.companyMode === "existing";
  const company = existing
    ? check(ExistingCompany, { companyId: draft.companyId })
    : check(CompanyDetails, draft.company);
  const bank = bankSkipped(draft) ? null : check(BankDetails, draft.bankDetails);

  const errors: ErrorsByStep<BusinessStep> = {};
  if (appInfo.errors) errors.appInfo = appInfo.errors;
  if (company.errors) errors.company = company.errors;
  if (bank?.errors) errors.bankDetails = bank.errors;
  const step = (["appInfo", "company", "bankDetails"] as const).find((candidate) => errors[candidate]);
  if (step) return { failure: { step, errors } };

  // Every part passed above: parsing again only yields the trimmed values to send.
  const app = AppInfo.parse(draft.app);
  const bankDetails = bank ? { bankDetails: BankDetails.parse(draft.bankDetails) } : {};
  return {
    request: existing
      ? { accountType: "business", app: app, ...ExistingCompany.parse({ companyId: draft.companyId }), ...bankDetails }
      : { accountType: "business", app: app, company: CompanyDetails.parse(draft.company), ...bankDetails },
  };
}

/**
 * The body of `POST api/merchant-connect` for a sole trader: without `otp` it has a code
 * texted to the phone, with it the application is created.
 */
export function individualRequest(
  draft: IndividualDraft,
  otp?: string,
): { request: ConnectRequest; failure?: never } | { request?: never; failure: StepFailure<IndividualStep> } {
  const person = check(IndividualDetails, draft.individual);
  const sales = check(SoleTraderSales, draft.sales);
  if (person.errors || sales.errors)
    return { failure: { step: "personal", errors: { personal: { ...person.errors, ...sales.errors } } } };
  if (!draft.agreementAccepted) {
    return { failure: { step: "agreement", errors: { agreement: { agreementAccepted: messages.agreement } } } };
  }
  return {
    request: {
      accountType: "individual",
      individual: IndividualDetails.parse(draft.individual),
      app: SoleTraderSales.parse(draft.sales),
      agreementAccepted: true,
      ...(otp === undefined ? {} : { otp }),
    },
  };
}
