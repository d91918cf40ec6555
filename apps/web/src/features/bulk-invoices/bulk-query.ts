import { BulkRowOutcome, PageQuery } from "@portal/contracts";
import { generatePath } from "react-router";
import { paths } from "@/light/paths";

/** One upload's screen. */
export const bulkInvoicePath = (bulkInvoice: { id: string }) =>
  generatePath(paths.billing.bulkInvoiceDetail, { bulkInvoiceId: bulkInvoice.id });

/** The upload screen with an application chosen: where "Upload a corrected file" and the way back lead. */
export const uploadPath = (appId: string) =>
  `${paths.billing.bulkInvoice}?${new URLSearchParams({ appId }).toString()}`;

/** A page number from the address: a hand-edited one the API would refuse reads as the first. */
const pageOf = (value: string | null) => {
  const page = PageQuery.shape.page.safeParse(value ?? undefined);
  return page.success ? page.data : 0;
};

/** The upload screen's address: `?appId=…&page=…` (the uploads list's page, zero-based). */
export interface UploadsQuery {
  appId?: string;
  page: number;
}

export const uploadsQueryFromSearch = (search: URLSearchParams): UploadsQuery => ({
  ...(search.get("appId") && { appId: search.get("appId")! }),
  page: pageOf(search.get("page")),
});

export function searchFromUploadsQuery({ appId, page }: UploadsQuery): URLSearchParams {
  const search = new URLSearchParams();
  if (appId) search.set("appId", appId);
  if (page > 0) search.set("page", String(page));
  return search;
}

/**
 * One upload's address: the rows list's filter and page (`?outcome=invalid&rowsPage=…`) and
 * the created invoices' page (`?invoicesPage=…`), so a reload or the back button keeps them.
 */
export interface DetailQuery {
  outcome?: BulkRowOutcome;
  rowsPage: number;
  invoicesPage: number;
}

export function detailQueryFromSearch(search: URLSearchParams): DetailQuery {
  const outcome = BulkRowOutcome.safeParse(search.get("outcome") ?? undefined);
  return {
    ...(outcome.success && { outcome: outcome.data }),
    rowsPage: pageOf(search.get("rowsPage")),
    invoicesPage: pageOf(search.get("invoicesPage")),
  };
}

export function searchFromDetailQuery({ outcome, rowsPage, invoicesPage }: DetailQuery): URLSearchParams {
  const search = new URLSearchParams();
  if (outcome) search.set("outcome", outcome);
  if (rowsPage > 0) search.set("rowsPage", String(rowsPage));
  if (invoicesPage > 0) search.set("invoicesPage", String(invoicesPage));
  return search;
}
