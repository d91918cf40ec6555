import type { Decoded, PayButton, PayButtonView } from "@portal/contracts";
import type { ButtonPayments, PayButtonRow } from "./pay-buttons.repo";

/** `origin` (lib/public-origin.ts): where the merchant's request says customers' links point. */
export const payButtonLink = (origin: string, buttonId: string) => `${origin}/pay/button/${buttonId}`;

const NO_PAYMENTS: ButtonPayments = { count: 0, sum: 0n };

/** A button as the portal lists it, with its link and what it has brought in. */
export function toPayButton(
  row: { button: PayButtonRow; appName: string },
  payments: ButtonPayments | undefined,
  origin: string,
): Decoded<typeof PayButton> {
  const { button } = row;
  const { count, sum } = payments ?? NO_PAYMENTS;
  return {
    id: button.id,
    buttonId: button.buttonId,
    appId: button.appId,
    appName: row.appName,
    name: button.name,
    amountMode: button.amountMode,
    amount: button.amount,
    minAmount: button.minAmount,
    maxAmount: button.maxAmount,
    currency: button.currency,
    description: button.description,
    language: button.language,
    style: button.style,
    status: button.status,
    link: payButtonLink(origin, button.buttonId),
    paymentsCount: count,
    paymentsSum: sum,
    createdBy: button.createdByName,
    createdAt: button.createdAt.toISOString(),
  };
}

/** What the button's public page shows: the merchant as on the checkout, and what is to be paid. */
export function toPayButtonView(row: {
  button: PayButtonRow;
  app: { id: string; appName: string };
  hasLogo: string | null;
}): Decoded<typeof PayButtonView> {
  const { button } = row;
  return {
    merchantName: row.app.appName,
    merchantLogoUrl: row.hasLogo ? `/api/apps/${row.app.id}/logo` : null,
    available: button.status === "active",
    description: button.description,
    amountMode: button.amountMode,
    amount: button.amount,
    minAmount: button.minAmount,
    maxAmount: button.maxAmount,
    currency: button.currency,
    language: button.language,
  };
}
