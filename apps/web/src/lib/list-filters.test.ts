import { InvoiceFilters, invoiceFilterNames } from "@portal/contracts";
import { describe, expect, it } from "vitest";
import type * as z from "zod/mini";
import { listFilters } from "./list-filters";

// The invoices list's filters stand for any list's.
const { queryFromSearch, searchFromQuery, withFilters, filtersOf, hasFilters, typedFiltersOf } = listFilters<
  z.output<typeof InvoiceFilters>,
  (typeof invoiceFilterNames)[number]
>(InvoiceFilters, invoiceFilterNames);
const textFiltersOf = (query: z.output<typeof InvoiceFilters>) =>
  typedFiltersOf(["amount", "appName", "bookingId", "invoiceCode", "guestName", "email"], query);

describe("queryFromSearch", () => {
  it("reads the page and every filter", () => {
    const search = new URLSearchParams(
      "page=2&status=paid&from=2026-05-01&to=2026-05-20&amount=25.5&appName=Caspian&bookingId=B-1&invoiceCode=INV&guestName=Aysel&email=aysel@",
    );
    expect(queryFromSearch(search)).toEqual({
      page: 2,
      status: "paid",
      from: "2026-05-01",
      to: "2026-05-20",
      amount: "25.5",
      appName: "Caspian",
      bookingId: "B-1",
      invoiceCode: "INV",
      guestName: "Aysel",
      email: "aysel@",
    });
  });

  it("starts on the first page with nothing filtered", () => {
    expect(queryFromSearch(new URLSearchParams())).toEqual({ page: 0 });
  });

  it("leaves out what the API would refuse", () => {
    const search = new URLSearchParams(
      "page=-1&status=lost&from=2026-02-30&to=tomorrow&amount=12.345&appName=%20%20&sort=amount",
    );
    expect(queryFromSearch(search)).toEqual({ page: 0 });
  });
});

describe("searchFromQuery", () => {
  it("writes only what is set, and the page after the first", () => {
    expect(searchFromQuery({ page: 0, status: "created", guestName: " Aysel " }).toString()).toBe(
      "status=created&guestName=Aysel",
    );
    expect(searchFromQuery({ page: 3 }).toString()).toBe("page=3");
  });

  it("reads back what it wrote", () => {
    const query = { page: 1, from: "2026-05-01", to: "2026-05-20", email: "a@b.az", amount: "10" };
    expect(queryFromSearch(searchFromQuery(query))).toEqual(query);
  });
});

describe("withFilters", () => {
  it("sets and clears filters and returns to the first page", () => {
    expect(
      withFilters(
        { page: 4, status: "paid", appName: "Caspian" },
        { status: undefined, bookingId: " B-7 ", appName: "" },
      ),
    ).toEqual({
      page: 0,
      bookingId: "B-7",
    });
  });
});

describe("filtersOf", () => {
  it("keeps the filters that are set, without the page", () => {
    expect(filtersOf({ page: 3, status: "paid", guestName: "Aysel" })).toEqual({ status: "paid", guestName: "Aysel" });
    expect(filtersOf({ page: 0 })).toEqual({});
  });
});

describe("hasFilters and typedFiltersOf", () => {
  it("tell whether anything is filtered and what the typed-in filters hold", () => {
    expect(hasFilters({ page: 3 })).toBe(false);
    expect(hasFilters({ page: 0, to: "2026-05-20" })).toBe(true);
    expect(textFiltersOf({ page: 0, amount: "5", status: "paid" })).toEqual({
      amount: "5",
      appName: "",
      bookingId: "",
      invoiceCode: "",
      guestName: "",
      email: "",
    });
  });
});
