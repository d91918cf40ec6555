/* eslint-disable @typescript-eslint/no-restricted-imports -- the demo seed writes its fixtures straight into other modules' tables, as no user flow would (docs/architecture.md "Where code goes") */
import { eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { hashPassword } from "@/lib/crypto";
import { insertApplication } from "@/modules/applications/applications.repo";
import { createAccountWithMainUser, findUserByEmail, updateUser } from "@/modules/auth/auth.repo";
import { renderContractPdf } from "@/modules/contract-signing/contract-pdf";
import { applications, bankAccounts, companies, contracts, users } from "@/db/schema";

/** The demo merchant a fresh local install signs in with (printed at start-up). */
export const DEMO_MERCHANT = {
  email: "demo@merchant.az",
  password: "Demo@2026",
  fullName: "Demo Merchant",
  mobilePhone: "+994501234567",
} as const;

/**
 * A second person in the demo account, allowed only to review payouts (SPEC §6 Payout
 * review): four eyes need two people, and a payout above the threshold waits for this one.
 */
export const DEMO_REVIEWER = {
  email: "reviewer@merchant.az",
  password: "Demo@2026",
  fullName: "Günay Rzayeva",
  mobilePhone: "+994501234568",
} as const;

const DEMO_COMPANY = {
  companyName: "Demo Store MMC",
  companyWebsite: "https://demo-store.example.az",
  address: "Bakı, Nizami küçəsi 1",
  taxId: "1700000001",
  category: "eCommerce",
} as const;

const DEMO_APP = {
  appName: "Demo Store",
  appUrl: "https://demo-store.example.az",
  appInfo: "Online shop of the demo merchant",
};

/**
 * The demo merchant, with a live application whose contract is signed, so invoices and the
 * checkout can be tried at once; onboarding a new application works as for anyone.
 */
export async function seedDemoMerchant(db: Db): Promise<void> {
  if (await findUserByEmail(db, DEMO_MERCHANT.email)) return;
  const { password, ...details } = DEMO_MERCHANT;
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    const created = await createAccountWithMainUser(tx, { ...details, passwordHash });
    const user = await updateUser(tx, created.id, { status: "active", emailVerifiedAt: new Date() });
    const [company] = await tx
      .insert(companies)
      .values({ accountId: user.accountId, ...DEMO_COMPANY })
      .returning();
    await tx.insert(bankAccounts).values({
      accountId: user.accountId,
      companyId: company!.id,
      bankName: "Kapital Bank",
      bankTaxId: "9900003611",
      iban: "AZ21NABZ00000000137010001944",
      correspondentAccount: "AZ37NABZ01350100000000001944",
      swift: "AIIBAZ2X",
      code: "200004",
    });
    const { app } = await insertApplication(tx, {
      accountId: user.accountId,
      ownerId: user.id,
      companyId: company!.id,
      accountType: "business",
      category: "eCommerce",
      withdrawalMethod: "iban",
      ...DEMO_APP,
    });
    const signedAt = new Date();
    const signedPdf = await renderContractPdf(
      {
        merchant: { kind: "company", ...DEMO_COMPANY },
        application: { ...DEMO_APP, merchantId: app.merchantId },
        date: signedAt,
        signature: { phone: DEMO_MERCHANT.mobilePhone, userId: "000001", transactionId: "demo-seed", signedAt },
      },
      "en",
    );
    await tx
      .update(contracts)
      .set({ status: "signed", step: "done", signedPdf, signedAt, updatedAt: signedAt })
      .where(eq(contracts.appId, app.id));
    await tx.update(applications).set({ status: "live" }).where(eq(applications.id, app.id));
    const { password: reviewerPassword, ...reviewer } = DEMO_REVIEWER;
    await tx.insert(users).values({
      ...reviewer,
      accountId: user.accountId,
      passwordHash: await hashPassword(reviewerPassword),
      userType: "sub",
      role: "accountant",
      permissions: ["payoutReview"],
      applicationIds: [app.id],
      accessGrantedBy: user.id,
      accessGrantedAt: signedAt,
      status: "active",
      emailVerifiedAt: signedAt,
    });
  });
}
