import Key from "@mui/icons-material/Key";
import { Box, Button, Paper, Stack, Typography } from "@mui/material";
import type { Passkey } from "@portal/contracts";
import { useId } from "react";
import { useSettingsTranslation } from "../../use-settings-translation";
import { useFormat } from "@/lib/format";
import { MethodBlock } from "./method-block";

interface PasskeyListProps {
  passkeys: Passkey[];
  onAdd: () => void;
  onRemove: (passkey: Passkey) => void;
}

/** The user's passkeys, newest first: each named, with when it was added and last used, and removable. */
export function PasskeyList({ passkeys, onAdd, onRemove }: PasskeyListProps) {
  const { t } = useSettingsTranslation();
  const newestFirst = [...passkeys].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  return (
    <MethodBlock title={t("settings.security.passkeys.title")}>
      {newestFirst.length === 0 ? (
        <Typography color="text.secondary">{t("settings.security.passkeys.none")}</Typography>
      ) : (
        <Stack
          component="ul"
          aria-label={t("settings.security.passkeys.title")}
          spacing={1.5}
          sx={{ listStyle: "none", p: 0, m: 0 }}
        >
          {newestFirst.map((passkey) => (
            <PasskeyItem key={passkey.id} passkey={passkey} onRemove={() => onRemove(passkey)} />
          ))}
        </Stack>
      )}
      <Box>
        <Button variant="outlined" onClick={onAdd}>
          {t("settings.security.passkeys.add")}
        </Button>
      </Box>
    </MethodBlock>
  );
}

function PasskeyItem({ passkey, onRemove }: { passkey: Passkey; onRemove: () => void }) {
  const { t } = useSettingsTranslation();
  const { formatDate, formatDateTimeInZone } = useFormat();
  const nameId = useId();
  const details = [
    { label: t("settings.security.passkeys.added"), value: formatDate(passkey.createdAt) },
    {
      label: t("settings.security.passkeys.lastUsed"),
      value: passkey.lastUsedAt ? formatDateTimeInZone(passkey.lastUsedAt) : t("settings.security.passkeys.neverUsed"),
    },
  ];
  return (
    <Paper component="li" variant="outlined" aria-labelledby={nameId} sx={{ p: 2 }}>
      <Stack
        direction={{ xs: "column", sm: "row" }}
        spacing={2}
        sx={{ alignItems: { sm: "center" }, justifyContent: "space-between" }}
      >
        <Stack direction="row" spacing={2} sx={{ minWidth: 0, alignItems: "flex-start" }}>
          <Key color="action" aria-hidden sx={{ mt: 0.25, display: { xs: "none", sm: "block" } }} />
          <Box sx={{ minWidth: 0 }}>
            <Typography
              id={nameId}
              component="h4"
              variant="subtitle1"
              sx={{ fontWeight: "fontWeightBold", overflowWrap: "anywhere" }}
            >
              {passkey.name}
            </Typography>
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
                  <Typography component="dd" variant="body2" sx={{ m: 0 }}>
                    {value}
                  </Typography>
                </Box>
              ))}
            </Box>
          </Box>
        </Stack>
        {/* "Remove" on every row: the passkey's name tells them apart for a screen reader. */}
        <Button
          variant="outlined"
          color="error"
          onClick={onRemove}
          aria-describedby={nameId}
          sx={{ flexShrink: 0, alignSelf: { xs: "flex-start", sm: "center" } }}
        >
          {t("settings.security.passkeys.remove")}
        </Button>
      </Stack>
    </Paper>
  );
}
