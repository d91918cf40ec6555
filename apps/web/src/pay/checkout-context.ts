import type { Region } from "@portal/contracts";
import { createContext, useContext } from "react";
import type { CheckoutApi } from "./api";

interface Checkout {
  invoiceCode: string;
  /** The checkout's calls for this invoice, in the page's language. */
  api: CheckoutApi;
  /** The variant the page is served in: its clock is the one the page's times are on (DESIGN §3). */
  region: Region;
}

export const CheckoutContext = createContext<Checkout | null>(null);

export function useCheckout(): Checkout {
  const checkout = useContext(CheckoutContext);
  if (!checkout) throw new Error("useCheckout outside the checkout page");
  return checkout;
}
