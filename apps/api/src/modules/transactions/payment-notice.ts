import { DEFAULT_LANGUAGE, fromMinorUnits } from "@portal/contracts";
import type { FastifyInstance } from "fastify";
import { ACCOUNT_REGION } from "@/lib/account-region";
import { contactOfApp } from "@/modules/applications/applications.repo";
import { notificationTexts } from "@/modules/notifications/notifications.messages";
import { notifySubscribers } from "@/modules/notifications/notify-subscribers";
import type { Queryable } from "@/db/client";
import { invoiceById, type InvoiceRow } from "@/modules/invoices/invoices.repo";
import { operationById } from "./transaction-operations.repo";
import { type TransactionNotice, transactionNotice } from "./transactions.messages";
import { transactionById, type TransactionRow } from "./transactions.repo";

/**
 * Tells the merchant what happened to a payment: the application's e-mail, in the language
 * its owner chose (Settings), English until they choose; and the users' connected chats,
 * each in its user's language. Written to the outbox in `q`'s transaction: an after-commit
 * subscriber's (docs/events.md), so each event is told once, after its money has moved.
 * Each says when, as the portal shows it: the payment's time, or the operation's.
 */
async function notifyMerchant(
  app: FastifyInstance,
  q: Queryable,
  invoice: InvoiceRow,
  t: TransactionRow,
  event: TransactionNotice["event"],
  amount = t.amount,
  at = t.createdAt,
) {
  const owner = await contactOfApp(q, invoice.appId);
  if (!owner) return;
  const notice = {
    appName: owner.appName,
    invoiceCode: invoice.invoiceCode,
    amount: fromMinorUnits(amount),
    currency: t.currency,
    maskedPan: t.maskedPan,
    event,
    at,
    region: ACCOUNT_REGION,
  };
  const mail = transactionNotice(owner.language ?? DEFAULT_LANGUAGE, notice);
  await app.messaging.send({ channel: "email", to: owner.mail || owner.email, ...mail }, q);
  await notifySubscribers(
    app,
    {
      accountId: invoice.accountId,
      appId: invoice.appId,
      // Money back to the card is a refund done; a hold taken or completed is a payment received.
      event: event === "refund" || event === "reversal" ? "refundDone" : "paymentReceived",
      // A chat has room for who paid; the e-mail keeps to its short form.
      text: (language) =>
        `${transactionNotice(language, notice).text} ${notificationTexts(language).customer(invoice.fullName)}`,
      path: `/billing/transactions?invoiceCode=${encodeURIComponent(invoice.invoiceCode)}`,
    },
    q,
  );
}

const operationNotices = {
  "refund.succeeded": "refund",
  "hold.captured": "capture",
  "hold.reversed": "reversal",
} as const;

/** The merchant hears of payments taken or held, and of refunds, captures and reversals done. */
export function subscribePaymentNotices(app: FastifyInstance) {
  app.events.onCommitted(["payment.succeeded", "payment.authorized"], async (q, e) => {
    const t = (await transactionById(q, e.transactionId))!;
    await notifyMerchant(
      app,
      q,
      await invoiceById(q, e.invoiceId),
      t,
      e.type === "payment.authorized" ? "held" : "paid",
    );
  });
  app.events.onCommitted(["refund.succeeded", "hold.captured", "hold.reversed"], async (q, e) => {
    const operation = await operationById(q, e.operationId);
    const t = (await transactionById(q, e.transactionId))!;
    const invoice = await invoiceById(q, e.invoiceId);
    await notifyMerchant(app, q, invoice, t, operationNotices[e.type], operation.amount, operation.createdAt);
  });
}
