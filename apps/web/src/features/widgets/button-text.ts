import { type Currency, type Language, type PayButtonAmountMode, type PayButtonStyle } from "@portal/contracts";
import { formatMoney } from "@/lib/intl-format";
import type { WidgetsT } from "./use-widgets-translation";

/** What a button's text is made of: its style's words and, on a fixed button, its amount. */
export interface ButtonWording {
  language: Language;
  amountMode: PayButtonAmountMode;
  /** Major units; null while the form has no valid amount yet. */
  amount: number | null;
  currency: Currency;
  style: Pick<PayButtonStyle, "textPreset" | "customText">;
}

/**
 * The text on a button, with `t` fixed to the button's language (`useButtonT`): a preset's
 * words or the merchant's own, then a fixed button's amount ("Pay 25.00 AZN"), so the
 * customer knows what the click costs before making it. The preview, the snippet and the
 * list all take it from here, so they never disagree.
 */
export function payButtonText(t: WidgetsT, { language, amountMode, amount, currency, style }: ButtonWording): string {
  const words = style.textPreset ? t(`widgets.texts.${style.textPreset}`) : (style.customText ?? "").trim();
  if (amountMode !== "fixed" || amount === null) return words;
  return t("widgets.buttonText", { text: words, amount: formatMoney(amount, currency, language) });
}
