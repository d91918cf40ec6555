import { PageQuery } from "@portal/contracts";

/** The screen's address: `?appId=…&page=…` (the chosen application and its buttons' page, zero-based). */
export interface WidgetsQuery {
  appId?: string;
  page: number;
}

/** A hand-edited page number the API would refuse reads as the first. */
const pageOf = (value: string | null) => {
  const page = PageQuery.shape.page.safeParse(value ?? undefined);
  return page.success ? page.data : 0;
};

export const widgetsQueryFromSearch = (search: URLSearchParams): WidgetsQuery => ({
  ...(search.get("appId") && { appId: search.get("appId")! }),
  page: pageOf(search.get("page")),
});

export function searchFromWidgetsQuery({ appId, page }: WidgetsQuery): URLSearchParams {
  const search = new URLSearchParams();
  if (appId) search.set("appId", appId);
  if (page > 0) search.set("page", String(page));
  return search;
}
