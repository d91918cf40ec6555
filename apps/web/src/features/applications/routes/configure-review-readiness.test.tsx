import type { ApplicationDetail } from "@portal/contracts";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { i18n } from "@/lib/i18n";
import { json, stubFetch } from "@/testing/fetch-stub";
import { renderRoute } from "@/testing/render-route";
import { sessionUser } from "@/testing/session-user";
import { caspianToursDetail } from "../testing/fixtures";

/** A sole trader's application whose connecting stopped before the card: no card, no app info. */
const soleTrader: ApplicationDetail = {
  ...caspianToursDetail,
  accountType: "individual",
  appName: "Aysel Məmmədova",
  appInfo: "",
  payoutCard: null,
  missing: ["payoutCard", "app.appInfo"],
};
const attached = {
  id: "5d1c2b3a-4e5f-4a6b-8c7d-9e0f1a2b3c4d",
  maskedPan: "416973******5670",
  brand: "visa",
  expiry: "12/28",
  cardHolder: "AYSEL MAMMADOVA",
};
const card = {
  merchant: soleTrader.id,
  cardNumber: "4169738812345670",
  expiry: "12/28",
  cardHolder: "AYSEL MAMMADOVA",
};
const reviewPath = `/api/application-verify/switch/review/individual/${soleTrader.id}`;

beforeEach(() => {
  localStorage.setItem("accessToken", "token-1");
  // jsdom has no object URLs; the QR code needs them.
  URL.createObjectURL = vi.fn(() => "blob:qr-code");
  URL.revokeObjectURL = vi.fn();
});

/** The server: the application as it stands, and the card attached with the code texted for it. */
function stubServer(handlers: Parameters<typeof stubFetch>[0] = {}) {
  let current = soleTrader;
  const requests = stubFetch({
    "GET /api/session": () => json(200, sessionUser()),
    [`GET /api/apps/${soleTrader.id}`]: () => json(200, current),
    "POST /api/user/paymentCard": async (request) => {
      const body = (await request.clone().json()) as { otp?: string };
      if (!body.otp) return json(202, { status: "otpSent", phoneHint: "+994 ** *** ** 67", resendIn: 60 });
      current = { ...current, payoutCard: attached, missing: ["app.appInfo"] };
      return json(201, attached);
    },
    ...handlers,
  });
  return requests;
}

async function openConfigure() {
  renderRoute(`/applications/configure/${soleTrader.id}/${soleTrader.configId}`);
  // The screen loads on demand and is large; role queries over all of it are slow in jsdom.
  expect(await screen.findByText("Aysel Məmmədova", { selector: "h1" }, { timeout: 10000 })).toBeVisible();
  return userEvent.setup({ delay: null });
}

const section = (title: string) => within(screen.getByText(title, { selector: "h2" }).closest("section")!);

describe("configure: what a draft still needs before review", { timeout: 30000 }, () => {
  it("shows the server's refusal to send it to review, naming what is missing in the user's language", async () => {
    stubServer({
      [`PATCH ${reviewPath}`]: () =>
        json(422, {
          code: "APPLICATION_INCOMPLETE",
          message: "Complete the application before review: payoutCard, app.appInfo.",
          fields: { payoutCard: "validation.required", "app.appInfo": "validation.required" },
        }),
    });
    const user = await openConfigure();
    const goingLive = section("Going live");
    expect(goingLive.getByRole("alert")).toHaveTextContent("Before you send it to review, add:Payout cardApp info");

    await user.click(goingLive.getByRole("button", { name: "Send to review" }));

    const refusal = await goingLive.findByText("The application is not complete. Before it can go to review:");
    expect(
      within(refusal)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["Payout card is required", "App info is required"]);
    expect(screen.queryByText("The application has been sent to review.")).toBeNull();
  });

  it("says it in Azerbaijani to a user reading the portal in Azerbaijani", async () => {
    await i18n.changeLanguage("az");
    try {
      stubServer({
        [`PATCH ${reviewPath}`]: () =>
          json(422, {
            code: "APPLICATION_INCOMPLETE",
            message: "Complete the application before review.",
            fields: { payoutCard: "validation.required" },
          }),
      });
      const user = await openConfigure();
      await user.click(screen.getByRole("button", { name: "Yoxlamaya göndər" }));
      expect(await screen.findByText("Ödəmə kartı tələb olunur")).toBeVisible();
      expect(screen.getByText("Tətbiq tamamlanmayıb. Yoxlamaya göndərilməzdən əvvəl:")).toBeVisible();
    } finally {
      await i18n.changeLanguage("en");
    }
  });

  it("attaches the payout card with the code texted to the user, then shows it masked", async () => {
    const requests = stubServer();
    const user = await openConfigure();
    const payout = section("Payout card");
    expect(payout.getByText(/No card yet/)).toBeVisible();

    await user.type(payout.getByLabelText("Card number"), card.cardNumber);
    await user.type(payout.getByLabelText("Expiry date"), "1228");
    await user.type(payout.getByLabelText("Card holder"), card.cardHolder);
    await user.click(payout.getByRole("button", { name: "Attach card" }));
    await user.type(await payout.findByLabelText("Verification code"), "246810{Enter}");

    expect(await payout.findByText("Visa 416973******5670, valid to 12/28")).toBeVisible();
    expect(await screen.findByText("The payout card has been attached.")).toBeVisible();
    const bodies = await Promise.all(
      requests.filter((r) => new URL(r.url).pathname === "/api/user/paymentCard").map((r) => r.json()),
    );
    expect(bodies).toEqual([card, { ...card, otp: "246810" }]);
    // What review still needs follows the application: only the app info now.
    expect(section("Going live").getByRole("alert")).toHaveTextContent("Before you send it to review, add:App info");
  });

  it("offers a sub-user without Add Application no card to attach, as the server would refuse it", async () => {
    const requests = stubServer({
      "GET /api/session": () => json(200, sessionUser({ userType: "sub", privileges: ["userApplication"] })),
    });
    await openConfigure();
    const payout = section("Payout card");

    expect(payout.getByText("No card is attached.")).toBeVisible();
    expect(payout.queryByLabelText("Card number")).not.toBeInTheDocument();
    expect(payout.queryByRole("button", { name: "Attach card" })).not.toBeInTheDocument();
    expect(requests.filter((r) => new URL(r.url).pathname === "/api/user/paymentCard")).toHaveLength(0);
  });

  it("offers a sub-user with Add Application the card to attach", async () => {
    stubServer({
      "GET /api/session": () => json(200, sessionUser({ userType: "sub", privileges: ["addApplication"] })),
    });
    await openConfigure();
    const payout = section("Payout card");

    expect(payout.getByLabelText("Card number")).toBeVisible();
    expect(payout.getByRole("button", { name: "Attach card" })).toBeVisible();
  });

  it("has no payout card section for a business, whose payouts go to its bank account", async () => {
    stubFetch({
      "GET /api/session": () => json(200, sessionUser()),
      [`GET /api/apps/${caspianToursDetail.id}`]: () => json(200, caspianToursDetail),
    });
    renderRoute(`/applications/configure/${caspianToursDetail.id}/${caspianToursDetail.configId}`);
    expect(await screen.findByText("Caspian Tours", { selector: "h1" }, { timeout: 10000 })).toBeVisible();
    expect(screen.queryByText("Payout card", { selector: "h2" })).toBeNull();
  });
});
