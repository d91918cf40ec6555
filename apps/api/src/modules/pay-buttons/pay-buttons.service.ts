import {
  type CreatePayButtonRequest,
  messages,
  PAGE_SIZE,
  type Decoded,
  type PayButton,
  type PayButtonFilters,
  type PayButtonPage,
  type PayButtonStatus,
  toMinorUnits,
  pageFrom,
} from "@portal/contracts";
import type { FastifyInstance } from "fastify";
import QRCode from "qrcode";
import type * as z from "zod/mini";
import { AppError } from "@/lib/app-error";
import { findApplication } from "@/modules/applications/applications.repo";
import type { AuthContext } from "@/plugins/auth";
import { payButtonLink, toPayButton } from "./pay-buttons.mappers";
import {
  findPayButton,
  insertPayButton,
  listPayButtons,
  newButtonId,
  paymentsOfButtons,
  setPayButtonStatus,
} from "./pay-buttons.repo";

const minorOrNull = (amount: string | null | undefined) => (amount ? toMinorUnits(amount)! : null);

/**
 * Pay buttons (SPEC §2 Widgets, docs/pay-buttons.md "Pay buttons"): records the merchant
 * makes, each the amount its public page asks for. Every read and change is within the
 * caller's scope; another account's button does not exist.
 */
export function payButtonsService(app: FastifyInstance) {
  const { db, clock } = app;

  async function mine(auth: AuthContext, id: string) {
    const row = await findPayButton(db, auth.scope, id);
    if (!row) throw new AppError("NOT_FOUND", "No such pay button.");
    return row;
  }

  async function withPayments(
    row: Awaited<ReturnType<typeof mine>>,
    origin: string,
  ): Promise<Decoded<typeof PayButton>> {
    const payments = await paymentsOfButtons(db, [row.button.id]);
    return toPayButton(row, payments.get(row.button.id), origin);
  }

  async function list(
    auth: AuthContext,
    filters: z.output<typeof PayButtonFilters>,
    origin: string,
  ): Promise<Decoded<typeof PayButtonPage>> {
    if (filters.appId && !(await findApplication(db, auth.scope, filters.appId)))
      throw new AppError("NOT_FOUND", "No such application.");
    const { rows, total } = await listPayButtons(db, auth.scope, filters);
    const ids = rows.map((row) => row.button.id);
    const payments = await paymentsOfButtons(db, ids);
    return pageFrom(
      rows.map((row) => toPayButton(row, payments.get(row.button.id), origin)),
      filters.page,
      PAGE_SIZE,
      total,
    );
  }

  /**
   * A new button of a live application: only a live one takes payments, so a button of any
   * other could not be paid (409). A fixed button keeps its amount and no bounds, a
   * customer-entered one its bounds and no amount, whatever else the request carried.
   */
  async function create(
    auth: AuthContext,
    request: z.output<typeof CreatePayButtonRequest>,
    origin: string,
  ): Promise<Decoded<typeof PayButton>> {
    const application = (await findApplication(db, auth.scope, request.appId))?.app;
    if (!application) throw new AppError("NOT_FOUND", "No such application.");
    if (application.status !== "live") {
      throw new AppError("INVALID_STATE", "Only a live application can take payments with a pay button.", {
        fields: { appId: messages.appNotLive },
      });
    }
    const fixed = request.amountMode === "fixed";
    const now = clock();
    const button = await insertPayButton(db, {
      buttonId: newButtonId(),
      accountId: application.accountId,
      appId: application.id,
      name: request.name,
      amountMode: request.amountMode,
      amount: fixed ? minorOrNull(request.amount) : null,
      minAmount: fixed ? null : minorOrNull(request.minAmount),
      maxAmount: fixed ? null : minorOrNull(request.maxAmount),
      currency: request.currency,
      description: request.description,
      language: request.language,
      style: request.style,
      createdById: auth.user.id,
      createdByName: auth.user.fullName,
      createdAt: now,
      updatedAt: now,
    });
    return toPayButton({ button, appName: application.appName }, undefined, origin);
  }

  async function detail(auth: AuthContext, id: string, origin: string): Promise<Decoded<typeof PayButton>> {
    return withPayments(await mine(auth, id), origin);
  }

  /** Disabling takes the button's page out of use (it says so, and takes no payment); enabling puts it back. */
  async function setStatus(
    auth: AuthContext,
    id: string,
    status: PayButtonStatus,
    origin: string,
  ): Promise<Decoded<typeof PayButton>> {
    const row = await mine(auth, id);
    const button = row.button.status === status ? row.button : await setPayButtonStatus(db, id, status, clock());
    return withPayments({ ...row, button }, origin);
  }

  async function qrCode(auth: AuthContext, id: string, origin: string): Promise<Buffer> {
    const { button } = await mine(auth, id);
    return QRCode.toBuffer(payButtonLink(origin, button.buttonId), { type: "png", width: 512, margin: 2 });
  }

  return { list, create, detail, setStatus, qrCode };
}
