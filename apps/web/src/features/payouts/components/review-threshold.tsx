import Edit from "@mui/icons-material/Edit";
import GppMaybeOutlined from "@mui/icons-material/GppMaybeOutlined";
import { Button, Stack, Typography } from "@mui/material";
import type { Currency } from "@portal/contracts";
import { lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { useIsMainUser } from "@/lib/permissions";
import { useBillingFormat } from "@/lib/use-billing-format";
import { usePayoutSettingsQuery } from "../api";
import { ThresholdDialog } from "./threshold-dialog";

// The notice shows only after the threshold changed, so it waits too.
const NoticeSnackbar = lazy(() => import("@/components/notice-snackbar").then((m) => ({ default: m.NoticeSnackbar })));

/**
 * "Payouts above 5,000.00 AZN wait for review" (SPEC §6 Payout review: four eyes), and for the
 * account's main user, who alone may, a way to change the amount.
 */
export function ReviewThreshold({ currency }: { currency: Currency }) {
  const { t } = useTranslation();
  const format = useBillingFormat();
  const mainUser = useIsMainUser();
  const { data: settings } = usePayoutSettingsQuery();
  // Each opening mounts the dialog anew, with the threshold as it is then.
  const [opening, setOpening] = useState({ open: false, count: 0 });
  const [notice, setNotice] = useState<string | null>(null);
  if (!settings) return null;
  const threshold = format.money(settings.reviewThreshold, currency);

  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: "flex-start" }}>
      <GppMaybeOutlined color="secondary" fontSize="small" aria-hidden sx={{ mt: 0.25 }} />
      <Typography variant="body2" component="div">
        {t("payouts.threshold.text", { amount: threshold })}
        {mainUser && (
          <>
            {" "}
            <Button
              size="small"
              startIcon={<Edit />}
              onClick={() => setOpening(({ count }) => ({ open: true, count: count + 1 }))}
              sx={{ py: 0 }}
            >
              {t("payouts.threshold.change")}
            </Button>
            <ThresholdDialog
              key={opening.count}
              open={opening.open}
              current={settings.reviewThreshold}
              currency={currency}
              onClose={() => setOpening((last) => ({ ...last, open: false }))}
              onDone={(amount) => setNotice(t("payouts.threshold.changed", { amount: format.money(amount, currency) }))}
            />
            {opening.count > 0 && (
              <Suspense fallback={null}>
                <NoticeSnackbar notice={notice} onClose={() => setNotice(null)} />
              </Suspense>
            )}
          </>
        )}
      </Typography>
    </Stack>
  );
}
