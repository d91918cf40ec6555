import type { PayButtonShape, PayButtonSize } from "./pay-button-rules";

/**
 * The HTML a merchant pastes into their page: a link styled as a button, with inline styles
 * only, so it needs no script of ours and no stylesheet, and survives site builders that strip
 * `<style>` and `<script>`. The portal's live preview renders this same markup. Free of zod
 * (`@portal/contracts/pay-button-snippet`).
 */

export interface PayButtonLook {
  background: string;
  textColour: string;
  size: PayButtonSize;
  shape: PayButtonShape;
}

const padding: Record<PayButtonSize, string> = { small: "6px 14px", medium: "10px 22px", large: "14px 30px" };
const fontSize: Record<PayButtonSize, number> = { small: 14, medium: 16, large: 18 };
const radius: Record<PayButtonShape, string> = { square: "0", rounded: "8px", pill: "999px" };

const escapeHtml = (text: string) =>
  text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");

/** The inline style of the button, as CSS declarations. */
export function payButtonCss(look: PayButtonLook): string {
  return [
    "display:inline-block",
    `padding:${padding[look.size]}`,
    `background:${look.background}`,
    `color:${look.textColour}`,
    `border-radius:${radius[look.shape]}`,
    `font:600 ${fontSize[look.size]}px/1.5 Poppins,Arial,sans-serif`,
    "text-decoration:none",
    "cursor:pointer",
  ].join(";");
}

/** The snippet for a button at `link` (its `/pay/button/{buttonId}` address) showing `text`. */
export function payButtonSnippet(link: string, text: string, look: PayButtonLook): string {
  return `<a href="${escapeHtml(link)}" target="_blank" rel="noopener" style="${payButtonCss(look)}">${escapeHtml(text)}</a>`;
}
