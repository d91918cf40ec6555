import { XLSX_MEDIA_TYPE } from "@portal/contracts";
import { configure, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, onTestFinished, vi } from "vitest";
import { formatDateTime } from "@/lib/format";
import { i18n } from "@/lib/i18n";
import { json } from "@/testing/fetch-stub";
import { onAPhone } from "@/testing/phone-width";
import { renderRoute } from "@/testing/render-route";
import { sessionUser } from "@/testing/session-user";
import { calls, cashier, mainUser, stubUsersApi, userPage } from "../test-fixtures";

// The screen is large: under a busy machine jsdom takes seconds to render it.
configure({ asyncUtilTimeout: 10000 });
beforeEach(() => localStorage.setItem("accessToken", "token-1"));

/** jsdom saves nothing: the file's name and bytes are caught as the page hands them over. */
function catchSavedFiles() {
  const saved: { name: string; blob: Blob }[] = [];
  const blobs = new Map<string, Blob>();
  const { createObjectURL, revokeObjectURL } = URL;
  URL.createObjectURL = vi.fn((blob: Blob) => {
    const url = `blob:export-${blobs.size}`;
    blobs.set(url, blob);
    return url;
  });
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ name: this.download, blob: blobs.get(this.href)! });
  });
  onTestFinished(() => {
    Object.assign(URL, { createObjectURL, revokeObjectURL });
  });
  return saved;
}

const listQueries = (requests: Request[]) =>
  calls(requests, "GET", "/api/users").map((r) => Object.fromEntries(new URL(r.url).searchParams));

async function openUsers(path = "/users") {
  const router = renderRoute(path);
  expect(await screen.findByRole("heading", { level: 1, name: "Users" })).toBeVisible();
  return { router, user: userEvent.setup() };
}

describe("users list", { timeout: 30000 }, () => {
  it("lists every user with role, applications, status, last sign-in and who gave the access", async () => {
    const requests = stubUsersApi();
    await openUsers();
    const table = await screen.findByRole("table", { name: "Users of the account" });
    expect(listQueries(requests)).toEqual([{ page: "0" }]);

    const headers = within(table)
      .getAllByRole("columnheader")
      .map((header) => header.textContent);
    expect(headers).toEqual([
      "User",
      "Phone",
      "Role",
      "Applications",
      "Status",
      "Last sign-in (Baku, GMT+4)",
      "Access given by",
      "Actions",
    ]);

    const [, main, leyla, rashad] = within(table).getAllByRole("row");
    const owner = within(main!);
    expect(owner.getByRole("button", { name: "Demo Merchant" })).toBeVisible();
    expect(owner.getByText("You")).toBeVisible();
    expect(owner.getByText("Main user")).toBeVisible();
    expect(owner.getByText("All")).toBeVisible();
    expect(owner.getByText(formatDateTime(mainUser().lastSignInAt!, "en", "Asia/Baku"))).toBeVisible();

    const sub = within(leyla!);
    expect(sub.getByText("leyla@merchant.az")).toBeVisible();
    expect(sub.getByText("+994551112233")).toBeVisible();
    expect(sub.getByText("Cashier")).toBeVisible();
    expect(sub.getByText("Caspian Tours")).toBeVisible();
    expect(sub.getByText("Active")).toBeVisible();
    expect(sub.getByText(formatDateTime(cashier().lastSignInAt!, "en", "Asia/Baku"))).toBeVisible();
    expect(sub.getByText("Demo Merchant")).toBeVisible();
    expect(
      sub.getByText(`${formatDateTime(cashier().accessGrantedAt!, "en", "Asia/Baku")} (Baku, GMT+4)`),
    ).toBeVisible();

    expect(within(rashad!).getByText("Administrator")).toBeVisible();
    expect(within(rashad!).getByText("Never")).toBeVisible();
  });

  it("offers the main user only the activity on their own row, and everything on a sub-user's", async () => {
    stubUsersApi();
    const { user } = await openUsers();
    await screen.findByRole("table", { name: "Users of the account" });

    await user.click(screen.getByRole("button", { name: "Actions for Demo Merchant" }));
    expect((await screen.findAllByRole("menuitem")).map((item) => item.textContent)).toEqual(["Activity"]);
    await user.keyboard("{Escape}");

    await user.click(screen.getByRole("button", { name: "Actions for Leyla Əliyeva" }));
    expect((await screen.findAllByRole("menuitem")).map((item) => item.textContent)).toEqual([
      "Edit access",
      "Activity",
      "Deactivate",
      "Delete",
    ]);
  });

  it("searches by name or e-mail as the user types, from the first page, in the address", async () => {
    const requests = stubUsersApi({
      list: () => json(200, userPage([cashier()], { totalElements: 25, totalPages: 3 })),
    });
    const { router, user } = await openUsers("/users?page=2");
    await screen.findByRole("table", { name: "Users of the account" });
    expect(listQueries(requests).at(-1)).toEqual({ page: "2" });

    await user.type(screen.getByRole("searchbox", { name: "Search by name or e-mail" }), "leyla");
    await waitFor(() => expect(router.state.location.search).toBe("?fullName=leyla"));
    await waitFor(() => expect(listQueries(requests).at(-1)).toEqual({ page: "0", fullName: "leyla" }));
    // Typed in one go: one request for the whole word, not one a key.
    expect(listQueries(requests).filter((query) => query.fullName !== undefined)).toHaveLength(1);

    const pages = within(screen.getByRole("navigation", { name: "Pages" }));
    await user.click(pages.getByRole("button", { name: "Next page" }));
    expect(router.state.location.search).toBe("?fullName=leyla&page=1");
    await waitFor(() => expect(listQueries(requests).at(-1)).toEqual({ page: "1", fullName: "leyla" }));
  });

  it("says when nobody matches, and clears the search", async () => {
    stubUsersApi({ list: (params) => json(200, userPage(params.get("fullName") ? [] : [mainUser()])) });
    const { router, user } = await openUsers("/users?fullName=nobody");
    expect(await screen.findByText("No users match “nobody”")).toBeVisible();
    expect(screen.getByRole("searchbox", { name: "Search by name or e-mail" })).toHaveValue("nobody");

    await user.click(screen.getByRole("button", { name: "Clear search" }));
    expect(router.state.location.search).toBe("");
    expect(await screen.findByRole("table", { name: "Users of the account" })).toBeVisible();
    expect(screen.getByRole("searchbox", { name: "Search by name or e-mail" })).toHaveValue("");
  });

  it("says what went wrong when the list cannot load, and tries again", async () => {
    let tries = 0;
    stubUsersApi({
      list: () =>
        ++tries === 1 ? json(500, { code: "INTERNAL", message: "Internal error" }) : json(200, userPage([mainUser()])),
    });
    const { user } = await openUsers();
    expect(await screen.findByText("Something went wrong, please try again!")).toBeVisible();
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("table", { name: "Users of the account" })).toBeVisible();
  });

  it("shows cards on a phone, the name, status and actions heading each", async () => {
    onAPhone();
    stubUsersApi();
    const { user } = await openUsers();
    const [main, leyla] = within(await screen.findByRole("list", { name: "Users of the account" })).getAllByRole(
      "listitem",
    );
    const card = within(leyla!);
    expect(card.getByRole("button", { name: "Leyla Əliyeva" })).toBeVisible();
    expect(card.getByText("E-mail")).toBeVisible();
    expect(card.getByText("leyla@merchant.az")).toBeVisible();
    expect(card.getByText("Active")).toBeVisible();
    expect(card.getByText("Role")).toBeVisible();
    expect(card.getByText("Cashier")).toBeVisible();
    expect(card.getByText("Caspian Tours")).toBeVisible();
    expect(card.getByText("Access given by")).toBeVisible();
    // Nobody gave the main user access: their card has no line for it.
    expect(within(main!).queryByText("Access given by")).not.toBeInTheDocument();
    expect(within(main!).getByText("Main user")).toBeVisible();

    await user.click(card.getByRole("button", { name: "Actions for Leyla Əliyeva" }));
    expect(await screen.findByRole("menuitem", { name: "Edit access" })).toBeVisible();
  });

  it("exports the list under the search as .xlsx, with the session's token", async () => {
    const saved = catchSavedFiles();
    const requests = stubUsersApi({
      exportFile: () =>
        new Response(new Uint8Array([80, 75, 3, 4]), { status: 200, headers: { "Content-Type": XLSX_MEDIA_TYPE } }),
    });
    const { user } = await openUsers("/users?fullName=ley");
    await screen.findByRole("table", { name: "Users of the account" });

    await user.click(screen.getByRole("button", { name: "Export to Excel" }));
    await waitFor(() => expect(saved).toHaveLength(1));
    const [exported] = calls(requests, "GET", "/api/users/export");
    expect(new URL(exported!.url).searchParams.get("fullName")).toBe("ley");
    expect(exported!.headers.get("Authorization")).toBe("Bearer token-1");
    expect(saved[0]!.name).toMatch(/^users-\d{4}-\d{2}-\d{2}\.xlsx$/);
    expect(saved[0]!.blob.size).toBe(4);
  });

  it("says so when the export fails, and the list stays", async () => {
    stubUsersApi({ exportFile: () => json(403, { code: "FORBIDDEN", message: "No" }) });
    const { user } = await openUsers();
    await screen.findByRole("table", { name: "Users of the account" });
    await user.click(screen.getByRole("button", { name: "Export to Excel" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(i18n.t("errors.FORBIDDEN"));
    expect(screen.getByRole("table", { name: "Users of the account" })).toBeVisible();
  });
});

describe("who sees the users screen", { timeout: 30000 }, () => {
  it("tells a cashier, kindly, that users are not theirs to manage, and asks for nothing", async () => {
    const requests = stubUsersApi({
      user: sessionUser({ userType: "sub", roles: ["cashier"], privileges: ["createLink", "sendLink"] }),
    });
    await openUsers();
    expect(screen.getByRole("heading", { name: "You don't have access to users" })).toBeVisible();
    expect(screen.getByRole("link", { name: "Go to the dashboard" })).toHaveAttribute("href", "/");
    expect(calls(requests, "GET", "/api/users")).toHaveLength(0);
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("gives an administrator the list without the account's trail, and no edit of a peer administrator", async () => {
    stubUsersApi({
      user: sessionUser({
        id: "7b8c9d0e-1f2a-4b3c-8d4e-6f7a8b9c0d1e",
        userType: "sub",
        roles: ["administrator"],
        privileges: ["createLink", "sendLink"],
      }),
    });
    const { user } = await openUsers();
    await screen.findByRole("table", { name: "Users of the account" });
    expect(screen.queryByRole("tab", { name: "Activity" })).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Add user" })).toBeVisible();

    await user.click(screen.getByRole("button", { name: "Actions for Rəşad Quliyev" }));
    expect((await screen.findAllByRole("menuitem")).map((item) => item.textContent)).toEqual([
      "Activity",
      "Deactivate",
      "Delete",
    ]);
  });
});
