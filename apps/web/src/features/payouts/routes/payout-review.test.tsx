import { configure, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { json } from "@/testing/fetch-stub";
import { renderRoute } from "@/testing/render-route";
import { sessionUser } from "@/testing/session-user";
import { calls, MAIN_USER, payoutInReview, payoutPage, REVIEWER, stubPayoutsApi } from "../test-fixtures";

// The screen is large: under a busy machine jsdom takes seconds to render it.
configure({ asyncUtilTimeout: 10000 });
beforeEach(() => localStorage.setItem("accessToken", "token-1"));

const { id } = payoutInReview();
const reviewer = sessionUser({
  id: REVIEWER.id,
  fullName: REVIEWER.name,
  userType: "sub",
  privileges: ["payoutReview"],
});

/** The payouts screen as the reviewer sees it, with the main user's payout waiting; the list answers as the server's state moves. */
async function openAsReviewer(api: Parameters<typeof stubPayoutsApi>[0] = {}) {
  let reviewed = false;
  const requests = stubPayoutsApi({
    user: reviewer,
    list: () =>
      json(200, payoutPage([reviewed ? payoutInReview({ status: "sent", reviewedBy: REVIEWER }) : payoutInReview()])),
    ...api,
    approve: async (request) => {
      const answer = await (api.approve ?? (() => json(200, payoutInReview({ status: "sent", reviewedBy: REVIEWER }))))(
        request,
      );
      reviewed ||= answer.ok;
      return answer;
    },
  });
  renderRoute("/billing/payouts");
  const user = userEvent.setup();
  const table = await screen.findByRole("table", { name: "Payouts of Caspian Tours" });
  return { requests, user, table: within(table) };
}

describe("payout review", { timeout: 30000 }, () => {
  it("approves only once asked, and the payout goes to the bank", async () => {
    const { requests, user, table } = await openAsReviewer();

    await user.click(table.getByRole("button", { name: "Approve the payout of 6,000.00 AZN to Ay*** Mə***" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Approve this payout?" }));
    expect(
      dialog.getByText(
        "6,000.00 AZN goes from the wallet of Caspian Tours to Ay*** Mə*** (AZ21 **** 1944). Demo Merchant made the payout. Once approved it goes to the bank and cannot be called back.",
      ),
    ).toBeVisible();

    // Cancel does nothing.
    await user.click(dialog.getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(calls(requests, "POST", `/api/wallets/payouts/${id}/approve`)).toEqual([]);

    await user.click(table.getByRole("button", { name: /^Approve/ }));
    await user.click(
      within(await screen.findByRole("dialog", { name: "Approve this payout?" })).getByRole("button", {
        name: "Approve",
      }),
    );

    expect(await screen.findByText("Approved: 6,000.00 AZN paid out to Ay*** Mə***")).toBeVisible();
    expect(calls(requests, "POST", `/api/wallets/payouts/${id}/approve`)).toHaveLength(1);
    // The list is read again: the payout is sent, approved by the reviewer, and has nothing left to review.
    expect(await table.findByText("Approved by Günay Rzayeva")).toBeVisible();
    expect(table.getByText("Sent")).toBeVisible();
    expect(table.queryByRole("button", { name: /^Approve/ })).not.toBeInTheDocument();
  });

  it("says so when the bank refuses an approved payout", async () => {
    const { user, table } = await openAsReviewer({
      approve: () =>
        json(
          200,
          payoutInReview({
            status: "failed",
            reviewedBy: REVIEWER,
            failureReason: "The card's bank refused the transfer.",
          }),
        ),
    });
    await user.click(table.getByRole("button", { name: /^Approve/ }));
    await user.click(
      within(await screen.findByRole("dialog", { name: "Approve this payout?" })).getByRole("button", {
        name: "Approve",
      }),
    );
    expect(
      await screen.findByText(
        "Approved, but the bank refused the payout: The card's bank refused the transfer. The amount and the fee are back in the wallet.",
      ),
    ).toBeVisible();
  });

  it("keeps the dialog open with the server's word when someone reviewed it first", async () => {
    const { user, table } = await openAsReviewer({
      approve: () => json(409, { code: "INVALID_STATE", message: "This payout is not waiting for review." }),
    });
    await user.click(table.getByRole("button", { name: /^Approve/ }));
    const dialog = within(await screen.findByRole("dialog", { name: "Approve this payout?" }));
    await user.click(dialog.getByRole("button", { name: "Approve" }));
    expect(
      await dialog.findByText("This cannot be done in the current state. Refresh the page and try again."),
    ).toBeVisible();
    expect(screen.getByRole("dialog", { name: "Approve this payout?" })).toBeVisible();
  });

  it("rejects with a reason, which it asks for, and the money goes back", async () => {
    const { requests, user, table } = await openAsReviewer();

    await user.click(table.getByRole("button", { name: "Reject the payout of 6,000.00 AZN to Ay*** Mə***" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Reject this payout?" }));
    expect(
      dialog.getByText(
        "The payout of 6,000.00 AZN to Ay*** Mə*** will not be made: the amount and its fee go back to the wallet of Caspian Tours. Demo Merchant, who made it, will see your reason.",
      ),
    ).toBeVisible();
    const reason = dialog.getByRole("textbox", { name: "Reason" });
    await waitFor(() => expect(reason).toHaveFocus());

    await user.click(dialog.getByRole("button", { name: "Reject" }));
    expect(await dialog.findByText("Reason is required")).toBeVisible();
    expect(calls(requests, "POST", `/api/wallets/payouts/${id}/reject`)).toEqual([]);

    await user.type(reason, "Wrong account: ask the customer again");
    await user.click(dialog.getByRole("button", { name: "Reject" }));

    expect(await screen.findByText("Rejected: 6,000.00 AZN is back in the wallet of Caspian Tours")).toBeVisible();
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    const [sent] = calls(requests, "POST", `/api/wallets/payouts/${id}/reject`);
    expect(await sent!.clone().json()).toEqual({ reason: "Wrong account: ask the customer again" });
  });

  it("never offers the maker their own payout's review", async () => {
    stubPayoutsApi({
      user: sessionUser({ id: MAIN_USER.id }),
      list: () => json(200, payoutPage([payoutInReview()])),
    });
    renderRoute("/billing/payouts");
    const table = within(await screen.findByRole("table", { name: "Payouts of Caspian Tours" }));
    expect(table.getByText("Waiting for review")).toBeVisible();
    expect(table.queryByRole("button", { name: /^(Approve|Reject)/ })).not.toBeInTheDocument();
  });
});
