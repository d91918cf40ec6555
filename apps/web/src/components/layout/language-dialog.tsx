import Check from "@mui/icons-material/Check";
import Close from "@mui/icons-material/Close";
import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, IconButton, Stack } from "@mui/material";
import type { Language } from "@portal/contracts";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { normalizeLanguage } from "@/lib/language";
import { useUpdateProfileMutation } from "@/lib/profile-api";
import { storage } from "@/light/storage";
import { languageOptions } from "./language-options";

// Out of sight but still focusable and announced; the label around it is what shows.
const hiddenRadio = { position: "absolute", opacity: 0, width: 1, height: 1, margin: 0 } as const;

interface LanguageDialogProps {
  open: boolean;
  onClose: () => void;
  /** After the dialog has gone, e.g. to put focus back where the user was. */
  onExited?: () => void;
}

/**
 * SPEC §2 language dialog: a pick is only a proposal until Confirm, which stores it and
 * switches the interface at once; closing forgets it. A change is saved to the profile too,
 * so the server texts and e-mails the user in it.
 */
export function LanguageDialog({ open, onClose, onExited }: LanguageDialogProps) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const current = normalizeLanguage(i18n.resolvedLanguage ?? null);
  const [picked, setPicked] = useState<Language | null>(null);
  const selected = picked ?? current;
  const [updateProfile] = useUpdateProfileMutation();

  const confirm = () => {
    // Not waited for, and a failure goes unsaid: the interface has switched either way, and
    // the settings screen saves the language again on request.
    if (selected !== current) void updateProfile({ language: selected });
    storage.setLanguage(selected);
    void i18n.changeLanguage(selected);
    onClose();
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="xs"
      // Reset on the way in, so the pick does not flash back while the dialog fades out.
      slotProps={{ transition: { onEnter: () => setPicked(null), onExited } }}
    >
      <DialogTitle id={titleId} sx={{ pr: 7 }}>
        {t("shell.languageDialog.title")}
      </DialogTitle>
      <IconButton
        aria-label={t("shell.languageDialog.close")}
        onClick={onClose}
        sx={{ position: "absolute", top: 12, right: 12 }}
      >
        <Close />
      </IconButton>
      <DialogContent>
        <Stack role="radiogroup" aria-labelledby={titleId} spacing={1}>
          {languageOptions.map((option) => {
            const checked = option.value === selected;
            return (
              <Box
                key={option.value}
                component="label"
                sx={{
                  position: "relative",
                  display: "flex",
                  alignItems: "center",
                  gap: 2,
                  px: 2,
                  py: 1.5,
                  borderRadius: 2,
                  border: 1,
                  borderColor: checked ? "secondary.main" : "divider",
                  bgcolor: checked ? "rgba(0, 86, 135, 0.08)" : "transparent",
                  cursor: "pointer",
                  "&:hover": { borderColor: "secondary.main" },
                  "&:has(input:focus-visible)": {
                    outline: "2px solid",
                    outlineColor: "secondary.main",
                    outlineOffset: 2,
                  },
                }}
              >
                {/* A real radio: arrow keys move the pick, as in any radio group. */}
                <input
                  type="radio"
                  name={`${titleId}-language`}
                  value={option.value}
                  checked={checked}
                  // The dialog opens on the current language, ready for the arrow keys.
                  autoFocus={checked}
                  onChange={() => setPicked(option.value)}
                  style={hiddenRadio}
                />
                <Box
                  component="img"
                  src={option.flag}
                  alt=""
                  width={30}
                  height={20}
                  sx={{ borderRadius: 0.5, boxShadow: 1, flexShrink: 0 }}
                />
                <Box
                  component="span"
                  lang={option.value}
                  sx={{ flexGrow: 1, fontWeight: checked ? "fontWeightBold" : undefined }}
                >
                  {option.title}
                </Box>
                {checked && <Check sx={{ color: "secondary.main" }} />}
              </Box>
            );
          })}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 3 }}>
        <Button variant="contained" onClick={confirm} fullWidth>
          {t("shell.languageDialog.confirm")}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
