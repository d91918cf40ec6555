import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { json, stubFetch } from "@/testing/fetch-stub";
import { OPERATOR_TOKEN, operator, queueItem, queuePage, renderOps, resetOps } from "../../testing";

afterEach(resetOps);

describe("review queue", () => {
  it("lists the applications waiting, with their times on Baku's clock, and opens one", async () => {
    const second = queueItem({
      appId: "5a6b7c8d-1e2f-4a3b-8c4d-5e6f7a8b9c0d",
      appName: "Dadlı Çay",
      accountType: "individual",
      category: "restaurant",
      merchantName: "Elvin Hasanov",
      merchantEmail: "elvin@dadli.az",
      contractStatus: "unsigned",
      approvals: 0,
      approvalsNeeded: 1,
    });
    const requests = stubFetch({
      "GET /api/ops/me": () => json(200, operator()),
      "GET /api/ops/reviews": () => json(200, queuePage([queueItem(), second])),
      [`GET /api/ops/reviews/${second.appId}`]: () => json(503, { code: "UNAVAILABLE", message: "Down." }),
    });
    const user = userEvent.setup();
    renderOps("/ops/reviews", { signedIn: true });

    const table = await screen.findByRole("table", { name: "Applications waiting for review" });
    const [, first, other] = within(table).getAllByRole("row");
    expect(first).toHaveTextContent("Kitab Evi");
    expect(first).toHaveTextContent("Leyla Mammadova");
    expect(first).toHaveTextContent("Company");
    expect(first).toHaveTextContent("Electronics");
    // 20:30 UTC on 1 March is 00:30 on 2 March in Baku (GMT+4).
    expect(first).toHaveTextContent("2 Mar 2026, 00:30");
    expect(first).toHaveTextContent("Signed");
    expect(first).toHaveTextContent("1 / 2");
    expect(other).toHaveTextContent("Sole trader");
    expect(other).toHaveTextContent("Not signed");
    expect(other).toHaveTextContent("0 / 1");
    expect(within(table).getByRole("columnheader", { name: /^Sent at \(Baku, GMT\+4\)/ })).toBeVisible();
    expect(requests.map((r) => new URL(r.url).search)).toContain("?page=0");
    expect(requests.every((r) => r.headers.get("Authorization") === `Bearer ${OPERATOR_TOKEN}`)).toBe(true);

    await user.click(within(other!).getByRole("link", { name: "Dadlı Çay" }));
    expect(await screen.findByText(/The application could not be loaded\./)).toBeVisible();
  });

  it("says so when no application waits", async () => {
    stubFetch({
      "GET /api/ops/me": () => json(200, operator({ role: "support" })),
      "GET /api/ops/reviews": () => json(200, queuePage([])),
    });
    renderOps("/ops", { signedIn: true });

    expect(await screen.findByRole("heading", { name: "No applications wait for review" })).toBeVisible();
    expect(screen.queryByRole("table")).not.toBeInTheDocument();
    // Support reads the queues and the merchants, and decides nothing.
    const nav = screen.getByRole("navigation", { name: "Console sections" });
    expect(
      within(nav)
        .getAllByRole("link")
        .map((link) => link.textContent),
    ).toEqual(["Reviews", "Contracts", "Merchants"]);
  });

  it("offers another try when the queue fails to load", async () => {
    let calls = 0;
    stubFetch({
      "GET /api/ops/me": () => json(200, operator()),
      "GET /api/ops/reviews": () =>
        ++calls === 1 ? json(500, { code: "INTERNAL", message: "Boom." }) : json(200, queuePage([queueItem()])),
    });
    const user = userEvent.setup();
    renderOps("/ops/reviews", { signedIn: true });

    expect(await screen.findByText(/The applications could not be loaded\./)).toBeVisible();
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("link", { name: "Kitab Evi" })).toBeVisible();
  });

  it("goes back to sign-in when the session has ended", async () => {
    stubFetch({
      "GET /api/ops/me": () => json(200, operator()),
      "GET /api/ops/reviews": () => json(401, { code: "UNAUTHORIZED", message: "Session ended." }),
    });
    renderOps("/ops/reviews", { signedIn: true });

    expect(await screen.findByText("Your session has ended. Sign in again.")).toBeVisible();
    expect(screen.getByRole("button", { name: "Sign in" })).toBeVisible();
    await waitFor(() => expect(sessionStorage.getItem("opsAccessToken")).toBeNull());
  });
});
