import { configure, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { json, stubFetch } from "@/testing/fetch-stub";
import { renderSignedIn } from "@/testing/render-signed-in";
import { sessionUser } from "@/testing/session-user";
import { transaction } from "@/testing/transaction";
import { TransactionActionsMenu } from "./transaction-actions";

configure({ asyncUtilTimeout: 10000 });
beforeEach(() => localStorage.setItem("accessToken", "token-1"));

/** The menu as a row of the transactions list shows it, for the user the session check names. */
async function renderRow(t = transaction(), user = sessionUser()) {
  const requests = stubFetch({ "GET /api/session": () => json(200, user), "POST /api/refund": () => json(200, t) });
  renderSignedIn(
    <section aria-label="Row">
      <TransactionActionsMenu transaction={t} />
    </section>,
  );
  return { requests, row: within(await screen.findByRole("region", { name: "Row" })), user: userEvent.setup() };
}

describe("TransactionActionsMenu", { timeout: 30000 }, () => {
  it("opens a menu of what can be done, and the chosen operation's dialog", async () => {
    const { requests, row, user } = await renderRow();

    const button = row.getByRole("button", { name: "Operations on ORD-20260514-0001" });
    await user.click(button);
    expect(button).toHaveAttribute("aria-expanded", "true");
    const menu = screen.getByRole("menu");
    expect(
      within(menu)
        .getAllByRole("menuitem")
        .map((item) => item.textContent),
    ).toEqual(["Refund"]);

    await user.click(within(menu).getByRole("menuitem", { name: "Refund" }));
    const dialog = await screen.findByRole("dialog", { name: "Refund ORD-20260514-0001" });
    await user.click(within(dialog).getByRole("button", { name: "Confirm refund" }));
    expect(await screen.findByText("25.50 AZN refunded to card 416973******1234.")).toBeVisible();
    await waitFor(() => expect(requests.filter((r) => r.method === "POST")).toHaveLength(1));
  });

  it("is not there when nothing can be done", async () => {
    const { row } = await renderRow(transaction({ status: "declined", refundableAmount: 0 }));
    expect(row.queryByRole("button")).not.toBeInTheDocument();
  });

  it("is not there for a sub-user without the permission", async () => {
    const { row } = await renderRow(
      transaction(),
      sessionUser({ userType: "sub", privileges: ["finalizeTransaction", "unblockTransaction"] }),
    );
    expect(row.queryByRole("button")).not.toBeInTheDocument();
  });
});
