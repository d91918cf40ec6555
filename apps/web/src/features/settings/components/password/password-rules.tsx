import CheckCircle from "@mui/icons-material/CheckCircle";
import RadioButtonUnchecked from "@mui/icons-material/RadioButtonUnchecked";
import { Box, Typography } from "@mui/material";
import { PASSWORD_MIN_LENGTH, PASSWORD_SPECIALS, type PasswordRule, passwordRules } from "@portal/contracts";
import { useId } from "react";
import { useSettingsTranslation } from "../../use-settings-translation";
import { visuallyHidden } from "@/components/visually-hidden";

/**
 * SPEC §5's password rules under the new password, each ticked as soon as what is typed
 * meets it, as on the registration page: "Invalid password." alone does not say what is missing.
 */
export function PasswordRules({ password }: { password: string }) {
  const { t } = useSettingsTranslation();
  const labelId = useId();
  return (
    <Box>
      <Typography id={labelId} variant="body2" color="text.secondary">
        {t("settings.password.rulesLabel")}
      </Typography>
      <Box
        component="ul"
        aria-labelledby={labelId}
        sx={{
          listStyle: "none",
          p: 0,
          m: 0,
          mt: 0.5,
          display: "grid",
          gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr" },
          gap: 0.5,
        }}
      >
        {(Object.keys(passwordRules) as PasswordRule[]).map((rule) => {
          // Nothing typed meets nothing, not even "no spaces".
          const met = password !== "" && passwordRules[rule](password);
          return (
            <Box
              component="li"
              key={rule}
              data-met={met}
              sx={{ display: "flex", alignItems: "center", gap: 1, color: met ? "success.dark" : "text.secondary" }}
            >
              {met ? (
                <CheckCircle fontSize="small" aria-hidden />
              ) : (
                <RadioButtonUnchecked fontSize="small" aria-hidden />
              )}
              <Typography variant="body2" component="span">
                {/* The tick is a picture: its meaning is said in words too. */}
                <Box component="span" sx={visuallyHidden}>
                  {met ? t("settings.password.met") : t("settings.password.notMet")}{" "}
                </Box>
                {t(`settings.password.rules.${rule}`, { min: PASSWORD_MIN_LENGTH, specials: PASSWORD_SPECIALS })}
              </Typography>
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
