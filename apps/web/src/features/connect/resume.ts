import { skipToken } from "@reduxjs/toolkit/query";
import { useApplicationQuery, useApplicationsQuery } from "@/lib/applications-api";
import type { Created } from "./draft";

/**
 * Where a sole trader's onboarding stopped, as the server knows it: the newest individual
 * draft still without its payout card, the flow's last step. The draft in session storage
 * is gone after signing out or in another tab; the application on the server is not.
 */
export function useUnfinishedIndividual(enabled: boolean): { checking: boolean; created: Created | null } {
  const apps = useApplicationsQuery(undefined, { skip: !enabled });
  // The list is newest first.
  const draft = apps.data?.find((app) => app.accountType === "individual" && app.status === "draft");
  const detail = useApplicationQuery(enabled && draft ? draft.id : skipToken);
  const app = detail.data;
  return {
    checking: apps.isLoading || detail.isLoading,
    created: enabled && app?.missing.includes("payoutCard") ? { appId: app.id, appConfigId: app.configId } : null,
  };
}
