import { Alert, Stack } from "@mui/material";
import { useState } from "react";
import { useSettingsTranslation } from "../../use-settings-translation";
import { errorMessage } from "@/lib/api-error";
import { useSetStrongMethodPolicyMutation } from "../../security-api";
import { MethodBlock } from "./method-block";
import { SettingSwitch } from "./setting-switch";

/** The main user's policy: every sub-user must add an authenticator app or a passkey before anything else. */
export function PolicySwitch({ on, onNotice }: { on: boolean; onNotice: (notice: string) => void }) {
  const { t } = useSettingsTranslation();
  const [setPolicy, { isLoading }] = useSetStrongMethodPolicyMutation();
  const [failure, setFailure] = useState<string | null>(null);

  const change = async (requireStrongForSubUsers: boolean) => {
    setFailure(null);
    try {
      await setPolicy({ requireStrongForSubUsers }).unwrap();
      onNotice(requireStrongForSubUsers ? t("settings.security.policy.on") : t("settings.security.policy.off"));
    } catch (error) {
      setFailure(errorMessage(error));
    }
  };

  return (
    <MethodBlock title={t("settings.security.policy.title")}>
      <Stack spacing={1}>
        <SettingSwitch
          label={t("settings.security.policy.label")}
          description={t("settings.security.policy.description")}
          checked={on}
          disabled={isLoading}
          onChange={(next) => void change(next)}
        />
        {failure && <Alert severity="error">{failure}</Alert>}
      </Stack>
    </MethodBlock>
  );
}
