import { skipToken } from "@reduxjs/toolkit/query/react";
import { useApplicationQuery, useApplicationsQuery } from "@/lib/applications-api";
import { useFirstInvoicesQuery } from "../api";
import { checklistOf, leadingApplication } from "../checklist";
import { MerchantChecklist } from "./merchant-checklist";

/**
 * The new merchant's checklist while anything is left to do; gone once an application is
 * live and has an invoice. It waits for what it needs rather than flashing wrong ticks, and
 * stays away when the applications cannot be read (the figures below say what failed).
 */
export function ChecklistSection() {
  const apps = useApplicationsQuery();
  const lead = apps.data ? leadingApplication(apps.data) : undefined;
  // Only a draft's settings can be unfinished: what is missing is in its full record.
  const draftId = lead?.status === "draft" ? lead.id : undefined;
  const detail = useApplicationQuery(draftId ?? skipToken);
  const live = lead?.status === "live";
  const invoices = useFirstInvoicesQuery(live ? undefined : skipToken);

  if (!apps.data) return null;
  if (draftId && detail.isLoading) return null;
  if (live && !invoices.data) return null;
  const checklist = checklistOf({
    apps: apps.data,
    detail: detail.data,
    hasInvoice: (invoices.data?.totalElements ?? 0) > 0,
  });
  return checklist.next ? <MerchantChecklist checklist={checklist} /> : null;
}
