import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { regionTimeZone } from "@portal/contracts/times";
import { pageLoad } from "@/light/page-load";
import { setRuntimeConfig } from "@/config/runtime-config";
import { json, stubFetch } from "@/testing/fetch-stub";
import { renderRoute } from "@/testing/render-route";
import { emiratesConfig } from "@/testing/runtime-config";
import { sessionUser } from "@/testing/session-user";

// Each test renders the whole route tree and its lazy screens; under a busy CI worker that takes
// well over the default 5 s, as for the feature route tests.
const routeTree = { timeout: 20_000 };

const demoUser = sessionUser({ fullName: "Aysel Məmmədova Quliyeva", name: "Aysel" });

/** A signed-in user with a live session, at `path` of the real route tree. */
async function openSignedIn(path: string, heading: string) {
  localStorage.setItem("accessToken", "token-1");
  const requests = stubFetch({
    "GET /api/session": () => json(200, demoUser),
    "POST /api/logout": () => json(200, { ok: true }),
  });
  renderRoute(path);
  expect(await screen.findByRole("heading", { level: 1, name: heading })).toBeVisible();
  return { requests, user: userEvent.setup() };
}

async function openLanguageDialog(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole("button", { name: /Profile$/ }));
  await user.click(await screen.findByRole("menuitem", { name: "Language · EN" }));
  return screen.findByRole("dialog", { name: "Choose language" });
}

describe("signed-in screens", routeTree, () => {
  it.each([
    ["/connect", "Connect"],
    ["/contract", "Contract"],
    ["/applications", "Applications"],
    // The stub knows no application 5: the built screen says so, inside the shell.
    ["/applications/configure/5/7", "Application not found"],
    ["/settings", "Settings"],
    ["/billing/invoices", "Invoices"],
    ["/billing/transactions", "Transactions"],
    ["/billing/payouts", "Payouts"],
    ["/billing/qr-payments", "QR payments"],
    ["/billing/create-an-invoice", "Create an invoice"],
    ["/billing/wallet", "Wallet"],
    ["/billing/", "Wallet"],
    ["/billing/bulk-invoice", "Bulk invoice"],
    // An id that cannot be one: the screens say so inside the shell.
    ["/billing/history/42", "Invoice not found"],
    ["/billing/operations/42", "Payment attempt not found"],
    ["/billing/bulk-invoice/42", "Upload not found"],
    ["/users", "Users"],
    ["/developers/widgets", "Widgets"],
  ])("%s shows %s in the shell", async (path, title) => {
    await openSignedIn(path, title);

    expect(screen.getByRole("navigation", { name: "Main" })).toBeVisible();
    expect(screen.getByRole("main")).toContainElement(screen.getByRole("heading", { level: 1 }));
  });

  it("shows today's date on the dashboard", async () => {
    await openSignedIn("/", "Dashboard");
    // On Baku's clock, as the dashboard shows it: from 20:00 UTC Baku is already on the next day.
    const today = new Intl.DateTimeFormat("en-GB", { dateStyle: "full", timeZone: regionTimeZone.default }).format(
      new Date(),
    );

    expect(screen.getByText(today)).toBeVisible();
  });

  it("keeps the not-found page for an unknown address under a section", async () => {
    localStorage.setItem("accessToken", "token-1");
    stubFetch({ "GET /api/session": () => json(200, demoUser) });
    renderRoute("/billing/no-such-screen");

    expect(await screen.findByRole("heading", { name: "Page not found." })).toBeVisible();
  });
});

describe("profile popover", routeTree, () => {
  it("offers language, support and logout", async () => {
    const { user } = await openSignedIn("/", "Dashboard");
    await user.click(screen.getByRole("button", { name: /Profile$/ }));

    const items = await screen.findAllByRole("menuitem");
    expect(items.map((item) => item.textContent)).toEqual(["Language · EN", "Support", "Logout"]);
    expect(screen.getByRole("menuitem", { name: "Support" })).toHaveAttribute("href", "https://wa.me/994125550000");
    expect(screen.getByRole("menuitem", { name: "Support" })).toHaveAttribute("target", "_blank");

    await user.keyboard("{Escape}");
    expect(screen.queryByRole("menu")).toBeNull();
  });

  it("has no language entry in the Emirates variant", async () => {
    setRuntimeConfig(emiratesConfig);
    const { user } = await openSignedIn("/", "Dashboard");
    await user.click(screen.getByRole("button", { name: /Profile$/ }));

    expect((await screen.findAllByRole("menuitem")).map((item) => item.textContent)).toEqual(["Support", "Logout"]);
    expect(screen.getByRole("menuitem", { name: "Support" })).toHaveAttribute("href", "https://wa.me/97145550000");
  });

  it("logs out through the API and ends the session", async () => {
    const { user, requests } = await openSignedIn("/", "Dashboard");
    // Sign-in is a page of its own: the browser loads it (jsdom cannot, so it is watched).
    const opened = vi.spyOn(pageLoad, "open").mockImplementation(() => undefined);
    await user.click(screen.getByRole("button", { name: /Profile$/ }));
    await user.click(await screen.findByRole("menuitem", { name: "Logout" }));

    await expect.poll(() => requests.some((r) => r.method === "POST" && r.url.endsWith("/api/logout"))).toBe(true);
    await expect.poll(() => localStorage.getItem("accessToken")).toBeNull();
    expect(opened).toHaveBeenCalledWith("/auth");
  });

  it("says so when logging out fails, and keeps the session", async () => {
    localStorage.setItem("accessToken", "token-1");
    stubFetch({
      "GET /api/session": () => json(200, demoUser),
      "POST /api/logout": () => json(500, { code: "INTERNAL_ERROR", message: "Internal error" }),
    });
    renderRoute("/");
    expect(await screen.findByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: /Profile$/ }));
    await user.click(await screen.findByRole("menuitem", { name: "Logout" }));

    // The dashboard behind may show its own alerts (this stub answers none of its calls).
    await expect
      .poll(() => screen.queryAllByRole("alert").map((alert) => alert.textContent))
      .toContainEqual(expect.stringContaining("Internal error"));
    expect(localStorage.getItem("accessToken")).toBe("token-1");
  });
});

describe("language dialog", routeTree, () => {
  it("lists the languages by their own names, the current one ticked", async () => {
    const { user } = await openSignedIn("/", "Dashboard");
    const dialog = await openLanguageDialog(user);

    const options = within(dialog).getAllByRole("radio");
    expect(options.map((option) => option.closest("label")?.textContent)).toEqual([
      "Azərbaycan dili",
      "English",
      "Русский",
    ]);
    expect(within(dialog).getByRole("radio", { name: "English" })).toBeChecked();
    for (const flag of dialog.querySelectorAll("img")) expect(flag).toHaveAttribute("alt", "");
    expect(within(dialog).getByRole("button", { name: "Close" })).toBeVisible();
    expect(within(dialog).getByRole("button", { name: "Confirm" })).toBeVisible();
  });

  it("changes nothing on a pick; Confirm stores it and switches the interface at once", async () => {
    const { user, requests } = await openSignedIn("/billing/invoices", "Invoices");
    const dialog = await openLanguageDialog(user);

    await user.click(within(dialog).getByRole("radio", { name: "Azərbaycan dili" }));
    expect(within(dialog).getByRole("radio", { name: "Azərbaycan dili" })).toBeChecked();
    // Behind the open dialog the page is hidden from assistive technology, not from sight.
    expect(screen.getByRole("heading", { level: 1, name: "Invoices", hidden: true })).toBeVisible();
    expect(localStorage.getItem("lang")).toBeNull();

    await user.click(within(dialog).getByRole("button", { name: "Confirm" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Fakturalar" })).toBeVisible();
    expect(screen.getByRole("navigation", { name: "Əsas menyu" })).toBeVisible();
    expect(screen.getByRole("link", { name: "İstifadəçilər" })).toBeVisible();
    expect(screen.getByRole("button", { name: /Profil$/ })).toBeVisible();
    expect(localStorage.getItem("lang")).toBe("az");
    expect(document.documentElement.lang).toBe("az");

    await user.click(screen.getByRole("button", { name: /Profil$/ }));
    expect(await screen.findByRole("menuitem", { name: "Dil · AZ" })).toBeVisible();

    // Saved to the profile too, for the server's texts and e-mails; the stub's 404 goes unsaid.
    const saved = requests.filter((r) => r.method === "POST" && new URL(r.url).pathname === "/api/updateProfile");
    expect(saved).toHaveLength(1);
    expect(await saved[0]!.json()).toEqual({ language: "az" });
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("forgets the pick when closed", async () => {
    const { user, requests } = await openSignedIn("/", "Dashboard");
    let dialog = await openLanguageDialog(user);

    await user.click(within(dialog).getByRole("radio", { name: "Русский" }));
    await user.click(within(dialog).getByRole("button", { name: "Close" }));
    await expect.poll(() => screen.queryByRole("dialog")).toBeNull();
    expect(screen.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
    expect(localStorage.getItem("lang")).toBeNull();

    dialog = await openLanguageDialog(user);
    expect(within(dialog).getByRole("radio", { name: "English" })).toBeChecked();
    // Confirming the language already shown changes nothing, so saves nothing.
    await user.click(within(dialog).getByRole("button", { name: "Confirm" }));
    await expect.poll(() => screen.queryByRole("dialog")).toBeNull();
    expect(requests.some((r) => new URL(r.url).pathname === "/api/updateProfile")).toBe(false);
  });

  it("closes with Escape, also without switching", async () => {
    const { user } = await openSignedIn("/", "Dashboard");
    const dialog = await openLanguageDialog(user);

    await user.click(within(dialog).getByRole("radio", { name: "Русский" }));
    await user.keyboard("{Escape}");
    await expect.poll(() => screen.queryByRole("dialog")).toBeNull();
    expect(screen.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
  });
});
