import type { Currency } from "@portal/contracts";
import { useCallback } from "react";
import { useFormat } from "@/lib/format";

/** "12.50 AZN", "12,50 AZN": always two decimals, and the currency code after the amount. */
export function useMoney() {
  const { formatNumber } = useFormat();
  return useCallback(
    (amount: number, currency: Currency) =>
      `${formatNumber(amount, { minimumFractionDigits: 2, maximumFractionDigits: 2 })} ${currency}`,
    [formatNumber],
  );
}
