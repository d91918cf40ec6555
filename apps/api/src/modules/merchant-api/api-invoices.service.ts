import {
  type ApiCreateInvoiceRequest,
  type ApiInvoice,
  fromMinorUnits,
  type InvoiceInput,
  messages,
} from "@portal/contracts";
import type { FastifyInstance } from "fastify";
import type * as z from "zod/mini";
import { AppError } from "@/lib/app-error";
import { findInvoice } from "@/modules/invoices/invoices.repo";
import { invoicesService } from "@/modules/invoices/invoices.service";
import type { ApiKeyContext } from "./api-key-auth";
import { toApiInvoice } from "@/modules/api-views/api-views";

/**
 * Invoices through the API (`/api/v1/invoices`): the portal's create-an-invoice and send, through
 * the invoices service's own paths (the same rules, history, SMS template and e-mail), made by
 * "API" for the key's application. Reading reaches any invoice of that application.
 */
export function apiInvoicesService(app: FastifyInstance) {
  const invoices = invoicesService(app);

  async function read(caller: ApiKeyContext, invoiceId: string, origin: string): Promise<ApiInvoice> {
    const found = await findInvoice(app.db, caller.scope, invoiceId);
    if (!found) throw new AppError("NOT_FOUND", "No such invoice.");
    return toApiInvoice(found.invoice, origin);
  }

  /**
   * Created, then sent by the channels asked. A refusal to send (the account's hourly sending
   * limit) leaves it created and unsent, which `sentBySms`/`sentByEmail` say: it is not undone,
   * and the portal can send it later.
   */
  async function create(
    caller: ApiKeyContext,
    request: z.output<typeof ApiCreateInvoiceRequest>,
    origin: string,
  ): Promise<ApiInvoice> {
    if (request.send.email && !request.email) {
      throw new AppError("VALIDATION_ERROR", "Sending by e-mail needs the customer's e-mail address.", {
        fields: { email: messages.required },
      });
    }
    const input: z.output<typeof InvoiceInput> = {
      appId: caller.appId,
      amount: fromMinorUnits(BigInt(request.amount)),
      currency: request.currency,
      fullName: request.fullName,
      phone: request.phone,
      email: request.email ? request.email.toLowerCase() : null,
      description: request.description,
      linkExpirationDate: request.linkExpirationDate,
      dueDate: request.dueDate ?? null,
      category: null,
      bookingId: request.bookingId,
      preAuth: request.preAuth,
      installment: request.installment,
      recurrence: request.recurrence,
      scheduledPaymentDate: request.scheduledPaymentDate ?? null,
      checkInDate: request.checkInDate ?? null,
    };
    const created = await invoices.create(caller, input, origin);
    const { sms, email } = request.send;
    if (sms || email) {
      try {
        await invoices.send(caller, { invoiceId: created.id, sms, email }, request.language, origin);
      } catch (err) {
        if (!(err instanceof AppError && err.code === "RATE_LIMITED")) throw err;
      }
    }
    return read(caller, created.id, origin);
  }

  return { create, read };
}
