import type { SavedView, SavedViewInput } from "@portal/contracts";
import { configure, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { json, stubFetch } from "@/testing/fetch-stub";
import { renderRoute } from "@/testing/render-route";
import { sessionUser } from "@/testing/session-user";
import { transaction } from "@/testing/transaction";
import { meta, savedView, transactionPage } from "../test-fixtures";

configure({ asyncUtilTimeout: 10000 });
beforeEach(() => localStorage.setItem("accessToken", "token-1"));

const refunds = savedView();
const bigOnes = savedView({
  id: "3c4d5e6f-7a8b-4c9d-8e0f-1a2b3c4d5e6f",
  name: "Big ones",
  filters: { amount: "500", status: "success" },
});

/** The saved views as the server keeps them: names unique in any case. */
function stubViews(initial: SavedView[]) {
  let views = [...initial];
  const taken = (name: string, except?: string) =>
    views.some((view) => view.id !== except && view.name.toLowerCase() === name.toLowerCase());
  const nameTaken = () =>
    json(400, {
      code: "VALIDATION_ERROR",
      message: "You already have a view with this name.",
      fields: { name: "validation.viewNameTaken" },
    });
  const byId: Record<string, (request: Request) => Promise<Response>> = {};
  for (const { id } of initial) {
    byId[`PATCH /api/saved-views/${id}`] = async (request) => {
      const { name } = (await request.clone().json()) as { name: string };
      if (taken(name, id)) return nameTaken();
      views = views.map((view) => (view.id === id ? { ...view, name } : view));
      return json(
        200,
        views.find((view) => view.id === id),
      );
    };
    byId[`DELETE /api/saved-views/${id}`] = async () => {
      const deleted = views.find((view) => view.id === id);
      views = views.filter((view) => view.id !== id);
      return json(200, deleted);
    };
  }
  return stubFetch({
    "GET /api/session": () => json(200, sessionUser()),
    "GET /api/transactionsPageable": () => json(200, transactionPage([transaction()])),
    "GET /api/meta-data-transactions": () => json(200, meta()),
    "GET /api/saved-views": () => json(200, views),
    "POST /api/saved-views": async (request) => {
      const body = (await request.clone().json()) as SavedViewInput;
      if (taken(body.name)) return nameTaken();
      const created = savedView({ id: "4d5e6f7a-8b9c-4d0e-9f1a-2b3c4d5e6f7a", name: body.name, filters: body.filters });
      views = [...views, created];
      return json(201, created);
    },
    ...byId,
  });
}

const viewsRegion = () => within(screen.getByRole("region", { name: "Saved views" }));

async function openList(path = "/billing/transactions") {
  const router = renderRoute(path);
  expect(await screen.findByRole("heading", { level: 1, name: "Transactions" })).toBeVisible();
  await screen.findByRole("table", { name: "Transactions" });
  return { router, user: userEvent.setup() };
}

describe("saved views of the transactions list", { timeout: 30000 }, () => {
  it("apply their filters from a chip, which then shows as chosen", async () => {
    stubViews([refunds, bigOnes]);
    const { router, user } = await openList("/billing/transactions?page=2");

    const chip = await viewsRegion().findByRole("button", { name: "Big ones" });
    expect(chip).toHaveAttribute("aria-pressed", "false");
    await user.click(chip);

    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      amount: "500",
      status: "success",
    });
    await waitFor(() =>
      expect(viewsRegion().getByRole("button", { name: "Big ones" })).toHaveAttribute("aria-pressed", "true"),
    );
    expect(viewsRegion().getByRole("button", { name: "Refunds this month" })).toHaveAttribute("aria-pressed", "false");
    expect(screen.getByLabelText("Amount")).toHaveValue("500");
  });

  it("save the filters applied now under a name, and the chips show it", async () => {
    const requests = stubViews([refunds]);
    const { user } = await openList("/billing/transactions?status=success&fullName=Aysel");

    await user.click(await viewsRegion().findByRole("button", { name: "Save view" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Save these filters as a view" }));
    // A name is needed, and one already used (in any case) is refused on the field.
    await user.click(dialog.getByRole("button", { name: "Save" }));
    expect(await dialog.findByText("View name is required")).toBeVisible();
    await user.type(dialog.getByLabelText("View name"), "REFUNDS THIS MONTH");
    await user.click(dialog.getByRole("button", { name: "Save" }));
    expect(await dialog.findByText("You already have a view with this name.")).toBeVisible();

    await user.clear(dialog.getByLabelText("View name"));
    await user.type(dialog.getByLabelText("View name"), "Aysel's payments{Enter}");

    expect(await screen.findByText("View “Aysel's payments” saved.")).toBeVisible();
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    const posted = requests.filter((r) => r.method === "POST").at(-1)!;
    expect(await posted.json()).toEqual({
      list: "transactions",
      name: "Aysel's payments",
      filters: { status: "success", fullName: "Aysel" },
    });
    expect(await viewsRegion().findByRole("button", { name: "Aysel's payments" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
  });

  it("rename from a chip's menu, refusing a name already taken", async () => {
    const requests = stubViews([refunds, bigOnes]);
    const { user } = await openList();

    await user.click(await viewsRegion().findByRole("button", { name: "Options for Big ones" }));
    await user.click(await screen.findByRole("menuitem", { name: "Rename" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Rename the view" }));
    const name = dialog.getByLabelText("View name");
    expect(name).toHaveValue("Big ones");

    await user.clear(name);
    await user.type(name, "refunds this month");
    await user.click(dialog.getByRole("button", { name: "Rename" }));
    expect(await dialog.findByText("You already have a view with this name.")).toBeVisible();

    await user.clear(name);
    await user.type(name, "Large payments");
    await user.click(dialog.getByRole("button", { name: "Rename" }));

    expect(await screen.findByText("View renamed to “Large payments”.")).toBeVisible();
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(await viewsRegion().findByRole("button", { name: "Large payments" })).toBeVisible();
    expect(viewsRegion().queryByRole("button", { name: "Big ones" })).not.toBeInTheDocument();
    const patched = requests.filter((r) => r.method === "PATCH").at(-1)!;
    expect(new URL(patched.url).pathname).toBe(`/api/saved-views/${bigOnes.id}`);
    expect(await patched.json()).toEqual({ name: "Large payments" });
  });

  it("delete from a chip's menu only once confirmed", async () => {
    const requests = stubViews([refunds, bigOnes]);
    const { user } = await openList();
    const deletes = () => requests.filter((r) => r.method === "DELETE");

    await user.click(await viewsRegion().findByRole("button", { name: "Options for Refunds this month" }));
    await user.click(await screen.findByRole("menuitem", { name: "Delete" }));
    let dialog = within(await screen.findByRole("dialog", { name: "Delete the view “Refunds this month”?" }));
    await user.click(dialog.getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(deletes()).toHaveLength(0);

    await user.click(viewsRegion().getByRole("button", { name: "Options for Refunds this month" }));
    await user.click(await screen.findByRole("menuitem", { name: "Delete" }));
    dialog = within(await screen.findByRole("dialog", { name: "Delete the view “Refunds this month”?" }));
    await user.click(dialog.getByRole("button", { name: "Delete" }));

    expect(await screen.findByText("View deleted.")).toBeVisible();
    await waitFor(() =>
      expect(viewsRegion().queryByRole("button", { name: "Refunds this month" })).not.toBeInTheDocument(),
    );
    expect(viewsRegion().getByRole("button", { name: "Big ones" })).toBeVisible();
    expect(deletes().map((r) => new URL(r.url).pathname)).toEqual([`/api/saved-views/${refunds.id}`]);
  });
});
