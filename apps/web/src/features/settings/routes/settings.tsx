import { Stack } from "@mui/material";
import { useState } from "react";
import { useSettingsTranslation } from "../use-settings-translation";
import { NoticeSnackbar } from "@/components/notice-snackbar";
import { PageTitle } from "@/components/page-title";
import { useProfileQuery } from "@/lib/profile-api";
import { DeliveriesSection } from "../components/deliveries/deliveries-section";
import { NotificationsSection } from "../components/notifications/notifications-section";
import { PasswordSection } from "../components/password/password-section";
import { PhoneSection } from "../components/phone/phone-section";
import { ProfileSection } from "../components/profile/profile-section";
import { SessionsSection } from "../components/sessions/sessions-section";

/**
 * `/settings` (SPEC §2): the user's profile and interface language, password, phone number,
 * signed-in devices, payment notifications by Telegram and WhatsApp, and the messages sent
 * to the user, one section under another. Its texts are the `settings` namespace, loaded
 * with the route (app/router.tsx).
 */
export function SettingsRoute() {
  const { t } = useSettingsTranslation();
  const profile = useProfileQuery();
  const [notice, setNotice] = useState<string | null>(null);
  return (
    <>
      <PageTitle title={t("shell.sections.settings")} subtitle={t("settings.subtitle")} />
      <Stack spacing={3} sx={{ maxWidth: 880 }}>
        <ProfileSection profile={profile} onSaved={setNotice} />
        <PasswordSection />
        <PhoneSection profile={profile.data} />
        <SessionsSection onNotice={setNotice} />
        <NotificationsSection onNotice={setNotice} />
        <DeliveriesSection />
      </Stack>
      <NoticeSnackbar notice={notice} onClose={() => setNotice(null)} />
    </>
  );
}
