import { Box, Skeleton, Stack } from "@mui/material";
import type { Invoice } from "@portal/contracts";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { LoadError } from "@/components/load-error";
import { PageFor } from "@/components/no-access";
import { PageTitle } from "@/components/page-title";
import { errorMessage } from "@/lib/api-error";
import { useApplicationsQuery } from "@/lib/applications-api";
import { useInvoiceFormDefaultsQuery } from "../api";
import { InvoiceCreated } from "../components/create/invoice-created";
import { InvoiceForm } from "../components/create/invoice-form";
import { rememberedLinkLifetime } from "../components/create/invoice-form-values";
import { NoLiveApplications } from "../components/create/no-live-applications";

/**
 * `/billing/create-an-invoice`: a new invoice for one of the live applications, then its
 * payment link (SPEC §2); for who may create one (SPEC §6), others are told so.
 */
export function CreateAnInvoiceRoute() {
  const { t } = useTranslation();
  return (
    <PageFor action="createInvoice" title={t("shell.sections.createAnInvoice")}>
      <NewInvoice />
    </PageFor>
  );
}

function NewInvoice() {
  const { t } = useTranslation();
  const applications = useApplicationsQuery();
  const [created, setCreated] = useState<Invoice | null>(null);
  // The link lifetime chosen last; asked again for every new form (each invoice may change
  // it: the entry goes while the outcome shows). Without it the form still opens, with a week.
  const defaults = useInvoiceFormDefaultsQuery(undefined, { skip: created !== null });
  const [another, setAnother] = useState(false);
  // Only a live application takes payments.
  const live = applications.data?.filter((app) => app.status === "live") ?? [];

  let content;
  if (created) {
    content = (
      <InvoiceCreated
        invoice={created}
        onCreateAnother={() => {
          setCreated(null);
          setAnother(true);
        }}
      />
    );
  } else if (applications.isLoading || defaults.isUninitialized || defaults.isLoading) {
    content = (
      <Stack spacing={3} aria-busy="true" aria-label={t("createInvoice.loading")}>
        <Skeleton variant="rounded" height={280} />
        <Skeleton variant="rounded" height={200} />
      </Stack>
    );
  } else if (!applications.data) {
    content = (
      <LoadError
        message={errorMessage(applications.error)}
        onRetry={() => void applications.refetch()}
        retrying={applications.isFetching}
      />
    );
  } else if (live.length === 0) {
    content = <NoLiveApplications />;
  } else {
    // Unmounted while the outcome shows: "Create another invoice" starts from an empty form.
    content = (
      <InvoiceForm
        applications={live}
        onCreated={setCreated}
        focusFirstField={another}
        linkLifetimeDays={rememberedLinkLifetime(defaults.currentData)}
      />
    );
  }

  return (
    <Box sx={{ maxWidth: 960 }}>
      <PageTitle title={t("shell.sections.createAnInvoice")} subtitle={t("createInvoice.subtitle")} />
      {content}
    </Box>
  );
}
