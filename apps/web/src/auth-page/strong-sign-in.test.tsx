import { configure, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { json, stubFetch } from "@/testing/fetch-stub";
import { sessionUser } from "@/testing/session-user";
import { messagesOf, renderAuth, resetPage } from "./testing";

const codeSent = { email: "demo@merchant.az", phoneHint: "+994 ** *** ** 67", resendIn: 0 };
const approved = { accessToken: "token-1", expiresAt: "2030-01-01T00:00:00.000Z", user: sessionUser() };
const loginAnswers = (methods: string[]) => ({ "POST /api/login": () => json(200, { ...codeSent, methods }) });

/** "POST /api/login", with the query where there is one: what the page asked, in order. */
const callsOf = (requests: Request[]) =>
  requests.map((r) => `${r.method} ${new URL(r.url).pathname}${new URL(r.url).search}`);
const bodyOf = async (request: Request | undefined) => (await request?.clone().json()) as unknown;

type User = ReturnType<typeof userEvent.setup>;

async function openSignIn() {
  const view = renderAuth("/auth");
  await screen.findByRole("heading", { name: "Sign in" });
  return { ...view, user: userEvent.setup() };
}

async function signInWith(user: User) {
  await user.type(screen.getByLabelText("Email"), "Demo@Merchant.az");
  await user.type(screen.getByLabelText("Password"), "Demo@2026");
  await user.click(screen.getByRole("button", { name: "Sign in" }));
}

const bytes = (text: string) => new TextEncoder().encode(text).buffer;
/** What a browser's authenticator answers `navigator.credentials.get` with, before @simplewebauthn encodes it. */
const assertion = {
  id: "credential-1",
  rawId: bytes("credential-1"),
  type: "public-key",
  response: {
    authenticatorData: bytes("authenticator-data"),
    clientDataJSON: bytes("client-data"),
    signature: bytes("signature"),
    userHandle: bytes("user-1"),
  },
  authenticatorAttachment: "platform",
  getClientExtensionResults: () => ({}),
};
const requestOptions = { challenge: "Y2hhbGxlbmdl", rpId: "localhost", allowCredentials: [], timeout: 60_000 };

/**
 * jsdom has no WebAuthn: the browser's part (PublicKeyCredential and navigator.credentials)
 * is played here, so @simplewebauthn/browser and the page run as they do in a browser.
 */
function browserAuthenticator(answer: () => Promise<unknown>) {
  vi.stubGlobal("PublicKeyCredential", function PublicKeyCredential() {});
  const get = vi.fn(answer);
  Object.defineProperty(navigator, "credentials", { configurable: true, value: { get } });
  return get;
}
const cancelled = () =>
  Promise.reject(new DOMException("The operation either timed out or was not allowed.", "NotAllowedError"));

configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  Reflect.deleteProperty(navigator, "credentials");
  resetPage();
});

describe("sign-in's second step with a strong method", { timeout: 20_000 }, () => {
  it("asks for the authenticator's code, offers no SMS, and signs in with it", async () => {
    const requests = stubFetch({
      ...loginAnswers(["totp"]),
      "POST /api/approveLogin/123456/demo%40merchant.az": () => json(200, approved),
    });
    const { user, pageLoads } = await openSignIn();
    await signInWith(user);

    expect(await screen.findByRole("heading", { name: "Open your authenticator app" })).toBeVisible();
    expect(screen.getByText("Enter the 6-digit code from your authenticator app.")).toBeVisible();
    expect(screen.queryByText(/We sent a 6-digit code/)).toBeNull();
    expect(screen.queryByRole("button", { name: "Resend code" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Text me a code instead" })).toBeNull();
    expect(screen.queryByText(/You can request a new code in/)).toBeNull();
    expect(screen.queryByRole("button", { name: "Use a passkey" })).toBeNull();
    expect(screen.getByRole("button", { name: "Use a recovery code" })).toBeVisible();
    expect(screen.getByLabelText("Verification code")).toHaveFocus();

    await user.type(screen.getByLabelText("Verification code"), "123456");
    await user.click(screen.getByRole("button", { name: "Confirm" }));

    await waitFor(() => expect(pageLoads).toHaveBeenCalledWith("/"));
    expect(localStorage.getItem("accessToken")).toBe("token-1");
    expect(localStorage.getItem("lang")).toBe("en");
    expect(callsOf(requests)).toEqual(["POST /api/login", "POST /api/approveLogin/123456/demo%40merchant.az"]);
  });

  it("texts a code only when asked, for a user who kept SMS on", async () => {
    const requests = stubFetch({
      ...loginAnswers(["totp", "sms"]),
      "GET /api/otp/init/login": () => json(200, { resendIn: 60, phoneHint: "+994 ** *** ** 67" }),
    });
    const { user } = await openSignIn();
    await signInWith(user);

    await user.click(await screen.findByRole("button", { name: "Text me a code instead" }));

    expect(await screen.findByRole("alert")).toHaveTextContent("We have texted you a code.");
    expect(
      screen.getByText("Enter the 6-digit code from your authenticator app or the one we texted to +994 ** *** ** 67."),
    ).toBeVisible();
    expect(screen.getByText("You can request a new code in 1:00")).toBeVisible();
    expect(screen.getByRole("button", { name: "Resend code" })).toBeDisabled();
    expect(callsOf(requests)).toEqual(["POST /api/login", "GET /api/otp/init/login?email=demo%40merchant.az"]);
  });

  it("signs in with a recovery code instead, checking its form first", async () => {
    let attempts = 0;
    const requests = stubFetch({
      ...loginAnswers(["totp"]),
      "POST /api/login/recovery": () =>
        ++attempts === 1
          ? json(422, { code: "OTP_INVALID", message: "The code is not correct.", attemptsLeft: 4 })
          : json(200, approved),
    });
    const { user, pageLoads } = await openSignIn();
    await signInWith(user);

    await user.click(await screen.findByRole("button", { name: "Use a recovery code" }));
    expect(await screen.findByRole("heading", { name: "Enter a recovery code" })).toBeVisible();
    const field = screen.getByLabelText("Recovery code");
    expect(field).toHaveFocus();

    await user.click(screen.getByRole("button", { name: "Sign in" }));
    expect(await screen.findByText("Recovery code is required")).toBeVisible();
    await user.type(field, "k7m2p-x9q4");
    await user.click(screen.getByRole("button", { name: "Sign in" }));
    expect(await screen.findByText("A recovery code is ten letters and digits, like k7m2p-x9q4w.")).toBeVisible();
    expect(callsOf(requests)).toEqual(["POST /api/login"]);

    await user.type(field, "w{Enter}");
    expect(await screen.findByRole("alert")).toHaveTextContent("Wrong code. Attempts left: 4.");
    expect(pageLoads).not.toHaveBeenCalled();

    await user.clear(field);
    await user.type(field, "  a3b4c-d5e6f ");
    await user.click(screen.getByRole("button", { name: "Sign in" }));

    await waitFor(() => expect(pageLoads).toHaveBeenCalledWith("/"));
    expect(localStorage.getItem("accessToken")).toBe("token-1");
    expect(callsOf(requests)).toEqual(["POST /api/login", "POST /api/login/recovery", "POST /api/login/recovery"]);
    expect(await bodyOf(requests[1])).toEqual({ email: "demo@merchant.az", recoveryCode: "k7m2p-x9q4w" });
    expect(await bodyOf(requests[2])).toEqual({ email: "demo@merchant.az", recoveryCode: "a3b4c-d5e6f" });
  });

  it("puts the server's verdict on a recovery code on its field, and goes back to the code step", async () => {
    stubFetch({
      ...loginAnswers(["totp"]),
      "POST /api/login/recovery": () =>
        json(400, {
          code: "VALIDATION_ERROR",
          message: "Invalid",
          fields: { recoveryCode: "validation.recoveryCode" },
        }),
    });
    const { user } = await openSignIn();
    await signInWith(user);
    await user.click(await screen.findByRole("button", { name: "Use a recovery code" }));

    await user.type(await screen.findByLabelText("Recovery code"), "k7m2px9q4w{Enter}");

    expect(await screen.findByText("A recovery code is ten letters and digits, like k7m2p-x9q4w.")).toBeVisible();
    expect(screen.getByLabelText("Recovery code")).toHaveAttribute("aria-invalid", "true");
    expect(screen.queryByRole("alert")).toBeNull();

    await user.click(screen.getByRole("button", { name: "Back" }));
    expect(await screen.findByRole("heading", { name: "Open your authenticator app" })).toBeVisible();
  });

  it("confirms the step with a passkey: its touch releases the code the step is approved with", async () => {
    const requests = stubFetch({
      ...loginAnswers(["totp", "passkey"]),
      "POST /api/login/step/passkey-options": () => json(200, requestOptions),
      "POST /api/login/step/passkey": () => json(200, { code: "482913" }),
      "POST /api/approveLogin/482913/demo%40merchant.az": () => json(200, approved),
    });
    const get = browserAuthenticator(() => Promise.resolve(assertion));
    const { user, pageLoads } = await openSignIn();
    await signInWith(user);

    // The typed code stays the main way; the passkey is beside it.
    expect(await screen.findByLabelText("Verification code")).toBeVisible();
    await user.click(screen.getByRole("button", { name: "Use a passkey" }));

    await waitFor(() => expect(pageLoads).toHaveBeenCalledWith("/"));
    expect(localStorage.getItem("accessToken")).toBe("token-1");
    expect(callsOf(requests)).toEqual([
      "POST /api/login",
      "POST /api/login/step/passkey-options",
      "POST /api/login/step/passkey",
      "POST /api/approveLogin/482913/demo%40merchant.az",
    ]);
    expect(await bodyOf(requests[1])).toEqual({ email: "demo@merchant.az" });
    expect(get).toHaveBeenCalledTimes(1);
    expect(await bodyOf(requests[2])).toMatchObject({
      email: "demo@merchant.az",
      response: { id: "credential-1", type: "public-key", response: { signature: "c2lnbmF0dXJl" } },
    });
  });

  it("offers only the passkey (no code field) when it is the user's one way, and says a cancelled prompt", async () => {
    const requests = stubFetch({
      ...loginAnswers(["passkey"]),
      "POST /api/login/step/passkey-options": () => json(200, requestOptions),
    });
    browserAuthenticator(cancelled);
    const { user, pageLoads } = await openSignIn();
    await signInWith(user);

    expect(await screen.findByRole("heading", { name: "Confirm it's you" })).toBeVisible();
    expect(screen.getByText("Use your passkey to finish signing in.")).toBeVisible();
    expect(screen.queryByLabelText("Verification code")).toBeNull();
    expect(screen.queryByRole("button", { name: "Confirm" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Text me a code instead" })).toBeNull();

    await user.click(screen.getByRole("button", { name: "Use a passkey" }));

    expect(await screen.findByRole("alert")).toHaveTextContent(
      "The passkey was not used: the request was cancelled or took too long. Try again or choose another way to sign in.",
    );
    expect(screen.getByRole("button", { name: "Use a passkey" })).toBeEnabled();
    expect(pageLoads).not.toHaveBeenCalled();
    expect(callsOf(requests)).toEqual(["POST /api/login", "POST /api/login/step/passkey-options"]);
  });
});

describe("signing in with a passkey alone", { timeout: 20_000 }, () => {
  it("is not offered where the browser has no WebAuthn", async () => {
    stubFetch({});
    await openSignIn();
    expect(screen.queryByRole("button", { name: "Continue with a passkey" })).toBeNull();
  });

  it("signs in without e-mail or password, remembered as the form says", async () => {
    const requests = stubFetch({
      "POST /api/login/passkey/options": () =>
        json(200, { challengeId: "6f1c1d9e-8a53-4c7e-9b0e-2f4a4d1b7c11", options: requestOptions }),
      "POST /api/login/passkey": () => json(200, approved),
    });
    browserAuthenticator(() => Promise.resolve(assertion));
    const { user, pageLoads } = await openSignIn();

    await user.click(screen.getByRole("checkbox", { name: "Remember me" }));
    await user.click(screen.getByRole("button", { name: "Continue with a passkey" }));

    await waitFor(() => expect(pageLoads).toHaveBeenCalledWith("/"));
    expect(localStorage.getItem("accessToken")).toBe("token-1");
    expect(callsOf(requests)).toEqual(["POST /api/login/passkey/options", "POST /api/login/passkey"]);
    // The options call posts no body at all.
    expect(requests[0]?.body).toBeNull();
    expect(await bodyOf(requests[1])).toMatchObject({
      challengeId: "6f1c1d9e-8a53-4c7e-9b0e-2f4a4d1b7c11",
      rememberMe: true,
      response: { id: "credential-1", rawId: "Y3JlZGVudGlhbC0x" },
    });
  });

  it("says a cancelled prompt and a refusal of the server in the form's alert", async () => {
    let answers = 0;
    stubFetch({
      "POST /api/login/passkey/options": () =>
        json(200, { challengeId: "6f1c1d9e-8a53-4c7e-9b0e-2f4a4d1b7c11", options: requestOptions }),
      "POST /api/login/passkey": () => json(401, { code: "SOMETHING_NEW", message: "This passkey is not known." }),
    });
    browserAuthenticator(() => (++answers === 1 ? cancelled() : Promise.resolve(assertion)));
    const { user, pageLoads } = await openSignIn();

    await user.click(screen.getByRole("button", { name: "Continue with a passkey" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "The passkey was not used: the request was cancelled or took too long.",
    );

    await user.click(screen.getByRole("button", { name: "Continue with a passkey" }));
    await waitFor(() => expect(screen.getByRole("alert")).toHaveTextContent("This passkey is not known."));
    expect(screen.getByRole("heading", { name: "Sign in" })).toBeVisible();
    expect(pageLoads).not.toHaveBeenCalled();
    expect(localStorage.getItem("accessToken")).toBeNull();
  });
});

describe("the passkey library", () => {
  it("is imported only dynamically by the sign-in page, so its first load stays without it", () => {
    const sources = import.meta.glob(["/src/auth-page/**/*.{ts,tsx}", "/src/light/**/*.{ts,tsx}", "!**/*.test.*"], {
      query: "?raw",
      import: "default",
      eager: true,
    });
    const staticImports = Object.entries(sources).filter(([, text]) =>
      /^import\s+(?!type\b)[^;]*from\s+"@simplewebauthn\/browser"/m.test(text as string),
    );
    expect(staticImports.map(([file]) => file)).toEqual([]);
    expect(Object.values(sources).some((text) => (text as string).includes('import("@simplewebauthn/browser")'))).toBe(
      true,
    );
  });
});

describe("the strong methods' words", () => {
  it.each(["az", "ru"] as const)("are written in %s, with the English placeholders", (language) => {
    const english = messagesOf.en.auth.strongSignIn;
    const translated = messagesOf[language].auth.strongSignIn;
    const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]);
    for (const [key, text] of Object.entries(english)) {
      const their = translated[key as keyof typeof english];
      expect(their, key).not.toBe(text);
      expect(placeholders(their), key).toEqual(placeholders(text));
    }
  });
});
