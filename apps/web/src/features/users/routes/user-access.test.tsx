import { configure, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { formatDateTime } from "@/lib/format";
import { json } from "@/testing/fetch-stub";
import { renderRoute } from "@/testing/render-route";
import {
  auditEvent,
  BAKU_BOOKS,
  calls,
  CASHIER_ID,
  cashier,
  CASPIAN,
  MAIN,
  mainUser,
  stubUsersApi,
  userPage,
  auditPage,
} from "../test-fixtures";

configure({ asyncUtilTimeout: 10000 });
beforeEach(() => localStorage.setItem("accessToken", "token-1"));

/** The users list, and Leyla's row menu opened on `action`. */
async function chooseForLeyla(action: string) {
  renderRoute("/users");
  const user = userEvent.setup();
  await screen.findByRole("table", { name: "Users of the account" });
  await user.click(screen.getByRole("button", { name: "Actions for Leyla Əliyeva" }));
  await user.click(await screen.findByRole("menuitem", { name: action }));
  return user;
}

describe("a sub-user's access", { timeout: 30000 }, () => {
  it("changes role, permissions and applications, and sends exactly that", async () => {
    const requests = stubUsersApi();
    const user = await chooseForLeyla("Edit access");
    const dialog = within(await screen.findByRole("dialog", { name: "Access of Leyla Əliyeva" }));
    const role = await dialog.findByRole("combobox", { name: /^Role/ });
    expect(role).toHaveDisplayValue("Cashier");
    expect(dialog.getByRole("checkbox", { name: "Create link" })).toBeChecked();
    expect(await dialog.findByRole("checkbox", { name: "Caspian Tours" })).toBeChecked();
    expect(dialog.getByRole("checkbox", { name: "Baku Books" })).not.toBeChecked();

    // Removing Create link from a cashier, as the main user may.
    await user.click(dialog.getByRole("checkbox", { name: "Create link" }));
    await user.click(dialog.getByRole("checkbox", { name: "Baku Books" }));
    await user.click(dialog.getByRole("button", { name: "Save access" }));

    expect(await screen.findByText("Access of Leyla Əliyeva updated")).toBeVisible();
    await waitFor(() =>
      expect(screen.queryByRole("dialog", { name: "Access of Leyla Əliyeva" })).not.toBeInTheDocument(),
    );
    const [sent] = calls(requests, "POST", "/api/user/access");
    expect(await sent!.json()).toEqual({
      userId: CASHIER_ID,
      role: "cashier",
      permissions: ["sendLink"],
      applicationIds: [CASPIAN, BAKU_BOOKS],
    });
  });

  it("says why the server refused, and keeps the dialog open", async () => {
    stubUsersApi({ access: () => json(403, { code: "FORBIDDEN", message: "You do not have permission to do this." }) });
    const user = await chooseForLeyla("Edit access");
    const dialog = within(await screen.findByRole("dialog", { name: "Access of Leyla Əliyeva" }));
    await dialog.findByRole("checkbox", { name: "Caspian Tours" });
    await user.click(dialog.getByRole("button", { name: "Save access" }));
    expect(await dialog.findByRole("alert")).toBeVisible();
    expect(screen.getByRole("dialog", { name: "Access of Leyla Əliyeva" })).toBeVisible();
  });
});

describe("taking access away", { timeout: 30000 }, () => {
  it("deactivates after a question that says the user and their history stay", async () => {
    let listed = [mainUser(), cashier()];
    const requests = stubUsersApi({
      list: () => json(200, userPage(listed)),
      deactivate: () => {
        listed = [mainUser(), cashier({ status: "deactivated" })];
        return json(200, listed[1]);
      },
    });
    const user = await chooseForLeyla("Deactivate");
    const dialog = within(await screen.findByRole("dialog", { name: "Deactivate Leyla Əliyeva?" }));
    expect(
      dialog.getByText(
        "Leyla Əliyeva loses access at once and is signed out everywhere. They stay on the list with their history, so you can still see what they did. To take them off the list instead, delete them.",
      ),
    ).toBeVisible();
    expect(calls(requests, "DELETE", `/api/user/${CASHIER_ID}`)).toHaveLength(0);

    await user.click(dialog.getByRole("button", { name: "Deactivate" }));
    expect(await screen.findByText("Leyla Əliyeva is deactivated")).toBeVisible();
    expect(calls(requests, "DELETE", `/api/user/${CASHIER_ID}`)).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    const table = within(screen.getByRole("table", { name: "Users of the account" }));
    expect(await table.findByText("Deactivated")).toBeVisible();

    // Not deactivated twice; access set again makes her active.
    await user.click(screen.getByRole("button", { name: "Actions for Leyla Əliyeva" }));
    expect((await screen.findAllByRole("menuitem")).map((item) => item.textContent)).toEqual([
      "Edit access",
      "Activity",
      "Delete",
    ]);
    await user.click(screen.getByRole("menuitem", { name: "Edit access" }));
    const edit = within(await screen.findByRole("dialog", { name: "Access of Leyla Əliyeva" }));
    expect(edit.getByText("Saving gives Leyla Əliyeva access again.")).toBeVisible();
  });

  it("deletes after a question that says what they did keeps their name, and cancelling sends nothing", async () => {
    let listed = [mainUser(), cashier()];
    const requests = stubUsersApi({
      list: () => json(200, userPage(listed)),
      remove: () => {
        listed = [mainUser()];
        return json(200, { ok: true });
      },
    });
    const user = await chooseForLeyla("Delete");
    let dialog = within(await screen.findByRole("dialog", { name: "Delete Leyla Əliyeva?" }));
    expect(
      dialog.getByText(
        /What they did stays in the account's history under their name\. To keep them on the list without access, deactivate them instead\./,
      ),
    ).toBeVisible();
    await user.click(dialog.getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(calls(requests, "DELETE", `/api/user/delete/${CASHIER_ID}`)).toHaveLength(0);

    await user.click(screen.getByRole("button", { name: "Actions for Leyla Əliyeva" }));
    await user.click(await screen.findByRole("menuitem", { name: "Delete" }));
    dialog = within(await screen.findByRole("dialog", { name: "Delete Leyla Əliyeva?" }));
    await user.click(dialog.getByRole("button", { name: "Delete" }));
    expect(await screen.findByText("Leyla Əliyeva is deleted")).toBeVisible();
    expect(calls(requests, "DELETE", `/api/user/delete/${CASHIER_ID}`)).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole("button", { name: "Leyla Əliyeva" })).not.toBeInTheDocument());
  });

  it("shows a refusal inside the question", async () => {
    stubUsersApi({ remove: () => json(403, { code: "FORBIDDEN", message: "No" }) });
    const user = await chooseForLeyla("Delete");
    const dialog = within(await screen.findByRole("dialog", { name: "Delete Leyla Əliyeva?" }));
    await user.click(dialog.getByRole("button", { name: "Delete" }));
    expect(await dialog.findByRole("alert")).toBeVisible();
  });
});

describe("a user's activity", { timeout: 30000 }, () => {
  it("opens from the name, translated, with who did it and when, ten a page", async () => {
    const requests = stubUsersApi({
      activity: (request) =>
        json(
          200,
          auditPage(
            new URL(request.url).searchParams.get("page") === "1"
              ? [
                  auditEvent({
                    id: "e-11",
                    action: "user.created",
                    target: { type: "user", id: CASHIER_ID },
                    actor: { id: MAIN.id, fullName: MAIN.fullName },
                  }),
                ]
              : [
                  auditEvent(),
                  auditEvent({
                    id: "e-2",
                    action: "transaction.refunded",
                    target: { type: "transaction", id: null },
                    outcome: "refused",
                    errorCode: "FORBIDDEN",
                  }),
                ],
            { totalElements: 11, totalPages: 2, page: Number(new URL(request.url).searchParams.get("page")) },
          ),
        ),
    });
    renderRoute("/users");
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Leyla Əliyeva" }));

    const drawer = within(await screen.findByRole("dialog", { name: "Activity of Leyla Əliyeva" }));
    const events = within(await drawer.findByRole("list", { name: "Actions by or about Leyla Əliyeva" }));
    const [created, refused] = events.getAllByRole("listitem");
    expect(within(created!).getByText("Invoice created")).toBeVisible();
    expect(within(created!).getByText("Succeeded")).toBeVisible();
    expect(
      within(created!).getByText(`Leyla Əliyeva · ${formatDateTime(auditEvent().at, "en", "Asia/Baku")}`),
    ).toBeVisible();
    expect(within(refused!).getByText("Payment refunded")).toBeVisible();
    expect(within(refused!).getByText("Refused")).toBeVisible();
    expect(within(refused!).getByText(/^Reason: /)).toBeVisible();

    await user.click(drawer.getByRole("button", { name: "Next page" }));
    expect(await drawer.findByText("User added")).toBeVisible();
    // What was done to her names her.
    expect(drawer.getByText("User · Leyla Əliyeva")).toBeVisible();
    expect(
      calls(requests, "GET", `/api/users/${CASHIER_ID}/activity`).map((r) => new URL(r.url).searchParams.get("page")),
    ).toEqual(["0", "1"]);

    await user.click(drawer.getByRole("button", { name: "Close" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });
});
