import Telegram from "@mui/icons-material/Telegram";
import { zodResolver } from "@hookform/resolvers/zod";
import { Alert, Box, Button, CircularProgress, Divider, Stack, Typography } from "@mui/material";
import { SubscribeRequest, type SubscriptionType } from "@portal/contracts";
import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { useSettingsTranslation } from "../../use-settings-translation";
import { FormTextField } from "@/components/form/form-text-field";
import { PhoneField } from "@/components/form/phone-field";
import { SubmitButton } from "@/components/form/submit-button";
import { applyFieldErrors, errorMessage } from "@/lib/api-error";
import { useProfileQuery } from "@/lib/profile-api";

interface ConnectFormProps {
  type: SubscriptionType;
  telegramBot: string | null;
  /** Why the user is back here: a code sent before the page was reloaded, or a link or code that lapsed. */
  notice: string | null;
  /** `POST api/subscribe`; rejects with the failed call's error. */
  onStart: (request: SubscribeRequest) => Promise<void>;
}

/** How to connect a messenger not connected yet: Telegram by its bot or by the user's Telegram ID, WhatsApp by a number. */
export function ConnectForm({ type, telegramBot, notice, onStart }: ConnectFormProps) {
  const { t } = useSettingsTranslation();
  return (
    <Stack spacing={2} sx={{ maxWidth: 560 }}>
      {notice && <Alert severity="info">{notice}</Alert>}
      {type === "telegram" ? (
        <>
          <BotLink telegramBot={telegramBot} onStart={onStart} />
          <Divider>
            <Typography variant="body2" color="text.secondary">
              {t("settings.notifications.connect.or")}
            </Typography>
          </Divider>
          <CodeRequestForm type="telegram" onStart={onStart} />
        </>
      ) : (
        <CodeRequestForm type="whatsapp" onStart={onStart} />
      )}
    </Stack>
  );
}

/** The one-tap way: a one-time link opens the bot (or the sandbox's stand-in), whose Start connects the chat. */
function BotLink({ telegramBot, onStart }: Pick<ConnectFormProps, "telegramBot" | "onStart">) {
  const { t } = useSettingsTranslation();
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const open = async () => {
    setFailure(null);
    setPending(true);
    try {
      await onStart({ subscriptionType: "telegram" });
    } catch (error) {
      setFailure(errorMessage(error));
    } finally {
      setPending(false);
    }
  };

  return (
    <Stack spacing={1.5}>
      <Typography variant="body2" color="text.secondary">
        {telegramBot
          ? t("settings.notifications.connect.byLinkHint", { bot: telegramBot })
          : t("settings.notifications.connect.byLinkSandbox")}
      </Typography>
      {failure && <Alert severity="error">{failure}</Alert>}
      <Box>
        <Button
          variant="contained"
          onClick={() => void open()}
          disabled={pending}
          aria-busy={pending}
          startIcon={pending ? <CircularProgress size={18} color="inherit" aria-hidden /> : <Telegram aria-hidden />}
        >
          {t("settings.notifications.connect.byLink")}
        </Button>
      </Box>
    </Stack>
  );
}

/**
 * A Telegram ID or a WhatsApp number that a code goes to. The number starts as the user's own
 * (the profile's), which is the usual WhatsApp one; the server defaults to it too.
 */
function CodeRequestForm({ type, onStart }: { type: SubscriptionType; onStart: ConnectFormProps["onStart"] }) {
  const { t } = useSettingsTranslation();
  const ownPhone = useProfileQuery().data?.mobilePhone;
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<SubscribeRequest>({
    resolver: zodResolver(SubscribeRequest),
    mode: "onTouched",
    defaultValues:
      type === "telegram"
        ? { subscriptionType: type, telegramId: "" }
        : { subscriptionType: type, whatsappId: ownPhone ?? "" },
  });

  // The profile may arrive after the form: its number fills the field unless the user has typed one.
  useEffect(() => {
    if (type === "whatsapp" && ownPhone && !form.getValues("whatsappId"))
      form.resetField("whatsappId", { defaultValue: ownPhone });
  }, [type, ownPhone, form]);

  const submit = form.handleSubmit(async (request) => {
    setFailure(null);
    try {
      await onStart(request);
    } catch (error) {
      if (!applyFieldErrors(error, form)) setFailure(errorMessage(error));
    }
  });

  return (
    <Stack component="form" noValidate onSubmit={(event) => void submit(event)} spacing={2}>
      {type === "telegram" ? (
        <FormTextField
          control={form.control}
          name="telegramId"
          label={t("settings.notifications.connect.telegramId")}
          hint={t("settings.notifications.connect.telegramIdHint")}
          autoComplete="off"
          slotProps={{ htmlInput: { inputMode: "numeric" } }}
          required
        />
      ) : (
        <PhoneField
          control={form.control}
          name="whatsappId"
          label={t("settings.notifications.connect.whatsappId")}
          required
        />
      )}
      <Typography variant="body2" color="text.secondary">
        {t(`settings.notifications.connect.codeNotice.${type}`)}
      </Typography>
      {failure && <Alert severity="error">{failure}</Alert>}
      <Box>
        <SubmitButton
          pending={form.formState.isSubmitting}
          fullWidth={false}
          size="medium"
          variant={type === "telegram" ? "outlined" : "contained"}
        >
          {t("settings.notifications.connect.sendCode")}
        </SubmitButton>
      </Box>
    </Stack>
  );
}
