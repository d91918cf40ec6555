import { Skeleton } from "@mui/material";
import type { Profile } from "@portal/contracts";
import { useSettingsTranslation } from "../../use-settings-translation";
import { LoadError } from "@/components/load-error";
import { SectionCard } from "@/components/section-card";
import { errorMessage } from "@/lib/api-error";
import { ProfileForm } from "./profile-form";

interface ProfileSectionProps {
  profile: { data?: Profile; error?: unknown; isFetching: boolean; refetch: () => unknown };
  onSaved: (notice: string) => void;
}

/** SPEC §2 "my profile": the form once the profile is in, and a way to try again if it is not. */
export function ProfileSection({ profile, onSaved }: ProfileSectionProps) {
  const { t } = useSettingsTranslation();
  return (
    <SectionCard title={t("settings.profile.title")} description={t("settings.profile.description")}>
      {profile.data ? (
        <ProfileForm key={profile.data.id} profile={profile.data} onSaved={onSaved} />
      ) : profile.error ? (
        <LoadError
          message={errorMessage(profile.error)}
          onRetry={() => void profile.refetch()}
          retrying={profile.isFetching}
        />
      ) : (
        <Skeleton variant="rounded" height={220} aria-label={t("settings.profile.loading")} />
      )}
    </SectionCard>
  );
}
