import type { ReviewDetail } from "@portal/contracts";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { json, stubFetch } from "@/testing/fetch-stub";
import { operator, renderOps, resetOps, reviewDetail } from "../../testing";

afterEach(resetOps);

const detail = reviewDetail();
const appId = detail.application.id;
const reviewUrl = `/api/ops/reviews/${appId}`;

/** The application's screen for an operator of `role`; the decision answers with `decided`. */
function openReview({
  role = "risk",
  review = detail,
  decided,
}: Partial<{ role: "risk" | "support" | "admin"; review: ReviewDetail; decided: ReviewDetail }> = {}) {
  const requests = stubFetch({
    "GET /api/ops/me": () => json(200, operator({ role })),
    [`GET ${reviewUrl}`]: () => json(200, review),
    [`POST ${reviewUrl}/decision`]: () => json(200, decided ?? review),
  });
  renderOps(`/ops/reviews/${appId}`, { signedIn: true });
  return { requests, user: userEvent.setup() };
}

const decisions = (requests: Request[]) => requests.filter((r) => r.method === "POST");

describe("a risk operator's decision", () => {
  it("asks a reason before rejecting, then shows the server's answer", async () => {
    const rejected = reviewDetail({
      application: { ...detail.application, status: "rejected" },
      history: [
        {
          at: "2026-03-02T06:00:00.000Z",
          operatorName: "Rauf Aliyev",
          decision: "reject",
          reason: "The site sells goods we cannot accept.",
          fields: [],
        },
      ],
    });
    const { requests, user } = openReview({ decided: rejected });

    expect(await screen.findByRole("heading", { name: "Kitab Evi", level: 1 })).toBeVisible();
    await user.click(screen.getByRole("button", { name: "Reject" }));
    const dialog = await screen.findByRole("dialog", { name: "Reject this application?" });
    await user.click(within(dialog).getByRole("button", { name: "Reject" }));

    expect(await within(dialog).findByText("Reason is required")).toBeVisible();
    expect(within(dialog).getByLabelText(/^Reason/)).toHaveFocus();
    expect(decisions(requests)).toHaveLength(0);

    await user.type(within(dialog).getByLabelText(/^Reason/), "  The site sells goods we cannot accept. ");
    await user.click(within(dialog).getByRole("button", { name: "Reject" }));

    expect(await screen.findByText("The application is rejected.")).toBeVisible();
    expect(await decisions(requests)[0]?.clone().json()).toEqual({
      decision: "reject",
      reason: "The site sells goods we cannot accept.",
      fields: [],
    });
    expect(screen.getByText(/This application is not in review \(Rejected\)/)).toBeVisible();
    expect(screen.getByText("Rejected by Rauf Aliyev")).toBeVisible();
    expect(screen.queryByRole("button", { name: "Approve" })).not.toBeInTheDocument();
  });

  it("asks which fields to change and why before asking for changes", async () => {
    const { requests, user } = openReview();

    await user.click(await screen.findByRole("button", { name: "Ask for changes" }));
    const dialog = await screen.findByRole("dialog", { name: "Ask for changes" });
    await user.click(within(dialog).getByRole("button", { name: "Ask for changes" }));

    expect(await within(dialog).findByText("Name at least one field the merchant must change.")).toBeVisible();
    expect(within(dialog).getByText("Reason is required")).toBeVisible();
    expect(within(dialog).getByRole("checkbox", { name: "Payout card" })).toHaveFocus();
    expect(decisions(requests)).toHaveLength(0);

    await user.click(within(dialog).getByRole("checkbox", { name: "App URL" }));
    await user.click(within(dialog).getByRole("checkbox", { name: "App name" }));
    await user.type(within(dialog).getByLabelText(/^Reason/), "The address does not open.");
    await user.click(within(dialog).getByRole("button", { name: "Ask for changes" }));

    expect(await screen.findByText("The application is sent back to the merchant for changes.")).toBeVisible();
    expect(await decisions(requests)[0]?.clone().json()).toEqual({
      decision: "requestChanges",
      reason: "The address does not open.",
      // In the form's order, whatever order they were ticked in.
      fields: ["app.appName", "app.appUrl"],
    });
  });

  it("waits for a second risk operator once this one has approved", async () => {
    openReview({ review: reviewDetail({ approvals: 1, approvalsNeeded: 2, approvedByMe: true }) });

    expect(await screen.findByText("Waiting for a second risk operator's approval.")).toBeVisible();
    expect(screen.getByRole("button", { name: "Approve" })).toBeDisabled();
    expect(screen.getByText("Approvals: 1 of 2")).toBeVisible();
  });

  it("shows support the application without the decisions", async () => {
    openReview({ role: "support" });

    expect(await screen.findByRole("heading", { name: "Kitab Evi", level: 1 })).toBeVisible();
    expect(screen.getByRole("region", { name: "Company" })).toHaveTextContent("AZ21NABZ00000000137010001944");
    expect(screen.getByText(/Only risk operators decide/)).toBeVisible();
    for (const name of ["Approve", "Ask for changes", "Reject"]) {
      expect(screen.queryByRole("button", { name })).not.toBeInTheDocument();
    }
  });
});
