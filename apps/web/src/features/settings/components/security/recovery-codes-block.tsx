import { Alert, Box, Button, Typography } from "@mui/material";
import { RECOVERY_CODE_COUNT } from "@portal/contracts";
import { useSettingsTranslation } from "../../use-settings-translation";
import { MethodBlock } from "./method-block";

/** Fewer than this many unused codes left: time to get new ones. */
const FEW_LEFT = 3;

/** How many recovery codes are still unused, and a way to get ten new ones. */
export function RecoveryCodesBlock({ left, onRenew }: { left: number; onRenew: () => void }) {
  const { t } = useSettingsTranslation();
  return (
    <MethodBlock title={t("settings.security.recoveryCodes.title")}>
      <Typography color="text.secondary">{t("settings.security.recoveryCodes.description")}</Typography>
      <Typography>{t("settings.security.recoveryCodes.left", { left, total: RECOVERY_CODE_COUNT })}</Typography>
      {left < FEW_LEFT && <Alert severity="warning">{t("settings.security.recoveryCodes.fewLeft")}</Alert>}
      <Box>
        <Button variant="outlined" onClick={onRenew}>
          {t("settings.security.recoveryCodes.renew")}
        </Button>
      </Box>
    </MethodBlock>
  );
}
