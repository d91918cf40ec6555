import Block from "@mui/icons-material/Block";
import { Alert, Button, List, ListItem, Typography } from "@mui/material";
import type { ApplicationDetail } from "@portal/contracts";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useMay } from "@/lib/permissions";
import { useDisableApplicationMutation, useSendDisableCodeMutation } from "../api";
import { CodeConfirmDialog } from "./code-confirm-dialog";
import { SectionCard } from "@/components/section-card";

const effects = ["payments", "key", "readOnly", "final"] as const;

/**
 * Section 6: disabling by code (SPEC §4); a disabled application is read-only for good. Only
 * who may disable it sees the way to (SPEC §6); that it is disabled, everyone.
 */
export function DangerZoneSection({ app, notify }: { app: ApplicationDetail; notify: (text: string) => void }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [sendDisableCode] = useSendDisableCodeMutation();
  const [disableApplication] = useDisableApplicationMutation();
  const mayDisable = useMay("disableApplication");
  if (!mayDisable && app.status !== "disabled") return null;

  return (
    <SectionCard title={t("applications.danger.title")} tone="danger">
      {app.status === "disabled" ? (
        <Alert severity="error">{t("applications.danger.isDisabled")}</Alert>
      ) : (
        <>
          <Typography variant="body2">{t("applications.danger.description")}</Typography>
          <Button
            variant="outlined"
            color="error"
            startIcon={<Block />}
            onClick={() => setOpen(true)}
            sx={{ alignSelf: "flex-start", color: "error.dark", borderColor: "error.dark" }}
          >
            {t("applications.danger.disable")}
          </Button>
        </>
      )}
      <CodeConfirmDialog
        open={open}
        onClose={() => setOpen(false)}
        title={t("applications.danger.dialogTitle")}
        danger
        purpose="deleteApp"
        explanation={
          <>
            <Typography>{t("applications.danger.confirmText", { appName: app.appName })}</Typography>
            <List dense disablePadding sx={{ listStyle: "disc", pl: 3 }}>
              {effects.map((effect) => (
                <ListItem key={effect} sx={{ display: "list-item", px: 0 }}>
                  {t(`applications.danger.effects.${effect}`)}
                </ListItem>
              ))}
            </List>
          </>
        }
        continueLabel={t("applications.dialog.sendCode")}
        sendCode={() => sendDisableCode(app.id).unwrap()}
        confirmCode={(code) => disableApplication({ appId: app.id, code }).unwrap()}
        onDone={() => notify(t("applications.danger.disabled"))}
      />
    </SectionCard>
  );
}
