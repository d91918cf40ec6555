import { screen } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { json, stubFetch } from "@/testing/fetch-stub";
import { renderRoute } from "@/testing/render-route";
import { sessionUser } from "@/testing/session-user";

beforeEach(() => localStorage.setItem("accessToken", "token-1"));

async function openBulkInvoice(privileges: string[]) {
  stubFetch({ "GET /api/session": () => json(200, sessionUser({ userType: "sub", privileges })) });
  renderRoute("/billing/bulk-invoice");
  expect(await screen.findByRole("heading", { level: 1, name: "Bulk invoice" }, { timeout: 10_000 })).toBeVisible();
}

describe("bulk invoice: who may (SPEC §6)", () => {
  it("tells a sub-user without Create link that the page is not theirs", async () => {
    await openBulkInvoice(["sendLink"]);

    expect(screen.getByRole("heading", { level: 2, name: "You don't have access to this page" })).toBeVisible();
    expect(screen.getByRole("link", { name: "Go to the dashboard" })).toHaveAttribute("href", "/");
  });

  it("opens for a sub-user with Create link", async () => {
    await openBulkInvoice(["createLink"]);

    expect(screen.queryByRole("heading", { name: "You don't have access to this page" })).not.toBeInTheDocument();
  });
});
