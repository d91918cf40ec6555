import { Button, Paper, Typography } from "@mui/material";
import type { Application } from "@portal/contracts";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import { paths } from "@/light/paths";
import { useMay } from "@/lib/permissions";
import { TextField } from "@/components/form/text-field";

interface ApplicationPickerProps {
  applications: Application[];
  /** The chosen application's id, or "" for none yet. */
  value: string;
  onChange: (appId: string) => void;
}

/** Which application's contract to show. A native select: the phone's own picker, and plain keyboard use. */
export function ApplicationPicker({ applications, value, onChange }: ApplicationPickerProps) {
  const { t } = useTranslation();
  return (
    <TextField
      select
      label={t("contract.applications.label")}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      slotProps={{ inputLabel: { shrink: true } }}
      sx={{ maxWidth: { sm: 480 }, "& .MuiOutlinedInput-root": { bgcolor: "background.paper" } }}
    >
      {!value && (
        <option value="" disabled>
          {t("contract.applications.choose")}
        </option>
      )}
      {applications.map((app) => (
        <option key={app.id} value={app.id}>
          {app.appName}
        </option>
      ))}
    </TextField>
  );
}

/** The account has no application yet, so no contract: connecting one comes first, for who may (SPEC §6). */
export function NoApplications() {
  const { t } = useTranslation();
  const mayConnect = useMay("connectBusiness");
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography sx={{ mb: mayConnect ? 2 : 0 }}>{t("contract.applications.empty")}</Typography>
      {mayConnect && (
        <Button component={RouterLink} to={paths.connect} variant="contained">
          {t("contract.applications.connect")}
        </Button>
      )}
    </Paper>
  );
}
