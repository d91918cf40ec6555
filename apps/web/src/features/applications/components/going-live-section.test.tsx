import type { ApplicationDetail } from "@portal/contracts";
import { screen, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { json, stubFetch } from "@/testing/fetch-stub";
import { renderRoute } from "@/testing/render-route";
import { sessionUser } from "@/testing/session-user";
import { caspianToursDetail } from "../testing/fixtures";

beforeEach(() => {
  localStorage.setItem("accessToken", "token-1");
  // jsdom has no object URLs; the QR code needs them.
  URL.createObjectURL = vi.fn(() => "blob:qr-code");
  URL.revokeObjectURL = vi.fn();
});

async function openGoingLive(app: ApplicationDetail) {
  stubFetch({
    "GET /api/session": () => json(200, sessionUser()),
    [`GET /api/apps/${app.id}`]: () => json(200, app),
  });
  renderRoute(`/applications/configure/${app.id}/${app.configId}`);
  // The screen loads on demand and is large; role queries over all of it are slow in jsdom.
  await screen.findByText(app.appName, { selector: "h1" }, { timeout: 10000 });
  return within(screen.getByText("Going live", { selector: "h2" }).closest("section")!);
}

describe("going live: an application the provider suspended", { timeout: 30000 }, () => {
  it("says what the suspension stops and keeps, with the provider's reason, and offers nothing to do", async () => {
    const section = await openGoingLive({
      ...caspianToursDetail,
      status: "suspended",
      contractStatus: "unsigned",
      suspensionReason: "Chargebacks from cards reported stolen.",
    });

    expect(section.getByText("Suspended")).toBeVisible();
    expect(section.getByText(/The provider has suspended this application: it takes no payments/)).toBeVisible();
    expect(section.getByText(/The money stays in the wallet\. Contact support/)).toBeVisible();
    const alert = section.getByRole("alert");
    expect(alert).toHaveTextContent("The provider's reason for the suspension:");
    expect(alert).toHaveTextContent("Chargebacks from cards reported stolen.");
    expect(section.queryByRole("link", { name: "Sign the contract" })).not.toBeInTheDocument();
    expect(section.queryByRole("button", { name: "Send to review" })).not.toBeInTheDocument();
  });

  it("names a contract waiting for the provider's confirmation", async () => {
    const section = await openGoingLive({ ...caspianToursDetail, status: "inReview", contractStatus: "uploaded" });

    expect(section.getByText("uploaded, waiting for the provider's confirmation")).toBeVisible();
  });
});
