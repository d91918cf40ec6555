import type { AuthPageInput, Language, RuntimeConfig } from "@portal/contracts";
import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { hydrateRoot, type Root } from "react-dom/client";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import template from "../../auth.html?raw";
import azAuth from "@/locales/az/auth.json";
import azCommon from "@/locales/az/common.json";
import ruAuth from "@/locales/ru/auth.json";
import ruCommon from "@/locales/ru/common.json";
import { json, stubFetch } from "@/testing/fetch-stub";
import { defaultRegionConfig, emiratesConfig } from "@/testing/runtime-config";
import { AuthApp } from "./auth-app";
import { readPageData } from "./page-data";
import { renderAuthDocument } from "./server";
import { authConfig, resetPage } from "./testing";

const guid = "3f2b8c1e-6d4a-4e55-9a53-5a1f1f0f7a11";
const token = "AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_AbCdE";

const input = (
  path: string,
  language: Language = "en",
  config: RuntimeConfig = defaultRegionConfig,
): AuthPageInput => ({
  path,
  language,
  config: authConfig(config),
});

/** The page as a browser gets it, parsed (a document of its own: compared by text, not with jest-dom's matchers). */
const parse = (html: string) => new DOMParser().parseFromString(html, "text/html");

/** The input a label names, in a parsed page. */
function fieldOf(page: Document, label: string) {
  const found = [...page.querySelectorAll("label")].find((l) => l.textContent === label);
  return found ? page.getElementById(found.htmlFor) : null;
}

const dataOf = (page: Document) =>
  JSON.parse(page.getElementById("auth-data")!.textContent!) as Record<string, unknown>;

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = "";
  resetPage();
});

/**
 * Loads the server's page into this document at its path and hydrates it as main.tsx does;
 * returns what React reported, which must be nothing (a mismatch would throw the server's HTML away).
 */
async function hydrate(html: string, path: string, beforeScript: () => void = () => undefined) {
  window.history.replaceState(null, "", path);
  document.body.innerHTML = parse(html).body.innerHTML;
  beforeScript();
  const reported: unknown[] = [];
  const consoleError = vi.spyOn(console, "error").mockImplementation((...args) => void reported.push(args));
  await act(async () => {
    root = hydrateRoot(
      document.getElementById("root")!,
      <AuthApp data={readPageData()!} path={window.location.pathname} />,
      {
        onRecoverableError: (error) => void reported.push(error),
      },
    );
  });
  consoleError.mockRestore();
  return reported;
}

const screens = [
  ["/auth", "Sign in"],
  ["/auth/register", "Create an account"],
  ["/auth/forgot-password", "Forgot your password?"],
  [`/auth/reset-password/${guid}`, "Set a new password"],
  [`/auth/verify-email/${token}`, "Confirm your e-mail address"],
  [`/auth/unlock/${token}`, "Unlock sign-in"],
] as const;

describe("the signed-out screens' server rendering", () => {
  it.each(screens)("renders %s with status 200, its screen in the page", (path, heading) => {
    const { status, html } = renderAuthDocument(template, input(path));
    const page = parse(html);

    expect(status).toBe(200);
    expect(page.querySelector("#root h1")?.textContent).toBe(heading);
  });

  it.each(["/auth/nope", "/auth/reset-password/a/b", "/auth/register/more"])(
    "answers %s with 404 and says the page was not found",
    (path) => {
      const { status, html } = renderAuthDocument(template, input(path));

      expect(status).toBe(404);
      expect(parse(html).querySelector("#root h1")?.textContent).toBe("Page not found.");
    },
  );

  it("fills the template's four places, and nothing else of it changes", () => {
    const { html } = renderAuthDocument(template, input("/auth"));
    const page = parse(html);

    expect(html).not.toMatch(/<!--auth-/);
    expect(page.documentElement.lang).toBe("en");
    expect(page.title).toBe("Merchant portal");
    expect(page.querySelector("#root form")).not.toBeNull();
    expect(page.getElementById("auth-data")?.getAttribute("type")).toBe("application/json");
    expect(page.querySelector('script[type="module"]')?.getAttribute("src")).toBe("/src/auth-page/main.tsx");
    // What the template says around the places stays as it was.
    const [head] = template.split("<!--auth-title-->");
    expect(html.startsWith(head!.replace("<!--auth-lang-->", "en"))).toBe(true);
  });

  it("writes the sign-in form in Azerbaijani, as the visitor chose", () => {
    const page = parse(renderAuthDocument(template, input("/auth", "az")).html);

    expect(page.documentElement.lang).toBe("az");
    expect(page.title).toBe(azCommon.productName);
    expect(page.querySelector("#root h1")?.textContent).toBe(azAuth.signIn.title);
    expect(fieldOf(page, azAuth.fields.email)?.getAttribute("type")).toBe("email");
    expect(fieldOf(page, azAuth.fields.password)?.getAttribute("type")).toBe("password");
    expect(page.querySelector("#root button[type=submit]")?.textContent).toBe(azAuth.signIn.submit);
    expect(page.querySelector('#root [role="group"]')?.getAttribute("aria-label")).toBe(azCommon.language);
    expect(page.querySelector('#root [aria-pressed="true"]')?.textContent).toBe("AZ");
    // Real translations, not the English text.
    expect(azAuth.signIn.title).not.toBe("Sign in");
    expect(page.getElementById("root")?.textContent).not.toMatch(/Sign in|Email|Password/);
  });

  it("writes the registration form in Russian", () => {
    const page = parse(renderAuthDocument(template, input("/auth/register", "ru")).html);

    expect(page.documentElement.lang).toBe("ru");
    expect(page.title).toBe(ruCommon.productName);
    expect(page.querySelector("#root h1")?.textContent).toBe(ruAuth.register.title);
    for (const label of [
      ruAuth.fields.fullName,
      ruAuth.fields.email,
      ruAuth.fields.mobilePhone,
      ruAuth.fields.password,
    ]) {
      expect(fieldOf(page, label), label).not.toBeNull();
    }
    expect(page.body.textContent).toContain(ruCommon.phoneFormat);
    expect(page.querySelector("#root button[type=submit]")?.textContent).toBe(ruAuth.register.submit);
    expect(ruAuth.register.title).not.toBe("Create an account");
  });

  it("writes a reset link's screen as checking it, in the page's language", () => {
    const page = parse(renderAuthDocument(template, input(`/auth/reset-password/${guid}`, "az")).html);

    expect(page.querySelector("#root h1")?.textContent).toBe(azAuth.resetPassword.title);
    expect(page.querySelector('#root [role="progressbar"]')?.getAttribute("aria-label")).toBe(
      azAuth.resetPassword.checking,
    );
    expect(fieldOf(page, azAuth.fields.newPassword)).toBeNull();
  });

  it("writes the Emirates variant without a language choice, with both the form and the app for CSS to pick", () => {
    const page = parse(renderAuthDocument(template, input("/auth", "en", emiratesConfig)).html);

    expect(page.querySelector('#root [role="group"]')).toBeNull();
    expect(page.querySelector("#root .wide-only form")).not.toBeNull();
    expect(page.querySelector("#root .narrow-only a")?.getAttribute("href")).toBe(emiratesConfig.appStoreUrl);
    expect(page.querySelector("#root .narrow-only")?.textContent).toContain("Get the mobile app");
    expect(page.querySelector("img.auth__logo")?.getAttribute("src")).toBe(emiratesConfig.logoUrl);
  });

  it("carries only the configuration the page uses, and its language's strings alone", () => {
    // The whole runtime configuration, as the API has it: the renderer picks.
    const whole: AuthPageInput = { path: "/auth", language: "ru", config: { ...defaultRegionConfig, testMode: true } };
    const data = dataOf(parse(renderAuthDocument(template, whole).html));

    expect(data.language).toBe("ru");
    expect(data.config).toEqual({
      region: "default",
      apiBaseUrl: defaultRegionConfig.apiBaseUrl,
      logoUrl: "/logos/logo.svg",
      testMode: true,
      signInLayout: "form",
      appStoreUrl: defaultRegionConfig.appStoreUrl,
    });
    const messages = data.messages as { auth: typeof ruAuth; common: Record<string, unknown> };
    expect(Object.keys(messages)).toEqual(["auth", "common", "errors", "validation"]);
    expect(messages.auth.signIn.title).toBe(ruAuth.signIn.title);
    // Only the signed-in portal shows the e-mail banner.
    expect(messages.auth).not.toHaveProperty("emailBanner");
    expect(Object.keys(messages.common).sort()).toEqual(
      [
        "productName",
        "loading",
        "tryAgain",
        "showPassword",
        "phoneFormat",
        "testMode",
        "notFound",
        "otp",
        "language",
      ].sort(),
    );
  });

  it("keeps the data block data: no text in it can end the script element or open a comment", () => {
    const logoUrl = `/logo.svg?</script><script>alert(1)</script><!-- $& $' &amp;`;
    const config = { ...defaultRegionConfig, logoUrl, appStoreUrl: "https://apps.example/\u2028</SCRIPT >" };
    const { html } = renderAuthDocument(template, input("/auth", "en", config));
    const page = parse(html);

    expect(html).not.toContain("<script>alert(1)");
    expect(html).not.toMatch(/<\/script><script>/i);
    // The data block and main.tsx's, nothing more.
    expect(page.querySelectorAll("script")).toHaveLength(2);
    const block = page.getElementById("auth-data")!.textContent!;
    expect(block).not.toMatch(/[<>&\u2028]/);
    expect(dataOf(page).config).toMatchObject({ logoUrl, appStoreUrl: config.appStoreUrl });
    // In the markup it is an attribute's text, as typed ("$&" included: no replacement pattern ran on it).
    expect(page.querySelector("img.auth__logo")?.getAttribute("src")).toBe(logoUrl);
  });
});

describe("hydration of the server's page", () => {
  // jsdom has no media queries; a browser does (the Emirates sign-in asks one once hydrated).
  beforeEach(() =>
    vi.stubGlobal(
      "matchMedia",
      vi.fn((query: string) => ({
        matches: false,
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      })),
    ),
  );

  it.each(screens.map(([path]) => path))("takes %s over without a mismatch", async (path) => {
    stubFetch({ [`GET /api/confirm-password/${guid}`]: () => json(200, { ok: true }) });
    const reported = await hydrate(renderAuthDocument(template, input(path)).html, path);

    expect(reported).toEqual([]);
  });

  it.each([
    ["/auth", "az", defaultRegionConfig],
    ["/auth/register", "ru", defaultRegionConfig],
    ["/auth/xyz", "en", defaultRegionConfig],
    ["/auth", "en", emiratesConfig],
  ] as const)("takes %s (%s, %s region) over without a mismatch", async (path, language, config) => {
    const reported = await hydrate(renderAuthDocument(template, input(path, language, config)).html, path);

    expect(reported).toEqual([]);
  });

  it("takes the page over without a mismatch in a signed-in browser, then offers the dashboard", async () => {
    localStorage.setItem("accessToken", "token-1");
    stubFetch({ [`POST /api/verify-email/${token}`]: () => json(200, { ok: true }) });
    const path = `/auth/verify-email/${token}`;
    const html = renderAuthDocument(template, input(path)).html;
    // The server cannot know the browser is signed in.
    expect(parse(html).getElementById("root")?.textContent).not.toContain("Go to the dashboard");

    const reported = await hydrate(html, path);

    expect(reported).toEqual([]);
    await userEvent.setup().click(screen.getByRole("button", { name: "Confirm my e-mail address" }));
    expect(await screen.findByRole("link", { name: "Go to the dashboard" })).toHaveAttribute("href", "/");
  });

  it("takes the page over in the language chosen in the portal since, without a mismatch", async () => {
    localStorage.setItem("lang", "ru");
    const reported = await hydrate(renderAuthDocument(template, input("/auth")).html, "/auth");

    expect(reported).toEqual([]);
    expect(await screen.findByRole("heading", { name: ruAuth.signIn.title })).toBeVisible();
    expect(document.cookie).toContain("lang=ru");
  });

  it.each(["/auth", "/auth/register", "/auth/forgot-password"])(
    "has %s's form submit nothing before the script runs",
    (path) => {
      const page = parse(renderAuthDocument(template, input(path)).html);

      expect(page.querySelector("#root form input[name]")).not.toBeNull();
      expect(page.querySelector("#root button[type=submit]")?.hasAttribute("disabled")).toBe(true);
    },
  );

  it("works once taken over: signs in through the calls", async () => {
    const requests = stubFetch({
      "POST /api/login": () => json(200, { email: "demo@merchant.az", phoneHint: "+994 ** *** ** 67", resendIn: 60 }),
    });
    await hydrate(renderAuthDocument(template, input("/auth")).html, "/auth");
    const user = userEvent.setup();

    await user.type(screen.getByLabelText("Email"), "demo@merchant.az");
    await user.type(screen.getByLabelText("Password"), "Demo@2026{Enter}");

    expect(await screen.findByRole("heading", { name: "Check your phone" })).toBeVisible();
    expect(requests.map((r) => `${r.method} ${new URL(r.url).pathname}`)).toEqual(["POST /api/login"]);
  });

  it("keeps what was typed (or autofilled) before the script ran, and cannot submit before", async () => {
    const requests = stubFetch({
      "POST /api/login": () => json(200, { email: "demo@merchant.az", phoneHint: "+994 ** *** ** 67", resendIn: 60 }),
    });
    await hydrate(renderAuthDocument(template, input("/auth")).html, "/auth", () => {
      // Before hydration the server's button cannot submit: a plain GET would put the password in the address bar.
      expect(document.querySelector("button[type=submit]")).toBeDisabled();
      (document.querySelector("input[name=username]") as HTMLInputElement).value = "demo@merchant.az";
      (document.querySelector("input[name=password]") as HTMLInputElement).value = "Demo@2026";
    });

    await waitFor(() => expect(screen.getByLabelText("Email")).toHaveValue("demo@merchant.az"));
    expect(screen.getByLabelText("Password")).toHaveValue("Demo@2026");
    expect(screen.getByRole("button", { name: "Sign in" })).toBeEnabled();
    await userEvent.setup().click(screen.getByRole("button", { name: "Sign in" }));
    expect(await screen.findByRole("heading", { name: "Check your phone" })).toBeVisible();
    expect(await requests[0]?.clone().json()).toMatchObject({ username: "demo@merchant.az", password: "Demo@2026" });
  });
});
