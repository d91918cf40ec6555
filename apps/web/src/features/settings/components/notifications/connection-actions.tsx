import { Alert, Button, CircularProgress, Stack } from "@mui/material";
import type { SubscriptionType } from "@portal/contracts";
import { useState } from "react";
import { useSettingsTranslation } from "../../use-settings-translation";
import { errorMessage } from "@/lib/api-error";
import { useSendTestNotificationMutation } from "../../api";

interface ConnectionActionsProps {
  type: SubscriptionType;
  /** The messenger's name, and the id of the heading that shows it. */
  name: string;
  nameId: string;
  onNotice: (notice: string) => void;
  /** Asks first (the card's dialog). */
  onDisconnect: () => void;
}

/** A connected messenger's test message, to see that messages arrive, and its disconnect. */
export function ConnectionActions({ type, name, nameId, onNotice, onDisconnect }: ConnectionActionsProps) {
  const { t } = useSettingsTranslation();
  const [sendTest, sending] = useSendTestNotificationMutation();
  const [failure, setFailure] = useState<string | null>(null);

  const test = async () => {
    setFailure(null);
    try {
      await sendTest(type).unwrap();
      onNotice(t("settings.notifications.test.sent", { type: name }));
    } catch (error) {
      setFailure(errorMessage(error));
    }
  };

  return (
    <Stack spacing={1.5}>
      {failure && <Alert severity="error">{failure}</Alert>}
      <Stack direction={{ xs: "column", sm: "row" }} spacing={1.5} sx={{ alignItems: { xs: "stretch", sm: "center" } }}>
        {/* The same two buttons on both cards: the messenger's name tells them apart for a screen reader. */}
        <Button
          variant="outlined"
          onClick={() => void test()}
          disabled={sending.isLoading}
          aria-busy={sending.isLoading}
          aria-describedby={nameId}
          startIcon={sending.isLoading ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
        >
          {t("settings.notifications.test.send")}
        </Button>
        <Button variant="outlined" color="error" onClick={onDisconnect} aria-describedby={nameId}>
          {t("settings.notifications.disconnect.button")}
        </Button>
      </Stack>
    </Stack>
  );
}
