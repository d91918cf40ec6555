import { Divider, Skeleton, Stack } from "@mui/material";
import type { MethodAdded, Passkey, SecurityOverview } from "@portal/contracts";
import { useState } from "react";
import { useSettingsTranslation } from "../../use-settings-translation";
import { LoadError } from "@/components/load-error";
import { SectionCard } from "@/components/section-card";
import { errorMessage } from "@/lib/api-error";
import { useIsMainUser } from "@/lib/permissions";
import {
  useRemovePasskeyMutation,
  useRemoveTotpMutation,
  useRenewRecoveryCodesMutation,
  useSecurityOverviewQuery,
  useSetSmsFallbackMutation,
} from "../../security-api";
import { AuthenticatorBlock } from "./authenticator-block";
import { MethodBlock } from "./method-block";
import { PasskeyDialog } from "./passkey-dialog";
import { PasskeyList } from "./passkey-list";
import { PasswordDialog, type PasswordRequest } from "./password-dialog";
import { PolicySwitch } from "./policy-switch";
import { RecoveryCodesBlock } from "./recovery-codes-block";
import { RecoveryCodesDialog } from "./recovery-codes-dialog";
import { SettingSwitch } from "./setting-switch";
import { TotpDialog } from "./totp-dialog";

const methodCount = (overview: SecurityOverview) => (overview.totp ? 1 : 0) + overview.passkeys.length;

/**
 * Settings → Security (docs/security.md "Strong methods"): the authenticator app, passkeys and
 * recovery codes, SMS as a fallback once there is a strong method, and, for the main user, the
 * policy for sub-users. Every change of a method asks for the current password first; the
 * first method added, and every renewal, shows the recovery codes once.
 */
export function SecuritySection({ onNotice }: { onNotice: (notice: string) => void }) {
  const { t } = useSettingsTranslation();
  const overview = useSecurityOverviewQuery();
  const isMainUser = useIsMainUser();
  const [adding, setAdding] = useState<"totp" | "passkey" | null>(null);
  const [request, setRequest] = useState<PasswordRequest | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const [removeTotp] = useRemoveTotpMutation();
  const [removePasskey] = useRemovePasskeyMutation();
  const [renewCodes] = useRenewRecoveryCodesMutation();
  const [setSmsFallback] = useSetSmsFallbackMutation();

  const added =
    (notice: string) =>
    ({ recoveryCodes: codes }: MethodAdded) => {
      setAdding(null);
      onNotice(notice);
      if (codes) setRecoveryCodes(codes);
    };

  /** The warning for removing the last strong method: the code steps go back to SMS. */
  const lastOne = (data: SecurityOverview) => (methodCount(data) === 1 ? ` ${t("settings.security.lastMethod")}` : "");

  const askRemoveTotp = (data: SecurityOverview) =>
    setRequest({
      title: t("settings.security.totp.removeTitle"),
      text: t("settings.security.totp.removeText") + lastOne(data),
      confirmLabel: t("settings.security.remove"),
      tone: "danger",
      onConfirm: async (password) => {
        await removeTotp({ password }).unwrap();
        onNotice(t("settings.security.totp.removed"));
      },
    });

  const askRemovePasskey = (data: SecurityOverview, passkey: Passkey) =>
    setRequest({
      title: t("settings.security.passkeys.removeTitle", { name: passkey.name }),
      text: t("settings.security.passkeys.removeText") + lastOne(data),
      confirmLabel: t("settings.security.remove"),
      tone: "danger",
      onConfirm: async (password) => {
        await removePasskey({ id: passkey.id, password }).unwrap();
        onNotice(t("settings.security.passkeys.removed", { name: passkey.name }));
      },
    });

  const askRenewCodes = () =>
    setRequest({
      title: t("settings.security.recoveryCodes.renewTitle"),
      text: t("settings.security.recoveryCodes.renewText"),
      confirmLabel: t("settings.security.recoveryCodes.renewConfirm"),
      onConfirm: async (password) => {
        setRecoveryCodes((await renewCodes({ password }).unwrap()).recoveryCodes);
      },
    });

  const askSmsFallback = (smsFallback: boolean) =>
    setRequest({
      title: smsFallback ? t("settings.security.sms.onTitle") : t("settings.security.sms.offTitle"),
      text: smsFallback ? t("settings.security.sms.onText") : t("settings.security.sms.offText"),
      confirmLabel: smsFallback ? t("settings.security.sms.turnOn") : t("settings.security.sms.turnOff"),
      onConfirm: async (password) => {
        await setSmsFallback({ smsFallback, password }).unwrap();
        onNotice(smsFallback ? t("settings.security.sms.turnedOn") : t("settings.security.sms.turnedOff"));
      },
    });

  const content = () => {
    const data = overview.data;
    if (data) {
      const hasStrongMethod = methodCount(data) > 0;
      return (
        <Stack spacing={3} divider={<Divider flexItem />}>
          <AuthenticatorBlock totp={data.totp} onAdd={() => setAdding("totp")} onRemove={() => askRemoveTotp(data)} />
          <PasskeyList
            passkeys={data.passkeys}
            onAdd={() => setAdding("passkey")}
            onRemove={(passkey) => askRemovePasskey(data, passkey)}
          />
          {hasStrongMethod && <RecoveryCodesBlock left={data.recoveryCodesLeft} onRenew={askRenewCodes} />}
          {hasStrongMethod && (
            <MethodBlock title={t("settings.security.sms.title")}>
              <SettingSwitch
                label={t("settings.security.sms.label")}
                description={t("settings.security.sms.description")}
                checked={data.smsFallback}
                onChange={askSmsFallback}
              />
            </MethodBlock>
          )}
          {isMainUser && <PolicySwitch on={data.requireStrongForSubUsers} onNotice={onNotice} />}
        </Stack>
      );
    }
    if (overview.error)
      return (
        <LoadError
          message={errorMessage(overview.error)}
          onRetry={() => void overview.refetch()}
          retrying={overview.isFetching}
        />
      );
    return (
      <Stack spacing={1.5} aria-busy="true" aria-label={t("settings.security.loading")}>
        <Skeleton variant="rounded" height={72} />
        <Skeleton variant="rounded" height={72} />
      </Stack>
    );
  };

  return (
    <SectionCard title={t("settings.security.title")} description={t("settings.security.description")}>
      {content()}
      <TotpDialog
        open={adding === "totp"}
        onClose={() => setAdding(null)}
        onAdded={added(t("settings.security.totp.added"))}
      />
      <PasskeyDialog
        open={adding === "passkey"}
        onClose={() => setAdding(null)}
        onAdded={added(t("settings.security.passkeys.addedNotice"))}
      />
      <PasswordDialog request={request} onClose={() => setRequest(null)} />
      <RecoveryCodesDialog codes={recoveryCodes} onClose={() => setRecoveryCodes(null)} />
    </SectionCard>
  );
}
