import Computer from "@mui/icons-material/Computer";
import { Box, Button, Chip, Paper, Stack, Typography } from "@mui/material";
import type { UserSession } from "@portal/contracts";
import { useId } from "react";
import { useSettingsTranslation } from "../../use-settings-translation";
import { useFormat } from "@/lib/format";

interface SessionItemProps {
  session: UserSession;
  name: string;
  onSignOut: () => void;
}

/** One signed-in device: what it is, where from, since when; other devices can be signed out. */
export function SessionItem({ session, name, onSignOut }: SessionItemProps) {
  const { t } = useSettingsTranslation();
  const { formatDateTimeInZone } = useFormat();
  const nameId = useId();
  const details = [
    { label: t("settings.sessions.ipAddress"), value: session.ipAddress ?? t("settings.sessions.unknownIp") },
    { label: t("settings.sessions.signedInAt"), value: formatDateTimeInZone(session.createdAt) },
    { label: t("settings.sessions.lastSeenAt"), value: formatDateTimeInZone(session.lastSeenAt) },
  ];
  return (
    <Paper component="li" variant="outlined" aria-labelledby={nameId} sx={{ p: 2 }}>
      <Stack
        direction={{ xs: "column", sm: "row" }}
        spacing={2}
        sx={{ alignItems: { sm: "center" }, justifyContent: "space-between" }}
      >
        <Stack direction="row" spacing={2} sx={{ minWidth: 0, alignItems: "flex-start" }}>
          <Computer color="action" aria-hidden sx={{ mt: 0.25, display: { xs: "none", sm: "block" } }} />
          <Box sx={{ minWidth: 0 }}>
            <Stack direction="row" spacing={1} sx={{ alignItems: "center", flexWrap: "wrap", rowGap: 0.5 }}>
              <Typography id={nameId} component="h3" variant="subtitle1" sx={{ fontWeight: "fontWeightBold" }}>
                {name}
              </Typography>
              {session.current && <Chip size="small" color="success" label={t("settings.sessions.thisDevice")} />}
            </Stack>
            <Box
              component="dl"
              sx={{
                m: 0,
                mt: 0.5,
                display: "grid",
                gridTemplateColumns: "max-content 1fr",
                columnGap: 1.5,
                rowGap: 0.25,
              }}
            >
              {details.map(({ label, value }) => (
                <Box key={label} sx={{ display: "contents" }}>
                  <Typography component="dt" variant="body2" color="text.secondary">
                    {label}
                  </Typography>
                  <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: "anywhere" }}>
                    {value}
                  </Typography>
                </Box>
              ))}
            </Box>
          </Box>
        </Stack>
        {!session.current && (
          // "Sign out" on every row: the device's name tells them apart for a screen reader.
          <Button
            variant="outlined"
            color="error"
            onClick={onSignOut}
            aria-describedby={nameId}
            sx={{ flexShrink: 0, alignSelf: { xs: "flex-start", sm: "center" } }}
          >
            {t("settings.sessions.signOut")}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}
