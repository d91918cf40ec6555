import { DEFAULT_LANGUAGE, fromMinorUnits } from "@portal/contracts";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { appConfigs, applications, users } from "@/db/schema";
import type { InvoiceRow } from "@/modules/invoices/invoices.repo";
import { type TransactionNotice, transactionNotice } from "./transactions.messages";
import type { TransactionRow } from "./transactions.repo";

/**
 * Tells the merchant what happened to a payment (the messaging interface; bots come later),
 * in the language the application's owner chose (Settings), English until they choose.
 * A failed notice is logged, never the caller's failure: the money has moved either way.
 */
export async function notifyMerchant(app: FastifyInstance, invoice: InvoiceRow, t: TransactionRow, event: TransactionNotice["event"], amount = t.amount) {
  try {
    const [owner] = await app.db
      .select({ appName: applications.appName, mail: appConfigs.applicationMail, email: users.email, language: users.language })
      .from(applications)
      .innerJoin(appConfigs, eq(appConfigs.appId, applications.id))
      .innerJoin(users, eq(users.id, applications.ownerId))
      .where(eq(applications.id, invoice.appId));
    if (!owner) return;
    const mail = transactionNotice(owner.language ?? DEFAULT_LANGUAGE, {
      appName: owner.appName,
      invoiceCode: invoice.invoiceCode,
      amount: fromMinorUnits(amount),
      currency: t.currency,
      maskedPan: t.maskedPan,
      event,
    });
    await app.messaging.send({ channel: "email", to: owner.mail || owner.email, ...mail });
  } catch (err) {
    app.log.error({ err }, "payment notice not sent");
  }
}
