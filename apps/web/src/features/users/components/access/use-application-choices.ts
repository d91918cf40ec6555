import { useApplicationsQuery } from "@/lib/applications-api";
import type { ApplicationChoices } from "./access-fields";

/**
 * The applications a user may be given: the manager's own (`GET api/apps` answers with what
 * the caller reaches), and those the user already has beyond them, which can only be taken away.
 */
export function useApplicationChoices(current: readonly { id: string; appName: string }[] = []): ApplicationChoices {
  const { data, isLoading, error, refetch } = useApplicationsQuery();
  const own = (data ?? []).map(({ id, appName }) => ({ id, appName, grantable: true }));
  const beyond = current
    .filter((app) => !own.some((mine) => mine.id === app.id))
    .map(({ id, appName }) => ({ id, appName, grantable: false }));
  return { options: [...own, ...beyond], loading: isLoading, error, retry: () => void refetch() };
}
