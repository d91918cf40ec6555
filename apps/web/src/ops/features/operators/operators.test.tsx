import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { json, stubFetch } from "@/testing/fetch-stub";
import { operator, renderOps, resetOps } from "../../testing";

afterEach(resetOps);

const admin = operator({ id: "1d2c3b4a-5e6f-4a7b-8c9d-0e1f2a3b4c5d", name: "Aysel Admin", role: "admin" });
const risk = operator();

describe("operators (admin)", () => {
  it("invites an operator, with the server's field errors on the fields", async () => {
    let invites = 0;
    const requests = stubFetch({
      "GET /api/ops/me": () => json(200, admin),
      "GET /api/ops/operators": () => json(200, [admin, risk]),
      "POST /api/ops/operators": () =>
        ++invites === 1
          ? json(400, { code: "VALIDATION_ERROR", message: "Taken.", fields: { email: "validation.email" } })
          : json(
              200,
              operator({ id: "7a8b9c0d-1e2f-4a3b-8c4d-5e6f7a8b9c0e", email: "new@provider.az", status: "invited" }),
            ),
    });
    const user = userEvent.setup();
    renderOps("/ops/operators", { signedIn: true });

    const table = await screen.findByRole("table", { name: "Operators" });
    // No one disables themselves.
    expect(within(table).queryByRole("button", { name: "Disable Aysel Admin" })).not.toBeInTheDocument();
    expect(within(table).getByRole("button", { name: "Disable Rauf Aliyev" })).toBeVisible();
    const nav = screen.getByRole("navigation", { name: "Console sections" });
    expect(
      within(nav)
        .getAllByRole("link")
        .map((link) => link.textContent),
    ).toEqual([
      "Reviews",
      "Contracts",
      "Merchants",
      "Payouts",
      "Bank statements",
      "Reconciliation",
      "Operators",
      "Audit trail",
      "Settings",
    ]);

    await user.click(screen.getByRole("button", { name: "Invite operator" }));
    const dialog = await screen.findByRole("dialog", { name: "Invite an operator" });
    await user.type(within(dialog).getByLabelText(/^Name/), "Nurlan Risk");
    await user.type(within(dialog).getByLabelText(/^Email/), "nurlan@provider.az");
    await user.selectOptions(within(dialog).getByLabelText(/^Role/), "risk");
    await user.click(within(dialog).getByRole("button", { name: "Send invitation" }));

    expect(await within(dialog).findByText("Invalid email address.")).toBeVisible();
    expect(within(dialog).getByLabelText(/^Email/)).toHaveFocus();
    expect(
      await requests
        .find((r) => r.method === "POST")
        ?.clone()
        .json(),
    ).toEqual({
      name: "Nurlan Risk",
      email: "nurlan@provider.az",
      role: "risk",
    });

    await user.click(within(dialog).getByRole("button", { name: "Send invitation" }));
    expect(await screen.findByText("The invitation is sent to new@provider.az.")).toBeVisible();
  });

  it("tells another role the page is not theirs", async () => {
    stubFetch({ "GET /api/ops/me": () => json(200, operator({ role: "finance" })) });
    renderOps("/ops/operators", { signedIn: true });

    expect(await screen.findByRole("heading", { name: "No access", level: 1 })).toBeVisible();
    expect(screen.getByText("Your role, Finance, cannot open this page.")).toBeVisible();
    // Finance pays out, reads the bank's statements, reconciles and looks merchants up, and opens nothing else.
    const nav = screen.getByRole("navigation", { name: "Console sections" });
    expect(
      within(nav)
        .getAllByRole("link")
        .map((link) => link.textContent),
    ).toEqual(["Payouts", "Bank statements", "Reconciliation", "Merchants"]);
  });
});
