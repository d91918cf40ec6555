import { Alert, Box, Stack } from "@mui/material";
import { useEffect, useRef, useState } from "react";
import { useSettingsTranslation } from "../use-settings-translation";
import { NoticeSnackbar } from "@/components/notice-snackbar";
import { PageTitle } from "@/components/page-title";
import { useProfileQuery } from "@/lib/profile-api";
import { useMustAddStrongMethod } from "@/lib/second-steps";
import { DeliveriesSection } from "../components/deliveries/deliveries-section";
import { NotificationsSection } from "../components/notifications/notifications-section";
import { PasswordSection } from "../components/password/password-section";
import { PhoneSection } from "../components/phone/phone-section";
import { ProfileSection } from "../components/profile/profile-section";
import { SecuritySection } from "../components/security/security-section";
import { SessionsSection } from "../components/sessions/sessions-section";

/**
 * `/settings` (SPEC §2): the user's profile and interface language, password, sign-in security,
 * phone number, signed-in devices, payment notifications by Telegram and WhatsApp, and the
 * messages sent to the user, one section under another. `/settings/security` is the same page
 * scrolled to its security section. Its texts are the `settings` namespace, loaded with the
 * route (app/router.tsx).
 *
 * A sub-user whose account requires a strong method and who has none sees the security section
 * alone (the server refuses every other call): the signed-in shell sends every address here.
 * That section stays mounted when the first method is added and the rest comes back, so the
 * recovery codes it shows are not lost.
 */
export function SettingsRoute({ section }: { section?: "security" }) {
  const { t } = useSettingsTranslation();
  const mustAddStrongMethod = useMustAddStrongMethod();
  const full = !mustAddStrongMethod;
  const profile = useProfileQuery(undefined, { skip: !full });
  const [notice, setNotice] = useState<string | null>(null);
  const security = useRef<HTMLDivElement>(null);

  useEffect(() => {
    // jsdom has no scrolling.
    if (section === "security") security.current?.scrollIntoView?.({ block: "start" });
  }, [section]);

  return (
    <>
      <PageTitle title={t("shell.sections.settings")} subtitle={full ? t("settings.subtitle") : undefined} />
      <Stack spacing={3} sx={{ maxWidth: 880 }}>
        {mustAddStrongMethod && <Alert severity="warning">{t("settings.security.required")}</Alert>}
        {full && <ProfileSection profile={profile} onSaved={setNotice} />}
        {full && <PasswordSection />}
        <Box ref={security} id="security" sx={{ scrollMarginTop: 80 }}>
          <SecuritySection onNotice={setNotice} />
        </Box>
        {full && <PhoneSection profile={profile.data} />}
        {full && <SessionsSection onNotice={setNotice} />}
        {full && <NotificationsSection onNotice={setNotice} />}
        {full && <DeliveriesSection />}
      </Stack>
      <NoticeSnackbar notice={notice} onClose={() => setNotice(null)} />
    </>
  );
}

/** `/settings/security`: the settings page at its security section. */
export function SettingsSecurityRoute() {
  return <SettingsRoute section="security" />;
}
