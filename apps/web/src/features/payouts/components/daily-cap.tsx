import SpeedOutlined from "@mui/icons-material/SpeedOutlined";
import { Stack, Typography } from "@mui/material";
import type { Currency } from "@portal/contracts";
import { useTranslation } from "react-i18next";
import { useBillingFormat } from "@/lib/use-billing-format";
import { usePayoutSettingsQuery } from "../api";

/**
 * The provider's limit on what the account may send in payouts and top-ups in any 24 hours,
 * and what is left of it now in the wallet's currency (docs/security.md "Payouts"). The
 * merchant reads it here; only the provider changes it.
 */
export function DailyCap({ currency }: { currency: Currency }) {
  const { t } = useTranslation();
  const format = useBillingFormat();
  const { data: settings } = usePayoutSettingsQuery();
  if (!settings) return null;
  const used = settings.last24Hours.find((sum) => sum.currency === currency);
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: "flex-start" }}>
      <SpeedOutlined color="secondary" fontSize="small" aria-hidden sx={{ mt: 0.25 }} />
      <Typography variant="body2">
        {t("payouts.dailyCap.text", {
          cap: format.money(settings.dailyCap, currency),
          sent: format.money(used?.sent ?? 0, currency),
          left: format.money(used?.left ?? settings.dailyCap, currency),
        })}
      </Typography>
    </Stack>
  );
}
