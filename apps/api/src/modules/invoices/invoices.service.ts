import {
  toMinorUnits,
  calendarDateOf,
  fillSmsTemplate,
  fromMinorUnits,
  type Decoded,
  type Invoice,
  type InvoiceFields,
  type InvoiceFormDefaults,
  invoiceDateIssues,
  type InvoiceInput,
  type InvoiceSent,
  isUnpaid,
  type Language,
  messages,
  PAGE_SIZE,
  PAYMENT_URL_PLACEHOLDER,
  type QrPaymentFilters,
  type SendInvoiceRequest,
  pageFrom,
} from "@portal/contracts";
import type { FastifyInstance } from "fastify";
import type { Db } from "@/db/client";
import QRCode from "qrcode";
import type * as z from "zod/mini";
import { AppError } from "@/lib/app-error";
import { encodeCursor } from "@/lib/keyset";
import { findApplication, smsSettingsOf } from "@/modules/applications/applications.repo";
import { refuseAboveLimit } from "@/modules/merchant-management/account-limits";
import { smsBudget } from "@/modules/messaging/sms-budget";
import { ownerOf } from "@/modules/events/domain-events";
import type { Caller } from "@/plugins/auth";
import { expireIfDue } from "./invoice-lifecycle";
import { invoiceMessages } from "./invoices.messages";
import {
  findInvoice,
  hasAttemptInProgress,
  insertInvoice,
  invoiceColumnsOf,
  type InvoiceRow,
  lastLinkInvoice,
  type ListFilters,
  listInvoices,
  newInvoiceCode,
  paymentUrlOf,
  toInvoice,
  updateInvoice,
} from "./invoices.repo";
import { type Actor, invoiceHistory, logEvent } from "@/modules/invoice-history/invoice-history.repo";

type Fields = z.output<typeof InvoiceFields>;

const HOUR_MS = 60 * 60_000;
/** How often an invoice's link may be sent, by the invoice and by the whole account. */
const SEND_LIMITS = { perInvoicePerHour: 5, perAccountPerHour: 300 } as const;

/** Invoices (SPEC §2, §7): create, send, list, detail, edit, delete, history. */
export function invoicesService(app: FastifyInstance) {
  const { db, clock, messaging, rateLimits } = app;
  const budget = smsBudget(app);
  // `origin` (lib/public-origin.ts) is where the payment links of the merchant's request point.
  const view = (row: InvoiceRow, appName: string, origin: string): Decoded<typeof Invoice> =>
    toInvoice(row, appName, origin);
  const actorOf = (auth: Caller): Actor => ({ type: "user", name: auth.actor.name });

  function checkDates(fields: Fields & { recurrenceStopped?: boolean }, now: Date) {
    const issues = invoiceDateIssues(fields, calendarDateOf(now));
    if (issues.length > 0) {
      throw new AppError("VALIDATION_ERROR", "Some fields are not valid.", {
        fields: Object.fromEntries(issues.map((i) => [i.path, i.message])),
      });
    }
  }

  async function mine(auth: Caller, id: string) {
    const row = await findInvoice(db, auth.scope, id);
    if (!row) throw new AppError("NOT_FOUND", "No such invoice.");
    return row;
  }

  async function create(
    auth: Caller,
    input: z.output<typeof InvoiceInput>,
    origin: string,
  ): Promise<Decoded<typeof Invoice>> {
    const now = clock();
    checkDates(input, now);
    const application = (await findApplication(db, auth.scope, input.appId))?.app;
    if (!application) throw new AppError("NOT_FOUND", "No such application.");
    if (application.status !== "live") {
      throw new AppError("VALIDATION_ERROR", "Only a live application can issue invoices.", {
        fields: { appId: messages.appNotLive },
      });
    }
    await refuseAboveLimit(db, auth.accountId, toMinorUnits(input.amount)!);
    const row = await db.transaction((tx) =>
      insertInvoice(
        tx,
        {
          ...invoiceColumnsOf(input),
          accountId: auth.accountId,
          appId: input.appId,
          invoiceCode: newInvoiceCode(),
          createdById: auth.actor.id,
          createdByName: auth.actor.name,
          createdAt: now,
        },
        actorOf(auth),
      ),
    );
    return view(row, application.appName, origin);
  }

  /** Changes an unpaid invoice under its row lock; an overdue one expires instead. */
  async function changeUnpaid(
    auth: Caller,
    id: string,
    origin: string,
    change: (
      tx: Parameters<Parameters<typeof db.transaction>[0]>[0],
      row: InvoiceRow,
      now: Date,
    ) => Promise<InvoiceRow>,
  ) {
    const now = clock();
    const result = await db.transaction(async (tx) => {
      const found = await findInvoice(tx, auth.scope, id, true);
      if (!found) throw new AppError("NOT_FOUND", "No such invoice.");
      const row = await expireIfDue(tx, app.events, found.invoice, now);
      if (!isUnpaid(row.status)) return { refused: row.status };
      if (await hasAttemptInProgress(tx, id)) return { refused: "inProgress" as const };
      return { row: await change(tx, row, now), appName: found.appName };
    });
    if ("refused" in result) {
      throw new AppError(
        "INVALID_STATE",
        result.refused === "inProgress"
          ? "A payment of this invoice is in progress."
          : `The invoice is ${result.refused} and can no longer be changed.`,
      );
    }
    return view(result.row, result.appName, origin);
  }

  function update(auth: Caller, id: string, fields: Fields, origin: string) {
    return changeUnpaid(auth, id, origin, async (tx, row, now) => {
      const stopped = row.recurrenceStoppedAt !== null;
      checkDates({ ...fields, recurrenceStopped: stopped }, now);
      // A stopped recurrence stays stopped: an edit cannot restart it.
      const next = {
        ...invoiceColumnsOf(fields),
        ...(stopped ? { recurrence: row.recurrence, scheduledPaymentDate: null } : {}),
      };
      const changed = [
        ...new Set(
          (Object.keys(next) as (keyof typeof next)[])
            .filter((k) => k !== "expiresAt" && String(next[k] ?? "") !== String(row[k] ?? ""))
            // Logged by the form's field names: the two installment columns are one field.
            .map((k) => (k === "installmentCardType" || k === "installmentPeriod" ? "installment" : k)),
        ),
      ];
      const updated = await updateInvoice(tx, id, {
        ...next,
        lastModifiedByName: auth.actor.name,
        lastModifiedAt: now,
      });
      await logEvent(tx, {
        invoiceId: id,
        action: "updated",
        status: updated.status,
        actor: actorOf(auth),
        at: now,
        details: { fields: changed },
      });
      return updated;
    });
  }

  async function remove(auth: Caller, id: string, origin: string) {
    return changeUnpaid(auth, id, origin, async (tx, _row, now) => {
      const row = await updateInvoice(tx, id, {
        status: "canceled",
        recurrenceStoppedAt: now,
        scheduledPaymentDate: null,
        lastModifiedByName: auth.actor.name,
        lastModifiedAt: now,
      });
      await logEvent(tx, { invoiceId: id, action: "canceled", status: "canceled", actor: actorOf(auth), at: now });
      await app.events.publish(tx, { ...ownerOf(row), type: "invoice.canceled", invoiceId: id }, now);
      return row;
    });
  }

  async function stopRecurrence(auth: Caller, id: string, origin: string) {
    const now = clock();
    const result = await db.transaction(async (tx) => {
      const found = await findInvoice(tx, auth.scope, id, true);
      if (!found) throw new AppError("NOT_FOUND", "No such invoice.");
      if (found.invoice.recurrence === "none" || found.invoice.recurrenceStoppedAt) return null;
      const stopped = await updateInvoice(tx, id, {
        recurrenceStoppedAt: now,
        scheduledPaymentDate: null,
        lastModifiedByName: auth.actor.name,
        lastModifiedAt: now,
      });
      await logEvent(tx, {
        invoiceId: id,
        action: "recurrenceStopped",
        status: stopped.status,
        actor: actorOf(auth),
        at: now,
      });
      return { row: stopped, appName: found.appName };
    });
    if (!result) throw new AppError("INVALID_STATE", "This invoice does not recur.");
    return view(result.row, result.appName, origin);
  }

  /** Sends the payment link by SMS (the application's template) and/or e-mail. */
  async function deliver(
    row: InvoiceRow,
    channels: { sms: boolean; email: boolean },
    lang: Language,
    origin: string,
  ): Promise<InvoiceSent> {
    const settings = await smsSettingsOf(db, row.appId);
    const values = {
      fullName: row.fullName,
      amount: fromMinorUnits(row.amount),
      currency: row.currency,
      invoice_code: row.invoiceCode,
      paymentUrl: paymentUrlOf(origin, row.invoiceCode),
    };
    if (channels.sms) {
      // A template saved before the link was required still carries it.
      const template = settings!.template.includes(PAYMENT_URL_PLACEHOLDER)
        ? settings!.template
        : `${settings!.template} ${PAYMENT_URL_PLACEHOLDER}`;
      await messaging.send({ channel: "sms", to: row.phone, text: fillSmsTemplate(template, values) });
      await budget.record(row.accountId, "invoice");
    }
    if (channels.email && row.email) {
      const texts = invoiceMessages(lang);
      const text = texts.invoiceMail({
        merchant: settings!.appName,
        fullName: row.fullName,
        invoiceCode: row.invoiceCode,
        amount: values.amount,
        currency: row.currency,
        description: row.description,
        paymentUrl: values.paymentUrl,
        expires: row.linkExpirationDate,
      });
      await messaging.send({ channel: "email", to: row.email, subject: texts.invoiceSubject(settings!.appName), text });
    }
    return { sms: channels.sms ? row.phone : null, email: channels.email ? row.email : null };
  }

  /** Sends per invoice and per account an hour: a customer's phone is not a target to flood. */
  async function withinSendLimits(auth: Caller, invoiceId: string) {
    for (const [key, limit] of [
      [`send-invoice:${invoiceId}`, SEND_LIMITS.perInvoicePerHour],
      [`send-invoice:account:${auth.accountId}`, SEND_LIMITS.perAccountPerHour],
    ] as const) {
      const { count, resetInMs } = await rateLimits.hit(key, HOUR_MS);
      if (count > limit) {
        throw new AppError("RATE_LIMITED", "This invoice was sent too often. Try again later.", {
          retryAfter: Math.ceil(resetInMs / 1000),
        });
      }
    }
  }

  async function send(
    auth: Caller,
    req: z.output<typeof SendInvoiceRequest>,
    lang: Language,
    origin: string,
  ): Promise<InvoiceSent> {
    const { invoice } = await mine(auth, req.invoiceId);
    if (req.email && !invoice.email) {
      throw new AppError("VALIDATION_ERROR", "The invoice has no e-mail address.", {
        fields: { email: messages.required },
      });
    }
    // A customer paying on the QR page may leave the phone out.
    if (req.sms && !invoice.phone) {
      throw new AppError("VALIDATION_ERROR", "The invoice has no phone number.", {
        fields: { phone: messages.required },
      });
    }
    if (!isUnpaid(invoice.status) || invoice.expiresAt <= clock()) {
      throw new AppError("INVALID_STATE", "Only an unpaid invoice with a live link can be sent.");
    }
    await withinSendLimits(auth, invoice.id);
    const sent = await deliver(invoice, req, lang, origin);
    const now = clock();
    await db.transaction(async (tx) => {
      await updateInvoice(tx, invoice.id, {
        sentBySms: invoice.sentBySms || req.sms,
        sentByEmail: invoice.sentByEmail || req.email,
      });
      const channels = [req.sms && "sms", req.email && "email"].filter((c): c is string => Boolean(c));
      await logEvent(tx, {
        invoiceId: invoice.id,
        action: "sent",
        status: invoice.status,
        actor: actorOf(auth),
        at: now,
        details: { channels },
      });
    });
    return sent;
  }

  /** `db`: the primary, or the replica when the caller may read it (plugins/read-db.ts). */
  async function list(
    auth: Caller,
    filters: ListFilters,
    origin: string,
    db: Db = app.db,
    source?: InvoiceRow["source"],
  ) {
    const found = await listInvoices(db, auth.scope, filters, source);
    const first = found.rows[0]?.invoice;
    const last = found.rows.at(-1)?.invoice;
    return {
      ...pageFrom(
        found.rows.map((r) => view(r.invoice, r.appName, origin)),
        found.page ?? filters.page,
        PAGE_SIZE,
        found.total,
      ),
      nextCursor: found.hasNext && last ? encodeCursor("after", last) : null,
      previousCursor: found.hasPrevious && first ? encodeCursor("before", first) : null,
    };
  }

  /**
   * The QR list's filters name the invoice's fields their own way (SPEC §3). It lists what
   * customers tried to pay: an amount typed on the QR page and never taken to a card is no payment.
   */
  function listQrPayments(auth: Caller, query: z.output<typeof QrPaymentFilters>, origin: string, db: Db = app.db) {
    const { fullName, phoneNumber, ...rest } = query;
    return list(auth, { ...rest, guestName: fullName, phone: phoneNumber, attempted: true }, origin, db, "qr");
  }

  async function detail(auth: Caller, id: string, origin: string) {
    const { invoice, appName } = await mine(auth, id);
    return view(invoice, appName, origin);
  }

  async function history(auth: Caller, id: string) {
    await mine(auth, id);
    return (await invoiceHistory(db, id)).map((e) => ({
      id: e.id,
      action: e.action,
      status: e.status,
      actorType: e.actorType,
      actorName: e.actorName,
      details: e.details,
      createdAt: e.createdAt.toISOString(),
    }));
  }

  /** Where the new invoice form starts: the link lifetime chosen last (SPEC §2's form, remembered per merchant). */
  async function formDefaults(auth: Caller): Promise<InvoiceFormDefaults> {
    const last = await lastLinkInvoice(db, auth.scope);
    return {
      lastLink: last ? { createdAt: last.createdAt.toISOString(), linkExpirationDate: last.linkExpirationDate } : null,
    };
  }

  async function qrCode(auth: Caller, id: string, origin: string) {
    const { invoice } = await mine(auth, id);
    return QRCode.toBuffer(paymentUrlOf(origin, invoice.invoiceCode), { type: "png", width: 320, margin: 2 });
  }

  return {
    create,
    send,
    deliver,
    list,
    listQrPayments,
    detail,
    update,
    remove,
    stopRecurrence,
    history,
    qrCode,
    formDefaults,
  };
}
