import { AccountType, MerchantCategory } from "@portal/contracts";
import * as z from "zod/mini";

/**
 * What the user has typed so far, kept in session storage so a reload mid-way loses
 * nothing. Values are kept as typed, valid or not; each step checks its own on Next.
 * Card details and one-time codes are never part of it.
 */
const STORAGE_KEY = "connectDraft";

const typed = z.catch(z.optional(z.string()), undefined);
const category = z.catch(z.optional(MerchantCategory), undefined);

const AppDraft = z.catch(z.object({ appName: typed, appUrl: typed, appInfo: typed, category }), {});
const CompanyDraft = z.catch(
  z.object({ companyName: typed, companyWebsite: typed, address: typed, taxId: typed, category }),
  {},
);
const BankDraft = z.catch(
  z.object({
    bankName: typed,
    bankTaxId: typed,
    iban: typed,
    correspondentAccount: typed,
    swift: typed,
    code: typed,
    postalCode: typed,
    serviceUser: typed,
  }),
  {},
);
const PersonDraft = z.catch(z.object({ fullName: typed, fin: typed, address: typed, phone: typed }), {});
/** A sole trader's sales, asked with their personal information: what review needs of the application. */
const SalesDraft = z.catch(z.object({ appUrl: typed, appInfo: typed }), {});

export const businessSteps = ["appInfo", "company", "bankDetails", "review"] as const;
export type BusinessStep = (typeof businessSteps)[number];
export const individualSteps = ["personal", "agreement", "confirmation", "card"] as const;
export type IndividualStep = (typeof individualSteps)[number];

export const companyModes = ["new", "existing"] as const;
export type CompanyMode = (typeof companyModes)[number];

const BusinessDraft = z.object({
  step: z.catch(z.enum(businessSteps), "appInfo"),
  app: AppDraft,
  companyMode: z.catch(z.enum(companyModes), "new"),
  companyId: typed,
  company: CompanyDraft,
  bankDetails: BankDraft,
  /** An existing company may keep the bank details it has: the bank step was skipped. */
  skipBank: z.catch(z.boolean(), false),
});
export type BusinessDraft = z.infer<typeof BusinessDraft>;

const Created = z.object({ appId: z.uuid(), appConfigId: z.uuid() });
export type Created = z.infer<typeof Created>;

const IndividualDraft = z.object({
  step: z.catch(z.enum(individualSteps), "personal"),
  individual: PersonDraft,
  sales: SalesDraft,
  agreementAccepted: z.catch(z.boolean(), false),
  /** Set once the code is confirmed: the application exists and only its card is missing. */
  created: z.catch(z.nullable(Created), null),
});
export type IndividualDraft = z.infer<typeof IndividualDraft>;

const ConnectDraft = z.object({
  accountType: z.catch(z.nullable(AccountType), null),
  business: z.catch(BusinessDraft, () => BusinessDraft.parse({})),
  individual: z.catch(IndividualDraft, () => IndividualDraft.parse({})),
});
export type ConnectDraft = z.infer<typeof ConnectDraft>;

export const emptyDraft = (): ConnectDraft => ConnectDraft.parse({});

/** The stored draft, or an empty one when there is none or it cannot be read. */
export function loadDraft(): ConnectDraft {
  try {
    const stored = sessionStorage.getItem(STORAGE_KEY);
    return stored === null ? emptyDraft() : ConnectDraft.parse(JSON.parse(stored));
  } catch {
    return emptyDraft();
  }
}

export function saveDraft(draft: ConnectDraft) {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(draft));
  } catch {
    // Storage full or disabled (private mode): the flow still works, only a reload loses it.
  }
}

export function clearDraft() {
  try {
    sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // Nothing stored that could be removed.
  }
}
