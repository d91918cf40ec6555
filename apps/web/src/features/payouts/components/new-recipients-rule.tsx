import PersonAddAltOutlined from "@mui/icons-material/PersonAddAltOutlined";
import { FormControlLabel, Stack, Switch, Typography } from "@mui/material";
import { lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { errorMessage } from "@/lib/api-error";
import { useIsMainUser } from "@/lib/permissions";
import { usePayoutSettingsQuery, useUpdatePayoutSettingsMutation } from "../api";

const NoticeSnackbar = lazy(() => import("@/components/notice-snackbar").then((m) => ({ default: m.NoticeSnackbar })));

/**
 * Whether a first payout to a recipient the account never paid waits for a second person
 * (SPEC §6 Payout review): the account's main user turns it on or off; everyone else reads it.
 */
export function NewRecipientsRule() {
  const { t } = useTranslation();
  const mainUser = useIsMainUser();
  const { data: settings } = usePayoutSettingsQuery();
  const [update, { isLoading }] = useUpdatePayoutSettingsMutation();
  const [notice, setNotice] = useState<string | null>(null);
  if (!settings) return null;
  const on = settings.reviewNewRecipients;

  const toggle = async (reviewNewRecipients: boolean) => {
    try {
      await update({ reviewNewRecipients }).unwrap();
      setNotice(t(reviewNewRecipients ? "payouts.newRecipients.turnedOn" : "payouts.newRecipients.turnedOff"));
    } catch (error) {
      setNotice(errorMessage(error));
    }
  };

  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: "flex-start" }}>
      <PersonAddAltOutlined color="secondary" fontSize="small" aria-hidden sx={{ mt: mainUser ? 1 : 0.25 }} />
      {mainUser ? (
        <FormControlLabel
          sx={{ ml: 0 }}
          control={<Switch checked={on} disabled={isLoading} onChange={(event) => void toggle(event.target.checked)} />}
          label={<Typography variant="body2">{t("payouts.newRecipients.switch")}</Typography>}
        />
      ) : (
        <Typography variant="body2">{t(on ? "payouts.newRecipients.on" : "payouts.newRecipients.off")}</Typography>
      )}
      {notice && (
        <Suspense fallback={null}>
          <NoticeSnackbar notice={notice} onClose={() => setNotice(null)} />
        </Suspense>
      )}
    </Stack>
  );
}
