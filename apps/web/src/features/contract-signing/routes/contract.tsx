import { Alert, CircularProgress, Stack } from "@mui/material";
import type { Application } from "@portal/contracts";
import { useTranslation } from "react-i18next";
import { Navigate, useSearchParams } from "react-router";
import { PageTitle } from "@/components/page-title";
import { NoAccess } from "@/components/no-access";
import { errorMessage } from "@/lib/api-error";
import { useApplicationsQuery } from "@/lib/applications-api";
import { useIsMainUser } from "@/lib/permissions";
import { useContractStateQuery } from "../api";
import { ApplicationPicker, NoApplications } from "../components/application-picker";
import { ContractDocument } from "../components/contract-document";
import { ContractSigning } from "../components/contract-signing";
import { ContractSummary } from "../components/contract-summary";
import { ManualSigning } from "../components/manual-signing";
import { LoadError } from "@/components/load-error";

/**
 * `/contract` (SPEC §2, §3 Contract signing): one application's contract, chosen by
 * `?appId=`, to read, download and sign with the mobile e-signature, or, where the server signs
 * on paper (`method: "manual"`), to upload signed. Everyone reads it; only the account's main
 * user signs (SPEC §6).
 */
export function ContractRoute() {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const appId = searchParams.get("appId");
  const applications = useApplicationsQuery();

  const list = applications.data ?? [];
  const application = list.find((app) => app.id === appId);
  const only = list.length === 1 ? list[0] : undefined;

  // With a single application there is nothing to choose; it still goes into the URL.
  if (!appId && only) return <Navigate to={{ search: `?appId=${encodeURIComponent(only.id)}` }} replace />;

  const choose = (id: string) =>
    setSearchParams((params) => {
      params.set("appId", id);
      return params;
    });

  return (
    <>
      <PageTitle title={t("contract.title")} subtitle={t("contract.subtitle")} />
      <Stack spacing={3}>
        {applications.isLoading && <Loading label={t("contract.applications.loading")} />}
        {applications.isError && (
          <LoadError message={errorMessage(applications.error)} onRetry={() => void applications.refetch()} />
        )}
        {applications.isSuccess && list.length === 0 && <NoApplications />}
        {list.length > 0 && <ApplicationPicker applications={list} value={application?.id ?? ""} onChange={choose} />}
        {applications.isSuccess && appId && !application && list.length > 0 && (
          <Alert severity="warning">{t("contract.applications.notFound")}</Alert>
        )}
        {application && <ApplicationContract key={application.id} application={application} />}
      </Stack>
    </>
  );
}

/** Everything about one application's contract; remounted per application, so no state leaks across. */
function ApplicationContract({ application }: { application: Application }) {
  const { t } = useTranslation();
  const contract = useContractStateQuery(application.id);
  const state = contract.data;
  const mainUser = useIsMainUser();

  return (
    <>
      <ContractSummary application={application} state={state} />
      <ContractDocument application={application} signed={(state?.status ?? application.contractStatus) === "signed"} />
      {contract.isLoading && <Loading label={t("contract.signing.loading")} />}
      {contract.isError && <LoadError message={errorMessage(contract.error)} onRetry={() => void contract.refetch()} />}
      {/* A signed contract's panel only reads (its file); the steps that sign, poll or upload are the main user's. */}
      {state &&
        (mainUser || state.status === "signed") &&
        (state.method === "manual" ? (
          <ManualSigning application={application} state={state} />
        ) : (
          <ContractSigning application={application} state={state} />
        ))}
      {state && !mainUser && state.status !== "signed" && (
        <NoAccess
          title={t(
            state.method === "manual" ? "contract.manual.mainUserOnly.title" : "contract.signing.mainUserOnly.title",
          )}
          text={t(
            state.method === "manual" ? "contract.manual.mainUserOnly.text" : "contract.signing.mainUserOnly.text",
          )}
        />
      )}
    </>
  );
}

function Loading({ label }: { label: string }) {
  return (
    <Stack sx={{ alignItems: "center", py: 3 }}>
      <CircularProgress aria-label={label} />
    </Stack>
  );
}
