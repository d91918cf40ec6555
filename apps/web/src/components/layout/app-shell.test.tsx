import type { AuthUser } from "@portal/contracts";
import { act, cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { type ReactNode, useEffect, useState } from "react";
import { useDispatch } from "react-redux";
import { createMemoryRouter, Outlet, RouterProvider, useLocation } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { AppProvider } from "@/app/provider";
import type { makeStore } from "@/app/store";
import { authApi } from "@/features/auth/api";
import { sessionUser } from "@/testing/session-user";
import { AppShell } from "./app-shell";

function Page() {
  return <p>Page at {useLocation().pathname}</p>;
}

/** What the session check said about the user: the menu shows what they may reach. */
function SignedInAs({ user, children }: { user: AuthUser; children: ReactNode }) {
  const dispatch = useDispatch<ReturnType<typeof makeStore>["dispatch"]>();
  const [ready, setReady] = useState(false);
  useEffect(() => {
    void dispatch(authApi.util.upsertQueryData("session", undefined, user)).then(() => setReady(true));
  }, [dispatch, user]);
  return ready ? children : null;
}

const mainUser = sessionUser();

/** The shell alone around a stand-in page, at `path`, for the main user unless told; resolves once it shows. */
async function renderShell(path: string, user: AuthUser = mainUser) {
  const onLogout = vi.fn();
  const router = createMemoryRouter(
    [
      {
        element: (
          <AppShell
            user={{ name: "Aysel Məmmədova Quliyeva", phoneNumber: "+994501234567" }}
            onLogout={onLogout}
            loggingOut={false}
          >
            <Outlet />
          </AppShell>
        ),
        children: [{ path: "*", element: <Page /> }],
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <AppProvider>
      <SignedInAs user={user}>
        <RouterProvider router={router} />
      </SignedInAs>
    </AppProvider>,
  );
  await screen.findByText(`Page at ${path}`);
  return { router, onLogout, user: userEvent.setup() };
}

const mainNav = () => screen.getByRole("navigation", { name: "Main" });

/** The titles a user can see in the menu, top to bottom. */
function visibleTitles() {
  const nav = mainNav();
  const controls = [...within(nav).queryAllByRole("link"), ...within(nav).queryAllByRole("button")];
  controls.sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
  return controls.map((control) => control.textContent);
}

describe("side drawer", () => {
  it("lists the menu in SPEC order, groups closed away from their screens", async () => {
    await renderShell("/users");

    expect(visibleTitles()).toEqual([
      "Connect",
      "Dashboard",
      "Applications",
      "Billing",
      "Users",
      "Settings",
      "Developers",
    ]);
    expect(screen.getByRole("button", { name: "Billing" })).toHaveAttribute("aria-expanded", "false");
    expect(screen.getByRole("link", { name: "Users" })).toHaveAttribute("aria-current", "page");
    expect(within(mainNav()).getByRole("link", { name: "Dashboard" })).not.toHaveAttribute("aria-current");
  });

  it("hides Users, Payouts and Connect from a cashier, who may do nothing there", async () => {
    const { user } = await renderShell(
      "/billing/invoices",
      sessionUser({ userType: "sub", roles: ["cashier"], privileges: ["createLink", "sendLink"] }),
    );

    expect(visibleTitles()).toEqual([
      "Dashboard",
      "Applications",
      "Billing",
      "Create an invoice",
      "Invoices",
      "Bulk invoice",
      "Transactions",
      "QR payments",
      "Wallet",
      "Settings",
      "Developers",
    ]);
    await user.click(screen.getByRole("button", { name: "Billing" }));
    expect(screen.queryByRole("link", { name: "Payouts" })).toBeNull();
    expect(screen.queryByRole("link", { name: "Users" })).toBeNull();
    expect(screen.queryByRole("link", { name: "Connect" })).toBeNull();
  });

  it("hides Create an invoice and Bulk invoice from a sub-user without Create link", async () => {
    await renderShell(
      "/billing/invoices",
      sessionUser({ userType: "sub", roles: ["viewer"], privileges: ["sendLink", "refundTransaction"] }),
    );

    expect(visibleTitles()).toEqual([
      "Dashboard",
      "Applications",
      "Billing",
      "Invoices",
      "Transactions",
      "QR payments",
      "Wallet",
      "Settings",
      "Developers",
    ]);
    expect(screen.queryByRole("link", { name: "Create an invoice" })).toBeNull();
    expect(screen.queryByRole("link", { name: "Bulk invoice" })).toBeNull();
  });

  it("shows Connect to a sub-user who may add applications", async () => {
    await renderShell("/connect", sessionUser({ userType: "sub", privileges: ["addApplication"] }));

    expect(within(mainNav()).getByRole("link", { name: "Connect" })).toHaveAttribute("aria-current", "page");
    expect(visibleTitles().slice(0, 3)).toEqual(["Connect", "Dashboard", "Applications"]);
  });

  it("shows Payouts to who may review payouts, and Users to an administrator", async () => {
    await renderShell("/billing/payouts", sessionUser({ userType: "sub", privileges: ["payoutReview"] }));
    expect(screen.getByRole("link", { name: "Payouts" })).toHaveAttribute("aria-current", "page");
    expect(screen.queryByRole("link", { name: "Users" })).toBeNull();
    cleanup();

    await renderShell("/users", sessionUser({ userType: "sub", roles: ["administrator"], privileges: [] }));
    expect(screen.getByRole("link", { name: "Users" })).toHaveAttribute("aria-current", "page");
  });

  it("opens a group by itself on one of its screens, and shows every child in order", async () => {
    const { user } = await renderShell("/billing/invoices");

    expect(screen.getByRole("button", { name: "Billing" })).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByRole("link", { name: "Invoices" })).toHaveAttribute("aria-current", "page");

    await user.click(screen.getByRole("button", { name: "Developers" }));
    expect(visibleTitles()).toEqual([
      "Connect",
      "Dashboard",
      "Applications",
      "Billing",
      "Create an invoice",
      "Invoices",
      "Bulk invoice",
      "Payouts",
      "Transactions",
      "QR payments",
      "Wallet",
      "Users",
      "Settings",
      "Developers",
      "Widgets",
      "Documentation",
    ]);
  });

  it("links to the screens of the route table, and to the documentation in a new tab", async () => {
    const { user } = await renderShell("/");
    await user.click(screen.getByRole("button", { name: "Billing" }));
    await user.click(screen.getByRole("button", { name: "Developers" }));

    const hrefs = Object.fromEntries(
      within(mainNav())
        .getAllByRole("link")
        .map((link) => [link.textContent, link.getAttribute("href")]),
    );
    expect(hrefs).toEqual({
      Connect: "/connect",
      Dashboard: "/",
      Applications: "/applications",
      "Create an invoice": "/billing/create-an-invoice",
      Invoices: "/billing/invoices",
      "Bulk invoice": "/billing/bulk-invoice",
      Payouts: "/billing/payouts",
      Transactions: "/billing/transactions",
      "QR payments": "/billing/qr-payments",
      Wallet: "/billing/wallet",
      Users: "/users",
      Settings: "/settings",
      Widgets: "/developers/widgets",
      Documentation: "https://docs.example.az",
    });
    const documentation = screen.getByRole("link", { name: "Documentation" });
    expect(documentation).toHaveAttribute("target", "_blank");
    expect(documentation).toHaveAttribute("rel", "noopener noreferrer");
  });

  it("opens the group as the path enters it", async () => {
    const { router } = await renderShell("/");
    expect(screen.getByRole("button", { name: "Developers" })).toHaveAttribute("aria-expanded", "false");

    await act(() => router.navigate("/developers/widgets"));
    expect(screen.getByRole("button", { name: "Developers" })).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByRole("link", { name: "Widgets" })).toHaveAttribute("aria-current", "page");
  });

  it("marks the wallet current on the bare billing path, which shows it", async () => {
    await renderShell("/billing");

    expect(screen.getByRole("link", { name: "Wallet" })).toHaveAttribute("aria-current", "page");
  });

  it("navigates through its links", async () => {
    const { user } = await renderShell("/");
    await user.click(screen.getByRole("link", { name: "Settings" }));

    expect(screen.getByText("Page at /settings")).toBeVisible();
    expect(screen.getByRole("link", { name: "Settings" })).toHaveAttribute("aria-current", "page");
  });

  it("collapses to icons and expands again; a group clicked while collapsed expands it open", async () => {
    const { user } = await renderShell("/");

    await user.click(screen.getByRole("button", { name: "Collapse sidebar" }));
    // The first collapse waits for the tooltips' chunk.
    expect(await screen.findByRole("button", { name: "Expand sidebar" })).toBeVisible();
    expect(screen.queryByRole("button", { name: "Collapse sidebar" })).toBeNull();
    // Icons only, each still named for assistive technology by its tooltip.
    expect(screen.getByRole("link", { name: "Users" })).toBeVisible();
    expect(screen.getByText("Users")).not.toBeVisible();
    expect(screen.getByText("Aysel Məmmədova Quliyeva")).not.toBeVisible();

    await user.click(screen.getByRole("button", { name: "Billing" }));
    expect(screen.getByRole("button", { name: "Collapse sidebar" })).toBeVisible();
    expect(screen.getByRole("button", { name: "Billing" })).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByRole("link", { name: "Wallet" })).toBeVisible();
  });

  it("opens and closes a group from the keyboard", async () => {
    const { user } = await renderShell("/");
    screen.getByRole("button", { name: "Billing" }).focus();

    await user.keyboard("{Enter}");
    expect(screen.getByRole("button", { name: "Billing" })).toHaveAttribute("aria-expanded", "true");
    await user.keyboard(" ");
    expect(screen.getByRole("button", { name: "Billing" })).toHaveAttribute("aria-expanded", "false");
  });

  it("shows the user's initials, name and phone at the foot", async () => {
    await renderShell("/");

    const profile = screen.getByRole("button", { name: /Profile$/ });
    expect(within(profile).getByText("AM")).toBeVisible();
    expect(within(profile).getByText("Aysel Məmmədova Quliyeva")).toBeVisible();
    expect(within(profile).getByText("+994501234567")).toBeVisible();
  });

  it("names the profile button by the name and phone it shows, then Profile (WCAG 2.5.3 Label in Name)", async () => {
    await renderShell("/");

    expect(screen.getByRole("button", { name: /Profile$/ })).toHaveAccessibleName(
      /^Aysel Məmmədova Quliyeva\s*\+994501234567\s*Profile$/,
    );
  });
});

describe("top bar", () => {
  it("has no breadcrumbs on the dashboard", async () => {
    await renderShell("/");

    expect(screen.queryByRole("navigation", { name: "Breadcrumb" })).toBeNull();
  });

  it("names the section after a link to the dashboard", async () => {
    await renderShell("/billing/create-an-invoice");

    const crumbs = screen.getByRole("navigation", { name: "Breadcrumb" });
    expect(within(crumbs).getByRole("link", { name: "Dashboard" })).toHaveAttribute("href", "/");
    expect(within(crumbs).getByText("Create an invoice")).toHaveAttribute("aria-current", "page");
  });

  it("names the bare billing path after the wallet it shows, as its title does", async () => {
    await renderShell("/billing");

    expect(within(screen.getByRole("navigation", { name: "Breadcrumb" })).getByText("Wallet")).toHaveAttribute(
      "aria-current",
      "page",
    );
  });

  it("shows the translated section name", async () => {
    await renderShell("/billing/qr-payments");

    expect(within(screen.getByRole("navigation", { name: "Breadcrumb" })).getByText("QR payments")).toBeVisible();
  });

  it("derives the name of a section it has no text for from the path", async () => {
    await renderShell("/reports/monthly");

    expect(within(screen.getByRole("navigation", { name: "Breadcrumb" })).getByText("Reports")).toBeVisible();
  });
});

describe("small screens", () => {
  it("puts the menu in an overlay opened from the top bar, closed once a link is chosen", async () => {
    vi.stubGlobal(
      "matchMedia",
      vi.fn((query: string) => ({
        matches: query.includes("max-width: 1023.95px"),
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
        addListener: () => {},
        removeListener: () => {},
      })),
    );
    const { user } = await renderShell("/");

    expect(screen.queryByRole("navigation", { name: "Main" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Collapse sidebar" })).toBeNull();
    await user.click(screen.getByRole("button", { name: "Open menu" }));
    await user.click(within(mainNav()).getByRole("link", { name: "Users" }));

    expect(screen.getByText("Page at /users")).toBeVisible();
    await vi.waitFor(() => expect(screen.queryByRole("navigation", { name: "Main" })).toBeNull());
  });
});
