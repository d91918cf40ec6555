import { createContext, useContext } from "react";
import type { CheckoutApi } from "./api";

interface Checkout {
  invoiceCode: string;
  /** The checkout's calls for this invoice, in the page's language. */
  api: CheckoutApi;
}

export const CheckoutContext = createContext<Checkout | null>(null);

export function useCheckout(): Checkout {
  const checkout = useContext(CheckoutContext);
  if (!checkout) throw new Error("useCheckout outside the checkout page");
  return checkout;
}
