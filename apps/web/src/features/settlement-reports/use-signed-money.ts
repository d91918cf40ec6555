import type { Currency } from "@portal/contracts";
import { useCallback } from "react";
import { useFormat } from "@/lib/format";

/** An amount with its sign, as the wallet's operations show one: "+25.50 AZN", "-10.00 AZN", "0.00 AZN". */
export function useSignedMoney() {
  const { formatNumber } = useFormat();
  return useCallback(
    (amount: number, currency: Currency) =>
      `${formatNumber(amount, { minimumFractionDigits: 2, maximumFractionDigits: 2, signDisplay: "exceptZero" })} ${currency}`,
    [formatNumber],
  );
}
