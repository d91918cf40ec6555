import { randomInt } from "node:crypto";
import type { AccountType, Application, MerchantCategory } from "@portal/contracts";
import { DEFAULT_SMS_TEMPLATE } from "@portal/contracts";
import { and, desc, eq, inArray, isNotNull, ne, sql } from "drizzle-orm";
import type { Queryable } from "@/db/client";
import {
  appConfigs,
  applicationReviews,
  applications,
  companies,
  contracts,
  individuals,
  paymentCards,
  users,
} from "@/db/schema";
import { inScope, type Scope } from "@/lib/scope";

export type AppRow = typeof applications.$inferSelect;
export type ConfigRow = typeof appConfigs.$inferSelect;

/** Twelve digits, unique: the public id merchants quote (SPEC §3 "merchant id"). */
const newMerchantId = () => String(randomInt(1e11, 1e12));

export interface NewApplication {
  accountId: string;
  ownerId: string;
  companyId: string | null;
  accountType: AccountType;
  appName: string;
  appUrl: string;
  appInfo: string;
  category: MerchantCategory;
  withdrawalMethod: "card" | "iban";
}

/** An application starts as a draft with its settings and an unsigned contract. */
export async function insertApplication(db: Queryable, input: NewApplication) {
  const { withdrawalMethod, ...fields } = input;
  const [app] = await db
    .insert(applications)
    .values({ ...fields, merchantId: newMerchantId() })
    .returning();
  const [config] = await db
    .insert(appConfigs)
    .values({ appId: app!.id, defaultSmsTemplate: DEFAULT_SMS_TEMPLATE, withdrawalMethod })
    .returning();
  await db.insert(contracts).values({ appId: app!.id, accountType: input.accountType });
  return { app: app!, config: config! };
}

const columns = {
  app: applications,
  configId: appConfigs.id,
  hasLogo: appConfigs.logoType,
  contractStatus: contracts.status,
};

/** Every read is scoped: another account's application, or one outside a sub-user's, does not exist. */
export async function findApplication(db: Queryable, scope: Scope, appId: string) {
  const [row] = await db
    .select({ ...columns, config: appConfigs, company: companies })
    .from(applications)
    .innerJoin(appConfigs, eq(appConfigs.appId, applications.id))
    .innerJoin(contracts, eq(contracts.appId, applications.id))
    .leftJoin(companies, eq(companies.id, applications.companyId))
    .where(and(inScope(scope, applications.accountId, applications.id), eq(applications.id, appId)));
  return row;
}

/**
 * The live application behind a public merchant id (its QR page), with whether it has a logo;
 * a draft, one in review or a disabled one takes no payments and is not found.
 */
export async function findLiveByMerchantId(db: Queryable, merchantId: string) {
  const [row] = await db
    .select({ app: applications, hasLogo: appConfigs.logoType })
    .from(applications)
    .innerJoin(appConfigs, eq(appConfigs.appId, applications.id))
    .where(and(eq(applications.merchantId, merchantId), eq(applications.status, "live")));
  return row;
}

export async function listApplications(db: Queryable, scope: Scope) {
  return db
    .select(columns)
    .from(applications)
    .innerJoin(appConfigs, eq(appConfigs.appId, applications.id))
    .innerJoin(contracts, eq(contracts.appId, applications.id))
    .where(inScope(scope, applications.accountId, applications.id))
    .orderBy(desc(applications.createdAt));
}

export function toApplication(row: {
  app: AppRow;
  configId: string;
  hasLogo: string | null;
  contractStatus: Application["contractStatus"];
}): Application {
  const { app } = row;
  return {
    id: app.id,
    configId: row.configId,
    accountType: app.accountType,
    appName: app.appName,
    appUrl: app.appUrl,
    appInfo: app.appInfo,
    category: app.category,
    merchantId: app.merchantId,
    status: app.status,
    contractStatus: row.contractStatus,
    // The version makes a new upload show at once despite caching.
    logoUrl: row.hasLogo ? `/api/apps/${app.id}/logo?v=${app.updatedAt.getTime()}` : null,
    hasSecretKey: app.secretKeyHash !== null,
    companyId: app.companyId,
    createdAt: app.createdAt.toISOString(),
  };
}

export async function updateApplication(db: Queryable, appId: string, values: Partial<AppRow>) {
  const [row] = await db
    .update(applications)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(applications.id, appId))
    .returning();
  return row!;
}

/**
 * A new secret key's hash. The key it replaces keeps working until `previousUntil` (null: not
 * at all); the old hash is read by the same statement, so two rotations at once cannot both
 * keep it.
 */
export async function rotateSecretKey(q: Queryable, appId: string, hash: string, previousUntil: Date | null, at: Date) {
  await q
    .update(applications)
    .set({
      previousSecretKeyHash: previousUntil ? sql`${applications.secretKeyHash}` : null,
      previousSecretKeyExpiresAt: previousUntil,
      secretKeyHash: hash,
      updatedAt: at,
    })
    .where(eq(applications.id, appId));
}

export async function updateConfig(db: Queryable, appId: string, values: Partial<ConfigRow>) {
  await db
    .update(appConfigs)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(appConfigs.appId, appId));
}

/**
 * A sub-user who made an application may go on with it: it joins the applications they act
 * on (User Application). The main user acts on every application already.
 */
export async function grantToSubUser(q: Queryable, userId: string, appId: string, at: Date) {
  await q
    .update(users)
    .set({ applicationIds: sql`array_append(${users.applicationIds}, ${appId}::uuid)`, updatedAt: at })
    .where(and(eq(users.id, userId), eq(users.userType, "sub")));
}

/** The card an application's payouts go to: the newest attached. */
export async function findPayoutCard(db: Queryable, appId: string) {
  const [card] = await db
    .select({
      id: paymentCards.id,
      maskedPan: paymentCards.maskedPan,
      brand: paymentCards.brand,
      expiry: paymentCards.expiry,
      cardHolder: paymentCards.cardHolder,
    })
    .from(paymentCards)
    .where(eq(paymentCards.appId, appId))
    .orderBy(desc(paymentCards.createdAt))
    .limit(1);
  return card ?? null;
}

/** An application's logo, public: the checkout shows it to the merchant's customers. */
export async function findLogo(q: Queryable, appId: string) {
  const [row] = await q
    .select({ logo: appConfigs.logo, logoType: appConfigs.logoType })
    .from(appConfigs)
    .where(eq(appConfigs.appId, appId));
  return row;
}

export async function setApplicationStatus(q: Queryable, appId: string, status: Application["status"], at: Date) {
  await q.update(applications).set({ status, updatedAt: at }).where(eq(applications.id, appId));
}

/** Which of `ids` are applications of the account. */
export async function applicationIdsOfAccount(q: Queryable, accountId: string, ids: string[]): Promise<string[]> {
  const rows = await q
    .select({ id: applications.id })
    .from(applications)
    .where(and(eq(applications.accountId, accountId), inArray(applications.id, ids)));
  return rows.map((row) => row.id);
}

/** What an invoice's SMS is written with: the application's template and name. */
export async function smsSettingsOf(q: Queryable, appId: string) {
  const [row] = await q
    .select({ template: appConfigs.defaultSmsTemplate, appName: applications.appName })
    .from(appConfigs)
    .innerJoin(applications, eq(applications.id, appConfigs.appId))
    .where(eq(appConfigs.appId, appId));
  return row;
}

/** The application that carries a merchant id, in any account. */
export async function applicationOfMerchant(q: Queryable, merchantId: string) {
  const [row] = await q.select().from(applications).where(eq(applications.merchantId, merchantId));
  return row;
}

/** The merchant behind an application: its company's name, or the sole trader's own. */
export async function ownerNameOf(q: Queryable, app: typeof applications.$inferSelect): Promise<string> {
  const [owner] = app.companyId
    ? await q.select({ name: companies.companyName }).from(companies).where(eq(companies.id, app.companyId))
    : await q.select({ name: individuals.fullName }).from(individuals).where(eq(individuals.appId, app.id));
  return owner?.name ?? app.appName;
}

/**
 * An application goes live once both have happened, in either order: review passed and the
 * contract signed. One in any other status, or still missing one, stays as it is.
 */
export async function makeLiveIfReady(q: Queryable, appId: string, at: Date) {
  await q
    .update(applications)
    .set({ status: "live", updatedAt: at })
    .where(
      and(
        eq(applications.id, appId),
        eq(applications.status, "inReview"),
        isNotNull(applications.reviewApprovedAt),
        sql`exists (select 1 from ${contracts} where ${contracts.appId} = ${appId} and ${contracts.status} = 'signed')`,
      ),
    );
}

/** Review passed (the provider's operators approved): live at once if the contract is signed. */
export async function markReviewPassed(q: Queryable, appId: string, at: Date) {
  await q.update(applications).set({ reviewApprovedAt: at, updatedAt: at }).where(eq(applications.id, appId));
  await makeLiveIfReady(q, appId, at);
}

/** Sent (again) to review: approved at once by the sandbox reviewer, or waiting for the provider's operators. */
export async function submitForReview(q: Queryable, appId: string, at: Date, approvedAtOnce: boolean) {
  await q
    .update(applications)
    .set({ status: "inReview", submittedAt: at, reviewApprovedAt: approvedAtOnce ? at : null, updatedAt: at })
    .where(eq(applications.id, appId));
  await makeLiveIfReady(q, appId, at);
}

/** An application in any scope: the caller has checked it is the user's. */
export async function findApplicationById(q: Queryable, appId: string) {
  const [row] = await q.select().from(applications).where(eq(applications.id, appId));
  return row;
}

/** Who hears about an application (its payments, its webhook endpoints): its e-mail (or its owner's), in the owner's language. */
export async function contactOfApp(q: Queryable, appId: string) {
  const [row] = await q
    .select({
      appName: applications.appName,
      mail: appConfigs.applicationMail,
      email: users.email,
      language: users.language,
    })
    .from(applications)
    .innerJoin(appConfigs, eq(appConfigs.appId, applications.id))
    .innerJoin(users, eq(users.id, applications.ownerId))
    .where(eq(applications.id, appId));
  return row;
}

/** The provider's last decision that sent the application back (changes requested or rejected), for the merchant to read. */
export async function lastSendBack(q: Queryable, appId: string) {
  const [row] = await q
    .select()
    .from(applicationReviews)
    .where(and(eq(applicationReviews.appId, appId), ne(applicationReviews.decision, "approve")))
    .orderBy(desc(applicationReviews.at))
    .limit(1);
  return row;
}
