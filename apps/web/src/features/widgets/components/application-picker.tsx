import { Box } from "@mui/material";
import type { Application } from "@portal/contracts";
import { TextField } from "@/components/form/text-field";
import { useWidgetsTranslation } from "../use-widgets-translation";

interface ApplicationPickerProps {
  /** The live applications: the only ones whose buttons take payments. */
  applications: readonly Application[];
  chosen: Application;
  onChoose: (appId: string) => void;
}

/** Whose buttons the screen makes and lists. */
export function ApplicationPicker({ applications, chosen, onChoose }: ApplicationPickerProps) {
  const { t } = useWidgetsTranslation();
  return (
    <Box sx={{ maxWidth: { md: "22rem" } }}>
      <TextField
        select
        fullWidth
        label={t("widgets.application.label")}
        helperText={t("widgets.application.helper")}
        value={chosen.id}
        onChange={(event) => onChoose(event.target.value)}
        slotProps={{ inputLabel: { shrink: true } }}
      >
        {applications.map((app) => (
          <option key={app.id} value={app.id}>
            {app.appName}
          </option>
        ))}
      </TextField>
    </Box>
  );
}
