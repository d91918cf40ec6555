import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { json, stubFetch } from "@/testing/fetch-stub";
import { operator, queuePage, renderOps, resetOps } from "../../testing";

const step = { signInToken: "step-token-1", expiresAt: "2030-01-01T00:00:00.000Z" };
const session = { accessToken: "operator-token-9", operator: operator() };

const callsOf = (requests: Request[]) => requests.map((r) => `${r.method} ${new URL(r.url).pathname}`);
const bodyOf = async (request: Request | undefined) => (await request?.clone().json()) as unknown;

async function typePassword(user: ReturnType<typeof userEvent.setup>) {
  await screen.findByRole("heading", { name: "Operator console", level: 1 });
  await user.type(screen.getByLabelText(/^Email/), "Risk@Provider.az");
  await user.type(screen.getByLabelText(/^Password/), "correct horse battery");
  await user.click(screen.getByRole("button", { name: "Sign in" }));
}

afterEach(resetOps);

describe("operator sign-in", () => {
  it("takes the password, then the authenticator's code, and opens the console with the operator's token", async () => {
    // The merchant portal's token on the same origin: the console must never send it.
    localStorage.setItem("accessToken", "merchant-token");
    const requests = stubFetch({
      "POST /api/ops/sign-in": () => json(200, step),
      "POST /api/ops/sign-in/confirm": () => json(200, session),
      "GET /api/ops/reviews": () => json(200, queuePage([])),
    });
    const user = userEvent.setup();
    renderOps("/ops");

    await typePassword(user);

    expect(await screen.findByRole("heading", { name: "Authenticator code" })).toBeVisible();
    expect(screen.getByText(/does not send codes by SMS/)).toBeVisible();
    const code = screen.getByLabelText(/^Authenticator code/);
    expect(code).toHaveAttribute("autocomplete", "one-time-code");
    expect(code).toHaveAttribute("inputmode", "numeric");
    expect(code).toHaveFocus();
    await user.type(code, "123456");
    await user.click(screen.getByRole("button", { name: "Confirm" }));

    expect(await screen.findByRole("heading", { name: "Reviews", level: 1 })).toBeVisible();
    expect(screen.getByText("Rauf Aliyev, Risk")).toBeVisible();
    expect(callsOf(requests)).toEqual([
      "POST /api/ops/sign-in",
      "POST /api/ops/sign-in/confirm",
      "GET /api/ops/reviews",
    ]);
    expect(await bodyOf(requests[0])).toEqual({ email: "risk@provider.az", password: "correct horse battery" });
    expect(await bodyOf(requests[1])).toEqual({ signInToken: "step-token-1", code: "123456" });
    expect(requests[0]?.headers.get("Authorization")).toBeNull();
    expect(requests[1]?.headers.get("Authorization")).toBeNull();
    expect(requests[2]?.headers.get("Authorization")).toBe("Bearer operator-token-9");
    expect(requests[2]?.headers.get("Accept-Language")).toBe("en");
    // Kept for this tab only, under the console's own key; the portal's token is left as it was.
    expect(sessionStorage.getItem("opsAccessToken")).toBe("operator-token-9");
    expect(localStorage.getItem("accessToken")).toBe("merchant-token");
  });

  it("checks the fields before sending anything", async () => {
    const requests = stubFetch({});
    const user = userEvent.setup();
    renderOps("/ops/sign-in");

    await user.click(await screen.findByRole("button", { name: "Sign in" }));

    expect(await screen.findByText("Email is required")).toBeVisible();
    expect(screen.getByText("Password is required")).toBeVisible();
    expect(screen.getByLabelText(/^Email/)).toHaveFocus();
    expect(requests).toHaveLength(0);
  });

  it("says a wrong code and stays on the code step", async () => {
    stubFetch({
      "POST /api/ops/sign-in": () => json(200, step),
      "POST /api/ops/sign-in/confirm": () => json(422, { code: "OTP_INVALID", message: "Wrong code." }),
    });
    const user = userEvent.setup();
    renderOps("/ops/sign-in");
    await typePassword(user);

    await user.type(await screen.findByLabelText(/^Authenticator code/), "654321");
    await user.click(screen.getByRole("button", { name: "Confirm" }));

    expect(await screen.findByText(/Wrong code\. Enter the code your authenticator app shows/)).toBeVisible();
    expect(screen.getByLabelText(/^Authenticator code/)).toHaveValue("");
    expect(sessionStorage.getItem("opsAccessToken")).toBeNull();
  });

  it("goes back to the password when the sign-in step has expired", async () => {
    stubFetch({
      "POST /api/ops/sign-in": () => json(200, step),
      "POST /api/ops/sign-in/confirm": () => json(401, { code: "UNAUTHORIZED", message: "Expired." }),
    });
    const user = userEvent.setup();
    renderOps("/ops/sign-in");
    await typePassword(user);

    await user.type(await screen.findByLabelText(/^Authenticator code/), "123456");
    await user.click(screen.getByRole("button", { name: "Confirm" }));

    expect(await screen.findByText(/Signing in took too long/)).toBeVisible();
    expect(screen.getByLabelText(/^Email/)).toHaveValue("risk@provider.az");
    expect(screen.getByRole("button", { name: "Sign in" })).toBeVisible();
  });

  it("says a wrong password in the language chosen", async () => {
    const requests = stubFetch({
      "POST /api/ops/sign-in": () => json(401, { code: "INVALID_CREDENTIALS", message: "Incorrect." }),
    });
    const user = userEvent.setup();
    renderOps("/ops/sign-in");
    await screen.findByRole("heading", { name: "Operator console" });

    await user.selectOptions(screen.getByLabelText("Language"), "az");
    expect(await screen.findByRole("heading", { name: "Operator konsolu", level: 1 })).toBeVisible();
    await user.type(screen.getByLabelText(/^E-poçt/), "risk@provider.az");
    await user.type(screen.getByLabelText(/^Şifrə(\s|$)/), "wrong password");
    await user.click(screen.getByRole("button", { name: "Daxil ol" }));

    expect(await screen.findByText("E-poçt və ya şifrə yanlışdır.")).toBeVisible();
    expect(requests[0]?.headers.get("Accept-Language")).toBe("az");
  });
});
