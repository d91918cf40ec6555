import type { CardBrand } from "@portal/contracts";
import type { ReactNode } from "react";

export type KnownBrand = Exclude<CardBrand, "other">;

/**
 * Each brand's colours as a small card face, drawn in a 32 × 20 viewBox: the checkout's card
 * form and the portal's transactions show the same. Decorative: the brand is named beside it.
 */
export const brandFaces: Record<KnownBrand, ReactNode> = {
  visa: (
    <>
      <rect width="32" height="20" rx="3" fill="#1A1F71" />
      <rect x="4" y="13" width="24" height="3" rx="1" fill="#F7B600" />
    </>
  ),
  mastercard: (
    <>
      <rect width="32" height="20" rx="3" fill="#231F20" />
      <circle cx="13" cy="10" r="6" fill="#EB001B" />
      <circle cx="19" cy="10" r="6" fill="#F79E1B" fillOpacity="0.9" />
    </>
  ),
  amex: (
    <>
      <rect width="32" height="20" rx="3" fill="#2E77BC" />
      <rect x="5" y="8" width="22" height="4" rx="1" fill="#FFFFFF" />
    </>
  ),
  unionpay: (
    <>
      <rect width="32" height="20" rx="3" fill="#FFFFFF" stroke="#D0D7DE" />
      <path d="M5 3h7l-3 14H2z" fill="#E21836" />
      <path d="M13 3h7l-3 14h-7z" fill="#00447C" />
      <path d="M21 3h7l-3 14h-7z" fill="#007B84" />
    </>
  ),
};
