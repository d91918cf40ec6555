import { fromMinorUnits } from "@portal/contracts";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { appConfigs, applications, users } from "@/db/schema";
import type { InvoiceRow } from "@/modules/invoices/invoices.repo";
import { invoiceMessages } from "@/modules/invoices/invoices.messages";
import type { TransactionRow } from "./transactions.repo";

/** Tells the merchant a payment came in or was held (the messaging interface; bots come later). */
export async function notifyMerchant(app: FastifyInstance, invoice: InvoiceRow, t: TransactionRow) {
  const [owner] = await app.db
    .select({ appName: applications.appName, mail: appConfigs.applicationMail, email: users.email })
    .from(applications)
    .innerJoin(appConfigs, eq(appConfigs.appId, applications.id))
    .innerJoin(users, eq(users.id, applications.ownerId))
    .where(eq(applications.id, invoice.appId));
  if (!owner) return;
  const text = invoiceMessages("en").paymentNotice({
    appName: owner.appName,
    invoiceCode: invoice.invoiceCode,
    amount: fromMinorUnits(t.amount),
    currency: t.currency,
    maskedPan: t.maskedPan,
    held: t.status === "preAuth",
  });
  await app.messaging.send({ channel: "email", to: owner.mail || owner.email, text });
}
