import { configure, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { formatDateTime } from "@/lib/format";
import { json } from "@/testing/fetch-stub";
import { renderRoute } from "@/testing/render-route";
import { auditEvent, calls, CASHIER_ID, MAIN, stubUsersApi, auditPage } from "../test-fixtures";

configure({ asyncUtilTimeout: 10000 });
beforeEach(() => localStorage.setItem("accessToken", "token-1"));

const auditQueries = (requests: Request[]) =>
  calls(requests, "GET", "/api/audit-events").map((r) => Object.fromEntries(new URL(r.url).searchParams));

describe("the account's activity", { timeout: 30000 }, () => {
  it("is the main user's second tab: every event translated, who did it and how it ended", async () => {
    const requests = stubUsersApi({
      audit: () =>
        json(
          200,
          auditPage([
            auditEvent(),
            auditEvent({
              id: "e-2",
              action: "user.accessChanged",
              actor: { id: MAIN.id, fullName: MAIN.fullName },
              target: { type: "user", id: CASHIER_ID },
            }),
            auditEvent({
              id: "e-3",
              action: "payout.created",
              target: { type: "payout", id: null },
              outcome: "refused",
              errorCode: "FORBIDDEN",
            }),
          ]),
        ),
    });
    const router = renderRoute("/users");
    const user = userEvent.setup();
    await screen.findByRole("table", { name: "Users of the account" });

    await user.click(screen.getByRole("tab", { name: "Activity" }));
    expect(router.state.location.search).toBe("?tab=activity");
    expect(screen.getByRole("tab", { name: "Activity" })).toHaveAttribute("aria-selected", "true");
    const table = within(await screen.findByRole("table", { name: "Account activity" }));
    const [, created, changed, refused] = table.getAllByRole("row");
    expect(within(created!).getByText(formatDateTime(auditEvent().at, "en", "Asia/Baku"))).toBeVisible();
    expect(within(created!).getByText("Leyla Əliyeva")).toBeVisible();
    expect(within(created!).getByText("Invoice created")).toBeVisible();
    expect(within(created!).getByText("Succeeded")).toBeVisible();
    expect(within(changed!).getByText("Access changed")).toBeVisible();
    // Users the screen knows are named.
    expect(await within(changed!).findByText("User · Leyla Əliyeva")).toBeVisible();
    expect(within(refused!).getByText("Payout made")).toBeVisible();
    expect(within(refused!).getByText("Refused")).toBeVisible();
    expect(auditQueries(requests)).toEqual([{ page: "0" }]);
  });

  it("filters by user, action and result, in the address, and clears them", async () => {
    const requests = stubUsersApi({
      audit: (request) =>
        json(200, auditPage(new URL(request.url).searchParams.get("outcome") === "failed" ? [] : [auditEvent()])),
    });
    const router = renderRoute("/users?tab=activity");
    const user = userEvent.setup();
    await screen.findByRole("table", { name: "Account activity" });

    await user.selectOptions(await screen.findByRole("combobox", { name: "User" }), "Leyla Əliyeva");
    await user.selectOptions(screen.getByRole("combobox", { name: "Action" }), "Invoice created");
    await user.selectOptions(screen.getByRole("combobox", { name: "Result" }), "Refused");
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      tab: "activity",
      userId: CASHIER_ID,
      action: "invoice.created",
      outcome: "refused",
    });
    await waitFor(() =>
      expect(auditQueries(requests).at(-1)).toEqual({
        page: "0",
        userId: CASHIER_ID,
        action: "invoice.created",
        outcome: "refused",
      }),
    );

    await user.selectOptions(screen.getByRole("combobox", { name: "Result" }), "Failed");
    expect(await screen.findByText("No activity matches these filters")).toBeVisible();
    await user.click(screen.getAllByRole("button", { name: "Clear filters" }).at(-1)!);
    expect(router.state.location.search).toBe("?tab=activity");
    expect(await screen.findByRole("table", { name: "Account activity" })).toBeVisible();
  });

  it("starts from the dates in the address, and sends them", async () => {
    const requests = stubUsersApi();
    renderRoute("/users?tab=activity&from=2026-05-01&to=2026-05-31&page=1");
    await screen.findByRole("table", { name: "Account activity" });
    expect(auditQueries(requests).at(-1)).toEqual({ page: "1", from: "2026-05-01", to: "2026-05-31" });
  });
});
