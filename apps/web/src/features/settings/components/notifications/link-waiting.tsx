import OpenInNew from "@mui/icons-material/OpenInNew";
import { Alert, Button, CircularProgress, Stack, Typography } from "@mui/material";
import { useState } from "react";
import { useSettingsTranslation } from "../../use-settings-translation";
import { errorMessage } from "@/lib/api-error";
import { useFormat } from "@/lib/format";

interface LinkWaitingProps {
  /** The link of this visit; unknown after a reload (the list does not carry it), when a new one is offered. */
  connectUrl: string | null;
  expiresAt: string | null;
  /** Both reject with the failed call's error. */
  onNewLink: () => Promise<void>;
  onCancel: () => Promise<void>;
}

/** A link to the bot is out: the user opens it and presses Start in Telegram, and the card sees the connection by itself. */
export function LinkWaiting({ connectUrl, expiresAt, onNewLink, onCancel }: LinkWaitingProps) {
  const { t } = useSettingsTranslation();
  const { formatDateTimeInZone } = useFormat();
  const [pending, setPending] = useState<"newLink" | "cancel" | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const run = async (action: "newLink" | "cancel") => {
    setFailure(null);
    setPending(action);
    try {
      await (action === "newLink" ? onNewLink() : onCancel());
    } catch (error) {
      setFailure(errorMessage(error));
    } finally {
      setPending(null);
    }
  };
  const progress = (action: "newLink" | "cancel") =>
    pending === action ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined;

  return (
    <Stack spacing={1.5} sx={{ maxWidth: 560 }}>
      <Typography>{t("settings.notifications.link.waiting")}</Typography>
      {expiresAt && (
        <Typography variant="body2" color="text.secondary">
          {t("settings.notifications.link.until", { time: formatDateTimeInZone(expiresAt, { timeStyle: "short" }) })}
        </Typography>
      )}
      {failure && <Alert severity="error">{failure}</Alert>}
      <Stack direction={{ xs: "column", sm: "row" }} spacing={1.5}>
        {connectUrl ? (
          <Button
            variant="contained"
            href={connectUrl}
            target="_blank"
            rel="noopener"
            endIcon={<OpenInNew aria-hidden />}
          >
            {t("settings.notifications.link.open")}
          </Button>
        ) : (
          <Button
            variant="contained"
            onClick={() => void run("newLink")}
            disabled={pending !== null}
            aria-busy={pending === "newLink"}
            startIcon={progress("newLink")}
          >
            {t("settings.notifications.link.newLink")}
          </Button>
        )}
        <Button
          variant="outlined"
          color="secondary"
          onClick={() => void run("cancel")}
          disabled={pending !== null}
          aria-busy={pending === "cancel"}
          startIcon={progress("cancel")}
        >
          {t("settings.notifications.link.cancel")}
        </Button>
      </Stack>
    </Stack>
  );
}
