import type { FastifyInstance } from "fastify";
import { failAbandonedAttempts } from "./attempt-lifecycle";
import { expireOverdueInvoices, issueDueRecurringInvoices } from "./invoice-lifecycle";
import { logEvent } from "@/modules/invoice-history/invoice-history.repo";
import { updateInvoice } from "./invoices.repo";
import { invoicesService } from "./invoices.service";

/**
 * What the scheduled jobs do (DESIGN §2 "jobs"), each safe to run on several servers at
 * once (rows are claimed with SKIP LOCKED) and again after a crash.
 */
export function invoiceJobs(app: FastifyInstance) {
  const { db, clock, config } = app;
  const service = invoicesService(app);

  async function expireInvoices() {
    const now = clock();
    const attempts = await db.transaction((tx) => failAbandonedAttempts(tx, app.events, null, now));
    const expired = await expireOverdueInvoices(db, app.events, now);
    return { attempts, expired };
  }

  /** Issues due recurring invoices and sends each the way its original was last sent. */
  async function issueRecurring() {
    const issued = await issueDueRecurringInvoices(db, clock());
    for (const { invoice, parent } of issued) {
      const channels = {
        sms: parent.sentBySms || !parent.sentByEmail,
        email: parent.sentByEmail && Boolean(invoice.email),
      };
      try {
        // No merchant's request here: the configured address (PUBLIC_URL or the first of PUBLIC_HOSTS).
        await service.deliver(invoice, channels, "en", config.PUBLIC_URL);
        await db.transaction(async (tx) => {
          await updateInvoice(tx, invoice.id, { sentBySms: channels.sms, sentByEmail: channels.email });
          const sentBy = [channels.sms && "sms", channels.email && "email"].filter((c): c is string => Boolean(c));
          await logEvent(tx, {
            invoiceId: invoice.id,
            action: "sent",
            status: invoice.status,
            actor: { type: "system", name: null },
            at: clock(),
            details: { channels: sentBy },
          });
        });
      } catch (err) {
        app.log.error({ err, invoiceId: invoice.id }, "recurring invoice issued but not sent");
      }
    }
    return issued.length;
  }

  return { expireInvoices, issueRecurring };
}
