import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { json, stubFetch } from "@/testing/fetch-stub";
import { contractItem, OPERATOR_TOKEN, operator, queuePage, renderOps, resetOps } from "../../testing";

const item = contractItem();
const base = `/api/ops/contracts/${item.appId}`;
const pdf = () => new Response("%PDF-1.7", { status: 200, headers: { "Content-Type": "application/pdf" } });

// jsdom has no object URLs.
const { createObjectURL, revokeObjectURL } = URL;
beforeEach(() => {
  let made = 0;
  URL.createObjectURL = vi.fn(() => `blob:file-${++made}`);
  URL.revokeObjectURL = vi.fn();
});
afterEach(async () => {
  Object.assign(URL, { createObjectURL, revokeObjectURL });
  await resetOps();
});

const decisions = (requests: Request[]) => requests.filter((r) => r.method === "POST");

/** The queue, then the contract opened from it, for an operator of `role`. */
async function openFromQueue({
  role = "risk",
  decided,
}: {
  role?: "risk" | "support" | "admin";
  decided?: (request: Request) => Response | Promise<Response>;
} = {}) {
  const requests = stubFetch({
    "GET /api/ops/me": () => json(200, operator({ role })),
    "GET /api/ops/contracts": () => json(200, queuePage([item])),
    [`GET ${base}/uploaded`]: pdf,
    [`GET ${base}/generated`]: pdf,
    [`POST ${base}/decision`]: decided ?? (() => json(500, { code: "INTERNAL", message: "Not expected." })),
  });
  const user = userEvent.setup();
  renderOps("/ops/contracts", { signedIn: true });
  const table = await screen.findByRole("table", { name: "Signed contracts waiting for confirmation" });
  await user.click(within(table).getByRole("link", { name: "Kitab Evi" }));
  await screen.findByRole("heading", { name: "Contract of Kitab Evi", level: 1 });
  return { requests, user };
}

describe("signed contracts", () => {
  it("lists the uploads waiting and shows both files side by side, fetched with the operator's token", async () => {
    const { requests } = await openFromQueue({ role: "support" });

    const details = screen.getByRole("region", { name: "Application" });
    expect(details).toHaveTextContent("Leyla Mammadova");
    expect(details).toHaveTextContent("leyla@kitabevi.az");
    // 20:30 UTC on 1 March is 00:30 on 2 March in Baku (GMT+4).
    expect(details).toHaveTextContent("2 Mar 2026, 00:30");
    expect(details).toHaveTextContent("In review");

    const signed = await screen.findByTitle("Signed file uploaded by the merchant");
    const generated = await screen.findByTitle("Contract as generated");
    expect(signed.getAttribute("src")).toMatch(/^blob:file-/);
    expect(generated.getAttribute("src")).toMatch(/^blob:file-/);
    expect(signed.getAttribute("src")).not.toBe(generated.getAttribute("src"));
    const files = requests.filter((r) => /\/(uploaded|generated)$/.test(new URL(r.url).pathname));
    expect(files).toHaveLength(2);
    expect(files.every((r) => r.headers.get("Authorization") === `Bearer ${OPERATOR_TOKEN}`)).toBe(true);
    const signedRegion = within(screen.getByRole("region", { name: "Signed file" }));
    expect(signedRegion.getByRole("link", { name: "Download" })).toHaveAttribute(
      "download",
      "signed-contract-Kitab Evi.pdf",
    );
    expect(signedRegion.getByRole("link", { name: "Open in a new tab" })).toHaveAttribute("target", "_blank");

    // Support compares; only risk decides.
    expect(screen.getByText(/Only risk operators confirm or refuse contracts/)).toBeVisible();
    expect(screen.queryByRole("button", { name: "Confirm contract" })).not.toBeInTheDocument();
  });

  it("asks a reason before refusing the signed file", async () => {
    const { requests, user } = await openFromQueue({
      decided: () => json(200, { appId: item.appId, contractStatus: "refused", applicationStatus: "inReview" }),
    });

    await user.click(screen.getByRole("button", { name: "Refuse" }));
    const dialog = await screen.findByRole("dialog", { name: "Refuse the signed file?" });
    await user.click(within(dialog).getByRole("button", { name: "Refuse" }));

    expect(await within(dialog).findByText("Reason is required")).toBeVisible();
    expect(within(dialog).getByLabelText(/^Reason/)).toHaveFocus();
    expect(decisions(requests)).toHaveLength(0);

    await user.type(within(dialog).getByLabelText(/^Reason/), "The last page is not signed.");
    await user.click(within(dialog).getByRole("button", { name: "Refuse" }));

    expect(await screen.findByText("The signed file is refused.")).toBeVisible();
    expect(await decisions(requests)[0]?.clone().json()).toEqual({
      decision: "refuse",
      reason: "The last page is not signed.",
    });
    expect(screen.getByText(/The merchant is told why and can upload another/)).toBeVisible();
    expect(screen.queryByRole("button", { name: "Confirm contract" })).not.toBeInTheDocument();
  });

  it("confirms the contract once asked, and says where the application stands", async () => {
    let conflict = true;
    const { requests, user } = await openFromQueue({
      decided: () =>
        conflict
          ? ((conflict = false), json(409, { code: "INVALID_STATE", message: "No signed file waits." }))
          : json(200, { appId: item.appId, contractStatus: "signed", applicationStatus: "live" }),
    });

    await user.click(screen.getByRole("button", { name: "Confirm contract" }));
    const dialog = await screen.findByRole("dialog", { name: "Confirm this signed contract?" });
    await user.click(within(dialog).getByRole("button", { name: "Confirm contract" }));
    expect(await within(dialog).findByText(/No signed file of this application waits/)).toBeVisible();

    await user.click(within(dialog).getByRole("button", { name: "Confirm contract" }));
    expect(await screen.findByText("The contract is confirmed.")).toBeVisible();
    expect(await decisions(requests)[1]?.clone().json()).toEqual({ decision: "confirm" });
    expect(
      screen.getByText("The contract is confirmed and counts as signed. The application is now: Live."),
    ).toBeVisible();
    await waitFor(() => expect(screen.queryByRole("button", { name: "Refuse" })).not.toBeInTheDocument());
  });

  it("opened by its address, says which application it is and still shows both files", async () => {
    stubFetch({
      "GET /api/ops/me": () => json(200, operator()),
      [`GET ${base}/uploaded`]: pdf,
      [`GET ${base}/generated`]: () => json(404, { code: "NOT_FOUND", message: "No such application." }),
    });
    renderOps(`/ops/contracts/${item.appId}`, { signedIn: true });

    expect(await screen.findByRole("heading", { name: "Signed contract", level: 1 })).toBeVisible();
    expect(screen.getByText(new RegExp(`Application ID: ${item.appId}`))).toBeVisible();
    expect(await screen.findByTitle("Signed file uploaded by the merchant")).toBeVisible();
    expect(await screen.findByText(/The generated contract could not be loaded\./)).toBeVisible();
  });

  it("is not finance's", async () => {
    stubFetch({ "GET /api/ops/me": () => json(200, operator({ role: "finance" })) });
    renderOps("/ops/contracts", { signedIn: true });

    expect(await screen.findByRole("heading", { name: "No access", level: 1 })).toBeVisible();
  });
});
