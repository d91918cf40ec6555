import { zodResolver } from "@hookform/resolvers/zod";
import { Alert, Box, Stack, Typography } from "@mui/material";
import { type Profile, UpdateProfileRequest } from "@portal/contracts";
import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import { settingsNamespaces, useSettingsTranslation } from "../../use-settings-translation";
import { FormTextField } from "@/components/form/form-text-field";
import { SelectField } from "@/components/form/select-field";
import { SubmitButton } from "@/components/form/submit-button";
import { languageOptions } from "@/components/layout/language-options";
import { hasLanguageChoice, runtimeConfig } from "@/config/runtime-config";
import { applyFieldErrors, errorMessage } from "@/lib/api-error";
import { normalizeLanguage } from "@/lib/language";
import { useUpdateProfileMutation } from "@/lib/profile-api";
import { storage } from "@/light/storage";
import { EmailAddress } from "./email-address";

// The language dialog's names: each language in itself, whatever the interface speaks.
const languageChoices = languageOptions.map(({ value, title }) => ({ value, label: title }));

interface ProfileFormProps {
  profile: Profile;
  onSaved: (notice: string) => void;
}

/**
 * The name (saved with `updateProfile`), the e-mail (a new one is confirmed from a link sent
 * to it: email-address.tsx), the phone to read, and the interface language, which is saved
 * for the server's messages and switches the portal at once. The Emirates variant has no
 * language choice (SPEC §1), as its shell has no language dialog.
 */
export function ProfileForm({ profile, onSaved }: ProfileFormProps) {
  const { t, i18n } = useSettingsTranslation();
  const choosesLanguage = hasLanguageChoice(runtimeConfig());
  const shown = normalizeLanguage(i18n.resolvedLanguage ?? null);
  // The request's own type and schema: the form holds both fields, the request may hold either.
  const form = useForm<UpdateProfileRequest>({
    resolver: zodResolver(UpdateProfileRequest),
    // Never chosen yet: the language the portal is shown in is the one to offer.
    defaultValues: { fullName: profile.fullName, language: profile.language ?? shown },
  });
  const [updateProfile] = useUpdateProfileMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const emailLabelId = useId();

  const save = form.handleSubmit(async ({ fullName, language }) => {
    setFailure(null);
    try {
      const stored = await updateProfile(choosesLanguage ? { fullName, language } : { fullName }).unwrap();
      form.reset({ fullName: stored.fullName, language: stored.language ?? language });
      if (choosesLanguage && language && language !== shown) {
        // As the language dialog does: kept on this device too, and shown at once.
        storage.setLanguage(language);
        await i18n.changeLanguage(language);
      }
      // In the language just chosen: `t` keeps the one it was made in.
      onSaved(
        i18n.getFixedT(choosesLanguage && language ? language : shown, settingsNamespaces)("settings.profile.saved"),
      );
    } catch (error) {
      if (!applyFieldErrors(error, form)) setFailure(errorMessage(error));
    }
  });

  return (
    <Stack component="form" noValidate onSubmit={(event) => void save(event)} spacing={2.5} sx={{ maxWidth: 560 }}>
      <FormTextField
        control={form.control}
        name="fullName"
        label={t("settings.profile.fullName")}
        autoComplete="name"
        required
      />
      <Box
        component="dl"
        sx={{
          m: 0,
          display: "grid",
          gridTemplateColumns: { xs: "1fr", sm: "max-content 1fr" },
          columnGap: 3,
          rowGap: { xs: 0.25, sm: 1 },
        }}
      >
        <Typography id={emailLabelId} component="dt" variant="body2" color="text.secondary" sx={{ pt: { sm: 0.5 } }}>
          {t("settings.profile.email")}
        </Typography>
        <Box component="dd" sx={{ m: 0, mb: { xs: 1, sm: 0 }, minWidth: 0 }}>
          <EmailAddress profile={profile} labelId={emailLabelId} />
        </Box>
        <Typography component="dt" variant="body2" color="text.secondary">
          {t("settings.profile.phone")}
        </Typography>
        <Box component="dd" sx={{ m: 0 }}>
          <Typography>{profile.mobilePhone}</Typography>
          <Typography variant="body2" color="text.secondary">
            {t("settings.profile.phoneBelow")}
          </Typography>
        </Box>
      </Box>
      {choosesLanguage && (
        <SelectField
          control={form.control}
          name="language"
          label={t("settings.profile.language")}
          options={languageChoices}
          helperText={t("settings.profile.languageHint")}
        />
      )}
      {failure && <Alert severity="error">{failure}</Alert>}
      <Box>
        <SubmitButton pending={form.formState.isSubmitting} fullWidth={false} size="medium">
          {t("settings.profile.save")}
        </SubmitButton>
      </Box>
    </Stack>
  );
}
