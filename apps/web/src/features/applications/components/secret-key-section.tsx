import Key from "@mui/icons-material/Key";
import { Alert, Button, FormControl, FormControlLabel, FormLabel, Radio, RadioGroup, Typography } from "@mui/material";
import { type ApplicationDetail, type KeyGracePeriod, keyGracePeriods } from "@portal/contracts";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { useRotateKeyMutation, useSendKeyCodeMutation } from "../api";
import { CodeConfirmDialog } from "./code-confirm-dialog";
import { NewSecret } from "./new-secret";
import { SectionCard } from "@/components/section-card";
import { useFormat } from "@/lib/format";
import { useIsMainUser } from "@/lib/permissions";

/**
 * How long the key being replaced keeps working: at once it stops (a leaked key), or an hour
 * or a day beside the new one, so the merchant's servers switch without refused calls.
 */
function GraceChoice({ value, onChange }: { value: KeyGracePeriod; onChange: (grace: KeyGracePeriod) => void }) {
  const { t } = useTranslation();
  const labelId = useId();
  return (
    <FormControl>
      <FormLabel id={labelId} sx={{ color: "text.primary", "&.Mui-focused": { color: "text.primary" } }}>
        {t("applications.secretKey.grace.label")}
      </FormLabel>
      <RadioGroup
        aria-labelledby={labelId}
        name="grace"
        value={value}
        onChange={(event) => onChange(event.target.value as KeyGracePeriod)}
      >
        {keyGracePeriods.map((grace) => (
          <FormControlLabel
            key={grace}
            value={grace}
            control={<Radio color="secondary" />}
            label={t(`applications.secretKey.grace.options.${grace}`)}
          />
        ))}
      </RadioGroup>
      <Alert severity={value === "now" ? "warning" : "info"} sx={{ mt: 1 }}>
        {t(`applications.secretKey.grace.explain.${value}`)}
      </Alert>
    </FormControl>
  );
}

/**
 * Section 4: a new secret key by code (SPEC §4); the old one stops working at once or after
 * the grace the main user chooses. The key is the main user's alone (SPEC §6).
 */
export function SecretKeySection({ app }: { app: ApplicationDetail }) {
  const { t } = useTranslation();
  const { formatDateTimeInZone } = useFormat();
  const [open, setOpen] = useState(false);
  const [grace, setGrace] = useState<KeyGracePeriod>("now");
  const [sendKeyCode] = useSendKeyCodeMutation();
  const [rotateKey] = useRotateKeyMutation();
  const disabled = app.status === "disabled";
  const mainUser = useIsMainUser();

  const start = () => {
    // Each rotation is chosen afresh: stopping the current key at once is the safe default.
    setGrace("now");
    setOpen(true);
  };

  const confirmCode = async (code: string) => {
    const request = rotateKey({ appId: app.id, code, grace });
    try {
      return await request.unwrap();
    } finally {
      // The key must not stay in the store: only the dialog keeps it, while it is open.
      request.reset();
    }
  };

  return (
    <SectionCard title={t("applications.secretKey.title")} description={t("applications.secretKey.description")}>
      <Typography variant="body2">
        {disabled
          ? t("applications.secretKey.disabled")
          : app.hasSecretKey
            ? t("applications.secretKey.hasKey")
            : t("applications.secretKey.noKey")}
      </Typography>
      {!disabled && !mainUser && (
        <Typography variant="body2" color="text.secondary">
          {t("applications.secretKey.mainUserOnly")}
        </Typography>
      )}
      {!disabled && mainUser && (
        <Button
          variant="outlined"
          color="secondary"
          startIcon={<Key />}
          onClick={start}
          sx={{ alignSelf: "flex-start" }}
        >
          {t("applications.secretKey.generate")}
        </Button>
      )}
      <CodeConfirmDialog
        open={open}
        onClose={() => setOpen(false)}
        title={t("applications.secretKey.dialogTitle")}
        explanation={
          <>
            <Typography>{t("applications.secretKey.confirmText")}</Typography>
            {/* Without a key there is nothing to keep working. */}
            {app.hasSecretKey && <GraceChoice value={grace} onChange={setGrace} />}
          </>
        }
        continueLabel={t("applications.dialog.sendCode")}
        purpose="updateKey"
        sendCode={() => sendKeyCode(app.id).unwrap()}
        confirmCode={confirmCode}
        renderResult={({ secretKey, previousKeyExpiresAt }, close) => (
          <NewSecret
            secret={secretKey}
            note={
              previousKeyExpiresAt
                ? t("applications.secretKey.previousKeyUntil", { time: formatDateTimeInZone(previousKeyExpiresAt) })
                : undefined
            }
            texts={{
              created: t("applications.secretKey.created"),
              label: t("applications.secretKey.newKey"),
              copy: t("applications.secretKey.copy"),
              onceWarning: t("applications.secretKey.onceWarning"),
              done: t("applications.secretKey.done"),
            }}
            onClose={close}
          />
        )}
      />
    </SectionCard>
  );
}
