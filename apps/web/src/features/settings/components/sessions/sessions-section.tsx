import { Box, Button, Skeleton, Stack, Typography } from "@mui/material";
import type { UserSession } from "@portal/contracts";
import { useRef, useState } from "react";
import { useSettingsTranslation } from "../../use-settings-translation";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { LoadError } from "@/components/load-error";
import { SectionCard } from "@/components/section-card";
import { errorMessage } from "@/lib/api-error";
import { useFormat } from "@/lib/format";
import { useEndOtherSessionsMutation, useEndSessionMutation, useSessionsQuery } from "../../api";
import { deviceName } from "./device-name";
import { SessionItem } from "./session-item";

type Target = { kind: "one"; session: UserSession; name: string } | { kind: "others" };

// This device first, then the most recently used.
const byRelevance = (a: UserSession, b: UserSession) =>
  Number(b.current) - Number(a.current) || b.lastSeenAt.localeCompare(a.lastSeenAt);

/** The user's signed-in sessions: each other one can be signed out, or all of them at once, after a confirmation. */
export function SessionsSection({ onNotice }: { onNotice: (notice: string) => void }) {
  const { t } = useSettingsTranslation();
  const { formatDateTimeInZone } = useFormat();
  const sessions = useSessionsQuery();
  const [endSession] = useEndSessionMutation();
  const [endOthers] = useEndOtherSessionsMutation();
  // Kept while the dialog fades out, so its text does not vanish before it does.
  const [target, setTarget] = useState<Target | null>(null);
  const [open, setOpen] = useState(false);
  // A signed-out device leaves the list with the button that was focused: focus goes to the list.
  const listRef = useRef<HTMLUListElement>(null);
  const ended = useRef(false);
  const ask = (next: Target) => {
    ended.current = false;
    setTarget(next);
    setOpen(true);
  };

  const list = [...(sessions.data?.content ?? [])].sort(byRelevance);
  const others = list.filter((session) => !session.current).length;

  const content = () => {
    if (sessions.data) {
      return (
        <>
          <Stack
            component="ul"
            ref={listRef}
            tabIndex={-1}
            aria-label={t("settings.sessions.title")}
            spacing={1.5}
            sx={{ listStyle: "none", p: 0, m: 0, "&:focus": { outline: "none" } }}
          >
            {list.map((session) => {
              const name = deviceName(t, session.userAgent);
              return (
                <SessionItem
                  key={session.id}
                  session={session}
                  name={name}
                  onSignOut={() => ask({ kind: "one", session, name })}
                />
              );
            })}
          </Stack>
          {others === 0 ? (
            <Typography color="text.secondary">{t("settings.sessions.onlyThisDevice")}</Typography>
          ) : (
            <Box>
              <Button variant="outlined" color="error" onClick={() => ask({ kind: "others" })}>
                {t("settings.sessions.signOutOthers")}
              </Button>
            </Box>
          )}
        </>
      );
    }
    if (sessions.error)
      return (
        <LoadError
          message={errorMessage(sessions.error)}
          onRetry={() => void sessions.refetch()}
          retrying={sessions.isFetching}
        />
      );
    return (
      <Stack spacing={1.5} aria-busy="true" aria-label={t("settings.sessions.loading")}>
        <Skeleton variant="rounded" height={96} />
        <Skeleton variant="rounded" height={96} />
      </Stack>
    );
  };

  return (
    <SectionCard title={t("settings.sessions.title")} description={t("settings.sessions.description")}>
      {content()}
      {target && (
        <ConfirmDialog
          open={open}
          onClose={() => setOpen(false)}
          onExited={() => {
            if (ended.current) listRef.current?.focus();
          }}
          {...(target.kind === "one"
            ? {
                title: t("settings.sessions.confirmOne.title", { device: target.name }),
                text: t("settings.sessions.confirmOne.text", {
                  lastSeen: formatDateTimeInZone(target.session.lastSeenAt),
                }),
                confirmLabel: t("settings.sessions.confirmOne.confirm"),
                onConfirm: () => endSession(target.session.id).unwrap(),
                onDone: () => {
                  ended.current = true;
                  onNotice(t("settings.sessions.signedOutOne", { device: target.name }));
                },
              }
            : {
                title: t("settings.sessions.confirmOthers.title"),
                text: t("settings.sessions.confirmOthers.text"),
                confirmLabel: t("settings.sessions.confirmOthers.confirm"),
                onConfirm: () => endOthers().unwrap(),
                onDone: () => {
                  ended.current = true;
                  onNotice(t("settings.sessions.signedOutOthers"));
                },
              })}
        />
      )}
    </SectionCard>
  );
}
