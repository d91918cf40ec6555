import {
  type Decoded,
  addDays,
  calendarDateOf,
  messages,
  type PayButtonPaymentRequest,
  type PayButtonView,
  payButtonAmountIssue,
  type QrPaymentStarted,
  toMajorNumber,
  toMinorUnits,
} from "@portal/contracts";
import type { FastifyInstance } from "fastify";
import type * as z from "zod/mini";
import { AppError } from "@/lib/app-error";
import { expiryOf, insertInvoice, newInvoiceCode } from "@/modules/invoices/invoices.repo";
import { toPayButtonView } from "@/modules/pay-buttons/pay-buttons.mappers";
import { findPublicPayButton, type PayButtonRow } from "@/modules/pay-buttons/pay-buttons.repo";
import { publicPaymentGuard } from "./public-payment-guard";

const amountRefused = (key: string) =>
  new AppError("VALIDATION_ERROR", "The amount cannot be paid with this button.", { fields: { amount: key } });

/**
 * The amount the invoice asks for, in minor units: the button's own when it is fixed (the
 * page may send it back, exactly), else the customer's within the button's range. The record
 * decides; nothing the caller sends can change a fixed amount.
 */
function amountToPay(button: PayButtonRow, sent: string | number | undefined): bigint {
  if (button.amountMode === "fixed") {
    if (sent !== undefined && toMinorUnits(sent) !== button.amount) throw amountRefused(messages.payButtonAmountFixed);
    return button.amount!;
  }
  const typed = sent === undefined ? "" : String(sent);
  const range = {
    minAmount: button.minAmount === null ? null : toMajorNumber(button.minAmount),
    maxAmount: button.maxAmount === null ? null : toMajorNumber(button.maxAmount),
  };
  const issue = payButtonAmountIssue(typed, range);
  if (issue) throw amountRefused(issue);
  return toMinorUnits(typed)!;
}

/**
 * A pay button's public page (`/pay/button/{buttonId}`, docs/pay-buttons.md "Pay buttons"):
 * what it shows, and the invoice a click becomes, paid on the invoice's checkout as any other.
 */
export function payButtonPageService(app: FastifyInstance) {
  const { db, clock } = app;
  const guard = publicPaymentGuard(app);

  async function publicButton(buttonId: string) {
    const row = await findPublicPayButton(db, buttonId);
    if (!row) throw new AppError("NOT_FOUND", "No merchant takes payments with this button.");
    return row;
  }

  /** A disabled button is still shown, as no longer available: its merchant may have put its link anywhere. */
  async function view(buttonId: string): Promise<Decoded<typeof PayButtonView>> {
    return toPayButtonView(await publicButton(buttonId));
  }

  /**
   * The click as an invoice of the button's application, `source: button`, in the button's
   * currency and words; the customer's name and phone if given, else empty. Its "created by"
   * is the button's name, so the merchant's lists say which button it came from; its history
   * names the customer, as a QR payment's does. The link lives to the end of tomorrow (UTC),
   * as a QR payment's. The amount is checked before the guard counts the call: a refused
   * amount makes nothing and costs the address nothing.
   */
  async function start(
    buttonId: string,
    request: z.output<typeof PayButtonPaymentRequest>,
    caller: { ip: string },
  ): Promise<QrPaymentStarted> {
    const { button } = await publicButton(buttonId);
    if (button.status !== "active") throw new AppError("INVALID_STATE", "This button is no longer available.");
    const amount = amountToPay(button, request.amount);
    await guard.admit({ ip: caller.ip, appId: button.appId }, request.proof);
    const now = clock();
    const linkExpirationDate = addDays(calendarDateOf(now), 1);
    const customer = request.fullName;
    const invoice = await db.transaction((tx) =>
      insertInvoice(
        tx,
        {
          accountId: button.accountId,
          appId: button.appId,
          invoiceCode: newInvoiceCode(),
          source: "button",
          payButtonId: button.id,
          amount,
          currency: button.currency,
          fullName: customer,
          phone: request.phone,
          bookingId: "",
          description: button.description,
          linkExpirationDate,
          expiresAt: expiryOf(linkExpirationDate),
          createdByName: button.name,
          createdAt: now,
        },
        { type: "customer", name: customer || null },
      ),
    );
    return { invoiceCode: invoice.invoiceCode };
  }

  return { view, start };
}
