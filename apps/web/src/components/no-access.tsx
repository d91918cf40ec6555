import LockOutlined from "@mui/icons-material/LockOutlined";
import { Button } from "@mui/material";
import type { GuardedAction } from "@portal/contracts";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import { EmptyState } from "@/components/list/empty-state";
import { PageTitle } from "@/components/page-title";
import { useMay } from "@/lib/permissions";
import { paths } from "@/light/paths";

interface NoAccessProps {
  /** What is not theirs; a page's own words, or the common ones. */
  title?: string;
  /** Who decides, and who to ask. */
  text?: string;
}

/**
 * What the signed-in user may not use (SPEC §6): not an error, just not theirs, and who to
 * ask. Shown instead of a screen's content, which then asks the server for nothing it would refuse.
 */
export function NoAccess({ title, text }: NoAccessProps) {
  const { t } = useTranslation();
  return (
    <EmptyState
      icon={<LockOutlined sx={{ fontSize: 56, color: "secondary.main" }} aria-hidden />}
      title={title ?? t("common.noAccess.title")}
      text={text ?? t("common.noAccess.text")}
      action={
        <Button component={RouterLink} to={paths.home} variant="outlined">
          {t("common.noAccess.home")}
        </Button>
      }
    />
  );
}

/**
 * A page for who may do `action` (SPEC §6): anyone else gets its title and the no-access
 * state, and the page itself (with every call it makes) is never mounted.
 */
export function PageFor({ action, title, children }: { action: GuardedAction; title: string; children: ReactNode }) {
  if (useMay(action)) return children;
  return (
    <>
      <PageTitle title={title} />
      <NoAccess />
    </>
  );
}
