import { act, configure, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { json, stubFetch } from "@/testing/fetch-stub";
import { defaultRegionConfig, emiratesConfig } from "@/testing/runtime-config";
import { messagesOf, renderAuth, resetPage } from "./testing";

const { az, ru } = messagesOf;

/** The browser's Back or Forward button: jsdom moves in history and fires popstate, as a browser does. */
async function historyGo(delta: number) {
  await act(async () => {
    const moved = new Promise((resolve) => window.addEventListener("popstate", resolve, { once: true }));
    window.history.go(delta);
    await moved;
  });
}

configure({ asyncUtilTimeout: 5_000 });

afterEach(resetPage);

describe("moving between the signed-out screens", { timeout: 20_000 }, () => {
  it("follows links in place, with a history entry each, and Back and Forward return to the screens shown", async () => {
    const requests = stubFetch({});
    const { pageLoads, scrolls } = renderAuth("/auth");
    const user = userEvent.setup();
    const entries = window.history.length;
    await user.type(await screen.findByLabelText("Email"), "demo@merchant.az");

    await user.click(screen.getByRole("link", { name: "Forgot password?" }));
    expect(await screen.findByRole("heading", { name: "Forgot your password?" })).toBeVisible();
    // The link is gone with its screen: the new screen starts at its heading, as a loaded page would.
    expect(screen.getByRole("heading", { name: "Forgot your password?" })).toHaveFocus();
    expect(window.location.pathname).toBe("/auth/forgot-password");
    expect(window.history.length).toBe(entries + 1);
    expect(scrolls).toHaveBeenLastCalledWith(0, 0);
    // A new screen is a new form: nothing typed on one carries to the next.
    expect(screen.getByLabelText("Email")).toHaveValue("");

    await user.click(screen.getByRole("link", { name: "Back to sign in" }));
    await user.click(await screen.findByRole("link", { name: "Create an account" }));
    expect(await screen.findByRole("heading", { name: "Create an account" })).toBeVisible();
    expect(window.location.pathname).toBe("/auth/register");

    await historyGo(-1);
    expect(await screen.findByRole("heading", { name: "Sign in" })).toBeVisible();
    expect(window.location.pathname).toBe("/auth");
    expect(screen.getByRole("heading", { name: "Sign in" })).toHaveFocus();
    await historyGo(-1);
    expect(await screen.findByRole("heading", { name: "Forgot your password?" })).toBeVisible();
    await historyGo(1);
    expect(await screen.findByRole("heading", { name: "Sign in" })).toBeVisible();

    expect(pageLoads).not.toHaveBeenCalled();
    expect(requests).toHaveLength(0);
  });

  it("brings back what a screen was handed when Back returns to it", async () => {
    stubFetch({
      "POST /api/register": () =>
        json(201, { email: "resad@example.az", phoneHint: "+994 ** *** ** 67", resendIn: 60 }),
      "POST /api/confirmAccount/123456": () => json(200, { ok: true }),
    });
    renderAuth("/auth/register");
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText("Full name"), "Rəşad Quliyev");
    await user.type(screen.getByLabelText("Email"), "resad@example.az");
    await user.type(screen.getByLabelText("Mobile phone"), "+994501234567");
    await user.type(screen.getByLabelText("Password"), "Secret#2026{Enter}");
    await user.type(await screen.findByLabelText("Verification code"), "123456{Enter}");
    expect(await screen.findByText("Your account is confirmed. Sign in to continue.")).toBeVisible();

    // Out to the registration screen and back: sign-in is again handed the e-mail and the notice.
    await historyGo(-1);
    expect(await screen.findByRole("heading", { name: "Create an account" })).toBeVisible();
    await historyGo(1);
    expect(await screen.findByText("Your account is confirmed. Sign in to continue.")).toBeVisible();
    expect(screen.getByLabelText("Email")).toHaveValue("resad@example.az");
  });

  it("opens a path outside the signed-out screens with a full page load", async () => {
    localStorage.setItem("accessToken", "token-1");
    const token = "AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_AbCdE";
    stubFetch({ [`POST /api/verify-email/${token}`]: () => json(200, { ok: true }) });
    const { pageLoads } = renderAuth(`/auth/verify-email/${token}`);
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Confirm my e-mail address" }));

    const dashboard = await screen.findByRole("link", { name: "Go to the dashboard" });
    // The portal is another page: its link is left to the browser, which loads it.
    expect(dashboard).toHaveAttribute("href", "/");
    expect(pageLoads).not.toHaveBeenCalled();
    expect(window.location.pathname).toBe(`/auth/verify-email/${token}`);
  });

  it("says a path under /auth that is no screen was not found, and leads to sign-in", async () => {
    renderAuth("/auth/xyz");
    const user = userEvent.setup();

    expect(await screen.findByRole("heading", { name: "Page not found." })).toBeVisible();
    expect(screen.queryByRole("textbox")).toBeNull();
    const signIn = screen.getByRole("link", { name: "Sign in" });
    expect(signIn).toHaveAttribute("href", "/auth");
    await user.click(signIn);
    expect(await screen.findByRole("heading", { name: "Sign in" })).toBeVisible();
    expect(window.location.pathname).toBe("/auth");
  });

  it.each(["/auth/", "/auth/register/", "/auth/reset-password/a/b", "/auth/unlock/"])(
    "reads %s by its path alone",
    async (path) => {
      stubFetch({});
      renderAuth(path);
      const heading = await screen.findByRole("heading", { level: 1 });
      expect(heading).toHaveTextContent(
        {
          "/auth/": "Sign in",
          "/auth/register/": "Create an account",
          "/auth/reset-password/a/b": "Page not found.",
          "/auth/unlock/": "Page not found.",
        }[path]!,
      );
    },
  );
});

describe("the page's frame", { timeout: 20_000 }, () => {
  it("names the product with the region's logo, and says when it is a test system", async () => {
    const { container } = renderAuth("/auth", { config: { ...defaultRegionConfig, testMode: true } });

    expect(await screen.findByText("Merchant portal")).toBeVisible();
    expect(container.querySelector("img.auth__logo")).toHaveAttribute("src", "/logos/logo.svg");
    expect(screen.getByRole("note")).toHaveTextContent("Test mode — no real money moves");
  });

  it("has no test banner on a live system", async () => {
    renderAuth("/auth");
    await screen.findByRole("heading", { name: "Sign in" });
    expect(screen.queryByRole("note")).toBeNull();
  });
});

describe("the language", { timeout: 20_000 }, () => {
  it("switches at once, keeps what was typed, and is remembered for the server and the portal", async () => {
    const requests = stubFetch({
      "POST /api/login": () => json(401, { code: "INVALID_CREDENTIALS", message: "Incorrect e-mail or password." }),
    });
    renderAuth("/auth");
    const user = userEvent.setup();
    const switcher = await screen.findByRole("group", { name: "Language" });
    expect(
      within(switcher)
        .getAllByRole("button")
        .map((button) => button.textContent),
    ).toEqual(["AZ", "EN", "RU"]);
    expect(within(switcher).getByRole("button", { name: /English$/ })).toHaveAttribute("aria-pressed", "true");
    await user.type(screen.getByLabelText("Email"), "demo@merchant.az");

    await user.click(within(switcher).getByRole("button", { name: /Azərbaycan dili$/ }));

    expect(await screen.findByRole("heading", { name: az.auth.signIn.title })).toBeVisible();
    expect(screen.getByLabelText(az.auth.fields.email)).toHaveValue("demo@merchant.az");
    expect(screen.getByLabelText(az.auth.fields.password)).toBeVisible();
    expect(screen.getByRole("group", { name: az.common.language })).toBeVisible();
    expect(screen.getByRole("button", { name: /Azərbaycan dili$/ })).toHaveAttribute("aria-pressed", "true");
    expect(screen.getByRole("button", { name: /English$/ })).toHaveAttribute("aria-pressed", "false");
    // The server renders the next page in it (the cookie); the portal reads local storage.
    expect(document.cookie).toContain("lang=az");
    expect(localStorage.getItem("lang")).toBe("az");
    expect(document.documentElement.lang).toBe("az");

    // The calls ask the server for its texts in it too.
    await user.type(screen.getByLabelText(az.auth.fields.password), "Wrong@2026");
    await user.click(screen.getByRole("button", { name: az.auth.signIn.submit }));
    expect(await screen.findByRole("alert")).toHaveTextContent(az.errors.INVALID_CREDENTIALS);
    expect(requests[0]?.headers.get("Accept-Language")).toBe("az");
    expect(localStorage.getItem("lang")).toBe("az");
  });

  it("opens in the language chosen last in the portal, and says it in the cookie too", async () => {
    localStorage.setItem("lang", "ru");
    renderAuth("/auth");

    expect(await screen.findByRole("heading", { name: ru.auth.signIn.title })).toBeVisible();
    expect(screen.getByLabelText(ru.auth.fields.email)).toBeVisible();
    expect(document.cookie).toContain("lang=ru");
    // <html lang> is set by an effect after the render the heading came from.
    await expect.poll(() => document.documentElement.lang).toBe("ru");
  });

  it("keeps the server's language when it is the one chosen, and stores nothing on opening (a logout left storage empty)", async () => {
    document.cookie = "lang=az; Path=/";
    renderAuth("/auth", { language: "az" });

    expect(await screen.findByRole("heading", { name: az.auth.signIn.title })).toBeVisible();
    expect(localStorage.length).toBe(0);
    expect(document.documentElement.lang).toBe("az");
  });
});

describe("the Emirates variant", { timeout: 20_000 }, () => {
  it("has no language choice and stays in English whatever was stored", async () => {
    localStorage.setItem("lang", "ru");
    renderAuth("/auth/register", { config: emiratesConfig });

    expect(await screen.findByRole("heading", { name: "Create an account" })).toBeVisible();
    expect(screen.queryByRole("group", { name: "Language" })).toBeNull();
    expect(screen.queryByRole("button", { name: /Azərbaycan dili$/ })).toBeNull();
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Create an account");
    expect(document.documentElement.lang).toBe("en");
    // Only sign-in offers the app.
    expect(screen.queryByText("Get the mobile app")).toBeNull();
  });

  // The server's HTML holds both and CSS picks (server.test.tsx); the script then keeps the one that applies.
  const screenWidth = (width: number) =>
    vi.stubGlobal(
      "matchMedia",
      vi.fn((query: string) => ({
        matches: query === "(max-width: 1024px)" && width <= 1024,
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      })),
    );

  it("offers the app instead of the form up to 1024 px", async () => {
    screenWidth(1024);
    renderAuth("/auth", { config: emiratesConfig });

    expect(await screen.findByRole("heading", { name: "Get the mobile app" })).toBeVisible();
    expect(screen.queryByLabelText("Email")).toBeNull();
    expect(screen.queryByRole("heading", { name: "Sign in" })).toBeNull();
    const download = screen.getByRole("link", { name: "Download the app" });
    expect(download).toHaveAttribute("href", emiratesConfig.appStoreUrl);
    expect(download).toHaveAttribute("target", "_blank");
    expect(download).toHaveAttribute("rel", "noopener noreferrer");
  });

  it("shows the form on wider screens", async () => {
    screenWidth(1280);
    renderAuth("/auth", { config: emiratesConfig });

    expect(await screen.findByRole("heading", { name: "Sign in" })).toBeVisible();
    expect(screen.getByLabelText("Email")).toBeInTheDocument();
    expect(screen.queryByText("Get the mobile app")).toBeNull();
  });

  it("shows only the form where the region signs in with it", async () => {
    const { container } = renderAuth("/auth");

    expect(await screen.findByRole("heading", { name: "Sign in" })).toBeVisible();
    expect(container.querySelector(".wide-only, .narrow-only")).toBeNull();
    expect(screen.queryByText("Get the mobile app")).toBeNull();
  });
});
