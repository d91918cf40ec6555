import { useMemo } from "react";
import { useFormat } from "@/lib/format";

/** A change under 10 reads better with its tenth (+2.5%), a larger one without (+12%). */
const digitsFor = (value: number) => ({ maximumFractionDigits: Math.abs(value) < 10 ? 1 : 0 });

/** The dashboard's numbers in the interface language: money, counts and percentages. */
export function useFigureFormat() {
  const { language, formatMoney, formatNumber } = useFormat();
  return useMemo(
    () => ({
      money: formatMoney,
      count: (value: number) => formatNumber(value),
      /** A number of percent (12.5 → "12.5%"). Azerbaijani writes the sign after the number; a runtime without its data would follow Turkish ("%12,5"). */
      percent: (value: number) =>
        language === "az"
          ? `${formatNumber(value, digitsFor(value))}%`
          : formatNumber(value / 100, { style: "percent", ...digitsFor(value) }),
      /** A bare number with the same rounding, for percentage points. */
      decimal: (value: number) => formatNumber(value, digitsFor(value)),
    }),
    [language, formatMoney, formatNumber],
  );
}
