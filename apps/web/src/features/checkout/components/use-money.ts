import type { Currency } from "@portal/contracts";
import { useCallback } from "react";
import { useFormat } from "@/lib/format";

/**
 * "12.50 AZN", "12,50 AZN": always two decimals and the code after, joined by a no-break
 * space so a narrow screen never puts the code on a line of its own.
 */
export function useMoney() {
  const { formatNumber } = useFormat();
  return useCallback(
    (amount: number, currency: Currency) =>
      `${formatNumber(amount, { minimumFractionDigits: 2, maximumFractionDigits: 2 })}\u00a0${currency}`,
    [formatNumber],
  );
}
