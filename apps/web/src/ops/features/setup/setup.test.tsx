import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { json, stubFetch } from "@/testing/fetch-stub";
import { operator, queuePage, renderOps, resetOps } from "../../testing";

afterEach(resetOps);

const setup = {
  email: "nigar@provider.az",
  name: "Nigar Quliyeva",
  role: "support",
  totpSecret: "JBSWY3DPEHPK3PXP",
  totpUri: "otpauth://totp/Operator%20console:nigar%40provider.az?secret=JBSWY3DPEHPK3PXP",
  qrSvg: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 29 29"><path d="M0 0h7v7H0z"/></svg>',
};

describe("operator set-up", () => {
  it("shows who is set up and the key, checks the password, and signs the operator in", async () => {
    const requests = stubFetch({
      "POST /api/ops/setup/start": () => json(200, setup),
      "POST /api/ops/setup/finish": () =>
        json(200, { accessToken: "operator-token-2", operator: operator({ name: setup.name, role: "support" }) }),
      "GET /api/ops/reviews": () => json(200, queuePage([])),
    });
    const user = userEvent.setup();
    renderOps("/ops/setup#token=invite-token-1");

    expect(await screen.findByText("Nigar Quliyeva")).toBeVisible();
    expect(screen.getByText("Support")).toBeVisible();
    expect(screen.getByText("JBSW Y3DP EHPK 3PXP")).toBeVisible();
    expect(screen.getByRole("link", { name: /open it directly/ })).toHaveAttribute("href", setup.totpUri);
    // The server's QR code as an image (never as markup in the page), beside the key and the link.
    expect(screen.getByRole("img", { name: "QR code to add the console to your authenticator app" })).toHaveAttribute(
      "src",
      `data:image/svg+xml;utf8,${encodeURIComponent(setup.qrSvg)}`,
    );
    expect(await requests[0]?.clone().json()).toEqual({ token: "invite-token-1" });

    await user.type(screen.getByLabelText(/^Password/), "short");
    await user.type(screen.getByLabelText(/^Repeat password/), "short");
    await user.type(screen.getByLabelText(/^Authenticator code/), "123456");
    await user.click(screen.getByRole("button", { name: "Finish set-up" }));
    expect(await screen.findByText("At least 12 characters.", { selector: ".Mui-error" })).toBeVisible();
    expect(screen.getByLabelText(/^Password/)).toHaveFocus();

    await user.clear(screen.getByLabelText(/^Password/));
    await user.type(screen.getByLabelText(/^Password/), "a long enough passphrase");
    await user.clear(screen.getByLabelText(/^Repeat password/));
    await user.type(screen.getByLabelText(/^Repeat password/), "a long enough passphrase");
    await user.click(screen.getByRole("button", { name: "Finish set-up" }));

    expect(await screen.findByRole("heading", { name: "Reviews", level: 1 })).toBeVisible();
    expect(await requests[1]?.clone().json()).toEqual({
      token: "invite-token-1",
      password: "a long enough passphrase",
      code: "123456",
    });
    expect(sessionStorage.getItem("opsAccessToken")).toBe("operator-token-2");
  });

  it("says plainly that a used or expired link no longer works", async () => {
    stubFetch({
      "POST /api/ops/setup/start": () => json(422, { code: "LINK_INVALID", message: "Link invalid." }),
    });
    renderOps("/ops/setup#token=used-token");

    expect(await screen.findByText(/has expired or has already been used/)).toBeVisible();
    expect(screen.getByRole("link", { name: "Go to sign-in" })).toBeVisible();
    expect(screen.queryByLabelText(/^Password/)).not.toBeInTheDocument();
  });
});
