import { Box, Button, Typography } from "@mui/material";
import type { SecurityOverview } from "@portal/contracts";
import { useSettingsTranslation } from "../../use-settings-translation";
import { useFormat } from "@/lib/format";
import { MethodBlock } from "./method-block";

interface AuthenticatorBlockProps {
  totp: SecurityOverview["totp"];
  onAdd: () => void;
  onRemove: () => void;
}

/** The authenticator app: when it was added and a way to remove it, or a way to add one. */
export function AuthenticatorBlock({ totp, onAdd, onRemove }: AuthenticatorBlockProps) {
  const { t } = useSettingsTranslation();
  const { formatDate } = useFormat();
  return (
    <MethodBlock title={t("settings.security.totp.title")}>
      <Typography color={totp ? undefined : "text.secondary"}>
        {totp
          ? t("settings.security.totp.addedOn", { date: formatDate(totp.addedAt) })
          : t("settings.security.totp.none")}
      </Typography>
      <Box>
        {totp ? (
          <Button variant="outlined" color="error" onClick={onRemove}>
            {t("settings.security.totp.remove")}
          </Button>
        ) : (
          <Button variant="contained" onClick={onAdd}>
            {t("settings.security.totp.add")}
          </Button>
        )}
      </Box>
    </MethodBlock>
  );
}
