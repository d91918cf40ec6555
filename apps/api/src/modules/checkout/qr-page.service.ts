import {
  addDays,
  calendarDateOf,
  type QrPageMerchant,
  type QrPaymentRequest,
  type QrPaymentStarted,
  type Region,
  regionCurrency,
  toMinorUnits,
} from "@portal/contracts";
import type { FastifyInstance } from "fastify";
import type * as z from "zod/mini";
import { AppError } from "@/lib/app-error";
import { findLiveByMerchantId } from "@/modules/applications/applications.repo";
import { expiryOf, insertInvoice, newInvoiceCode } from "@/modules/invoices/invoices.repo";
import { publicPaymentGuard } from "./public-payment-guard";

/** Where the customer's request came from: the address (the guard's counters) and the region (the currency). */
interface Caller {
  ip: string;
  region: Region;
}

/**
 * An application's QR page (`/pay/merchant/{merchantId}`, docs/invoices.md "QR payments"):
 * the merchant shown to whoever scans the code, and the invoice a customer's amount becomes.
 * The customer then pays it on the invoice's checkout, so a QR payment is charged, credited
 * and listed exactly as an invoice payment is.
 */
export function qrPageService(app: FastifyInstance) {
  const { db, clock } = app;
  const guard = publicPaymentGuard(app);

  async function liveApplication(merchantId: string) {
    const row = await findLiveByMerchantId(db, merchantId);
    if (!row) throw new AppError("NOT_FOUND", "No merchant takes payments with this QR code.");
    return row;
  }

  async function view(merchantId: string, region: Region): Promise<QrPageMerchant> {
    const { app: application, hasLogo } = await liveApplication(merchantId);
    return {
      merchantName: application.appName,
      merchantLogoUrl: hasLogo ? `/api/apps/${application.id}/logo` : null,
      currency: regionCurrency[region],
    };
  }

  /**
   * The customer's amount as an invoice of the application, `source: qr`. What the customer
   * leaves out stays empty ("" where the invoice's column is required); the booking id and the
   * description are the merchant's words, so a QR payment has none. Its link lives to the end
   * of tomorrow (UTC): long enough to pay now, from any time zone, and a 3-D Secure detour;
   * the expiry job closes it after that.
   */
  async function start(
    merchantId: string,
    request: z.output<typeof QrPaymentRequest>,
    caller: Caller,
  ): Promise<QrPaymentStarted> {
    const { app: application } = await liveApplication(merchantId);
    await guard.admit({ ip: caller.ip, appId: application.id }, request.proof);
    const now = clock();
    const linkExpirationDate = addDays(calendarDateOf(now), 1);
    const customer = request.fullName;
    const invoice = await db.transaction((tx) =>
      insertInvoice(
        tx,
        {
          accountId: application.accountId,
          appId: application.id,
          invoiceCode: newInvoiceCode(),
          source: "qr",
          amount: toMinorUnits(request.amount)!,
          currency: regionCurrency[caller.region],
          fullName: customer,
          phone: request.phone,
          optionalCode: request.optionalCode || null,
          bookingId: "",
          description: "",
          linkExpirationDate,
          expiresAt: expiryOf(linkExpirationDate),
          createdByName: customer,
          createdAt: now,
        },
        { type: "customer", name: customer || null },
      ),
    );
    return { invoiceCode: invoice.invoiceCode };
  }

  return { view, start };
}
