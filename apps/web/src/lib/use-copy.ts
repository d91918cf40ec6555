import { useCallback, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";

export type CopyOutcome = "copied" | "failed" | null;

/**
 * Copies `value` to the clipboard and says how it went ("Copied", or how to copy by hand),
 * for a status region. With `clearAfterMs` the message goes away again.
 */
export function useCopy(value: string, clearAfterMs?: number) {
  const { t } = useTranslation();
  const [outcome, setOutcome] = useState<CopyOutcome>(null);

  useEffect(() => {
    if (!outcome || clearAfterMs === undefined) return;
    const timer = setTimeout(() => setOutcome(null), clearAfterMs);
    return () => clearTimeout(timer);
  }, [outcome, clearAfterMs]);

  const copy = useCallback(
    () =>
      navigator.clipboard.writeText(value).then(
        () => setOutcome("copied"),
        () => setOutcome("failed"),
      ),
    [value],
  );

  const message = outcome === "copied" ? t("common.copy.copied") : outcome === "failed" ? t("common.copy.failed") : "";
  return { outcome, message, copy };
}
