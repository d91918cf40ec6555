import type { Subscription } from "@portal/contracts";
import { configure, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { formatDateTime } from "@/lib/format";
import { json } from "@/testing/fetch-stub";
import { renderRoute } from "@/testing/render-route";
import {
  calls,
  pendingSubscription,
  SHOP_APP,
  stubSettingsApi,
  subscription,
  subscriptionList,
} from "../test-fixtures";

configure({ asyncUtilTimeout: 10000 });
beforeEach(() => localStorage.setItem("accessToken", "token-1"));

const TEST_OUTBOX = `${window.location.origin}/sandbox/outbox`;

/** The settings screen with its notification connections in; the section and its two cards. */
async function openNotifications() {
  renderRoute("/settings");
  const section = within(await screen.findByRole("region", { name: "Payment notifications" }));
  const card = (name: "Telegram" | "WhatsApp") => within(section.getByRole("listitem", { name }));
  await section.findByRole("listitem", { name: "Telegram" });
  return { user: userEvent.setup(), section, card };
}

const bodyOf = (requests: Request[], method: string, path: string) =>
  calls(requests, method, path).map((request) => request.clone().json() as Promise<unknown>);

describe("payment notifications", { timeout: 30000 }, () => {
  it("shows each messenger as not connected, with the way to connect it", async () => {
    stubSettingsApi();
    const { card } = await openNotifications();

    expect(card("Telegram").getByText("Not connected")).toBeVisible();
    expect(card("Telegram").getByRole("button", { name: "Open the Telegram bot" })).toBeVisible();
    expect(
      card("Telegram").getByText(
        "Telegram opens @portal_payments_bot: press Start there, and this page shows the connection.",
      ),
    ).toBeVisible();
    expect(card("Telegram").getByRole("textbox", { name: /^Telegram ID/ })).toHaveValue("");
    expect(card("WhatsApp").getByText("Not connected")).toBeVisible();
    expect(card("WhatsApp").getByRole("button", { name: "Send code" })).toBeVisible();
    // Messages really leave: nothing about the test outbox.
    expect(card("Telegram").queryByRole("link", { name: "Open the test outbox" })).toBeNull();
  });

  it("connects Telegram by a link to the bot: opens it, waits, and shows the connection the bot made", async () => {
    let list = subscriptionList();
    const connectUrl = "https://t.me/portal_payments_bot?start=c0nnect";
    const requests = stubSettingsApi({
      subscriptions: () => json(200, list),
      extra: {
        "POST /api/subscribe": () => {
          const pending = pendingSubscription();
          list = subscriptionList([pending]);
          return json(200, { ...pending, connectUrl });
        },
      },
    });
    const open = vi.spyOn(window, "open").mockReturnValue(null);
    const { user, card } = await openNotifications();

    await user.click(card("Telegram").getByRole("button", { name: "Open the Telegram bot" }));

    expect(await card("Telegram").findByText("Waiting for you to open the bot")).toBeVisible();
    expect(open).toHaveBeenCalledWith(connectUrl, "_blank", "noopener");
    expect(await Promise.all(bodyOf(requests, "POST", "/api/subscribe"))).toEqual([{ subscriptionType: "telegram" }]);
    // A blocked pop-up loses nothing: the link is on the card.
    expect(card("Telegram").getByRole("link", { name: "Open Telegram" })).toHaveAttribute("href", connectUrl);

    // The user presses Start in Telegram: the next reading of the list (every 3 s) shows it.
    const readsBefore = calls(requests, "GET", "/api/get-subscription").length;
    list = subscriptionList([subscription()]);
    expect(await card("Telegram").findByText("Connected")).toBeVisible();
    expect(calls(requests, "GET", "/api/get-subscription").length).toBeGreaterThan(readsBefore);
    expect(await screen.findByText("Telegram is connected.")).toBeVisible();
    expect(card("Telegram").getByText("@demo_merchant")).toBeVisible();
    expect(
      card("Telegram").getByText(`${formatDateTime(subscription().connectedAt!, "en", "Asia/Baku")} (Baku, GMT+4)`),
    ).toBeVisible();

    // Connected: the polling has stopped.
    const readsConnected = calls(requests, "GET", "/api/get-subscription").length;
    await new Promise((resolve) => setTimeout(resolve, 3500));
    expect(calls(requests, "GET", "/api/get-subscription")).toHaveLength(readsConnected);
  });

  it("stops waiting for the bot once the link has lapsed, and offers a new one", async () => {
    // A link asked for before the page was opened: the list does not carry it, so a new one is offered.
    const waiting = pendingSubscription({ expiresAt: new Date(Date.now() + 4000).toISOString() });
    const requests = stubSettingsApi({ subscriptions: () => json(200, subscriptionList([waiting])) });
    const { card } = await openNotifications();

    expect(card("Telegram").getByText("Waiting for you to open the bot")).toBeVisible();
    expect(card("Telegram").getByRole("button", { name: "Get a new link" })).toBeVisible();
    expect(card("Telegram").queryByRole("link", { name: "Open Telegram" })).toBeNull();

    expect(await card("Telegram").findByText("The last link or code has expired. Start again.")).toBeVisible();
    expect(card("Telegram").getByText("Not connected")).toBeVisible();
    expect(card("Telegram").getByRole("button", { name: "Open the Telegram bot" })).toBeVisible();
    const reads = calls(requests, "GET", "/api/get-subscription").length;
    await new Promise((resolve) => setTimeout(resolve, 3500));
    expect(calls(requests, "GET", "/api/get-subscription")).toHaveLength(reads);
  });

  it("connects Telegram by its ID: a wrong code says how many tries are left, the right one connects", async () => {
    const waiting = pendingSubscription({ awaitingCode: true, address: "Telegram 12*****89" });
    let list = subscriptionList();
    const requests = stubSettingsApi({
      subscriptions: () => json(200, list),
      extra: {
        "POST /api/subscribe": () => {
          list = subscriptionList([waiting]);
          return json(200, waiting);
        },
        "POST /api/subscribe/confirm": async (request) => {
          const { code } = (await request.clone().json()) as { code: string };
          if (code !== "246810") return json(422, { code: "OTP_INVALID", message: "Wrong code", attemptsLeft: 4 });
          list = subscriptionList([subscription({ address: "Telegram 12*****89" })]);
          return json(200, list.content[0]);
        },
      },
    });
    const { user, card } = await openNotifications();

    await user.type(card("Telegram").getByRole("textbox", { name: /^Telegram ID/ }), "123456789");
    await user.click(card("Telegram").getByRole("button", { name: "Send code" }));

    expect(await card("Telegram").findByRole("heading", { level: 3, name: "Check your phone" })).toBeVisible();
    expect(card("Telegram").getByText("Waiting for the code")).toBeVisible();
    expect(card("Telegram").getByText("We sent a 6-digit code to Telegram 12*****89.")).toBeVisible();
    expect(card("Telegram").getByText("Look for the code in your chat with our Telegram bot.")).toBeVisible();
    expect(await Promise.all(bodyOf(requests, "POST", "/api/subscribe"))).toEqual([
      { subscriptionType: "telegram", telegramId: "123456789" },
    ]);

    const code = card("Telegram").getByRole("textbox", { name: "Verification code" });
    await user.type(code, "111111");
    await user.click(card("Telegram").getByRole("button", { name: "Confirm" }));
    expect(await card("Telegram").findByText("Wrong code. Attempts left: 4.")).toBeVisible();

    await user.clear(code);
    await user.type(code, "246810");
    await user.click(card("Telegram").getByRole("button", { name: "Confirm" }));

    expect(await card("Telegram").findByText("Connected")).toBeVisible();
    expect(await screen.findByText("Telegram is connected.")).toBeVisible();
    expect(await Promise.all(bodyOf(requests, "POST", "/api/subscribe/confirm"))).toEqual([
      { subscriptionType: "telegram", code: "111111" },
      { subscriptionType: "telegram", code: "246810" },
    ]);
  });

  it("says what is wrong with a Telegram ID or a code before asking the server", async () => {
    const waiting = pendingSubscription({ subscriptionType: "whatsapp", awaitingCode: true, address: "+994*******67" });
    const requests = stubSettingsApi({ extra: { "POST /api/subscribe": () => json(200, waiting) } });
    const { user, card } = await openNotifications();

    await user.type(card("Telegram").getByRole("textbox", { name: /^Telegram ID/ }), "@demo_merchant");
    await user.click(card("Telegram").getByRole("button", { name: "Send code" }));
    expect(await card("Telegram").findByText("A Telegram ID is digits only, 5 to 15 of them.")).toBeVisible();
    expect(calls(requests, "POST", "/api/subscribe")).toHaveLength(0);

    await user.click(card("WhatsApp").getByRole("button", { name: "Send code" }));
    await user.type(await card("WhatsApp").findByRole("textbox", { name: "Verification code" }), "12ab");
    await user.click(card("WhatsApp").getByRole("button", { name: "Confirm" }));
    expect(await card("WhatsApp").findByText("The code must be 6 digits.")).toBeVisible();
    expect(calls(requests, "POST", "/api/subscribe/confirm")).toHaveLength(0);
  });

  it("connects WhatsApp on the user's own phone unless told another number", async () => {
    let list = subscriptionList();
    const requests = stubSettingsApi({
      subscriptions: () => json(200, list),
      extra: {
        "POST /api/subscribe": () => {
          const waiting = pendingSubscription({
            subscriptionType: "whatsapp",
            awaitingCode: true,
            address: "+994*******67",
          });
          list = subscriptionList([waiting]);
          return json(200, waiting);
        },
      },
    });
    const { user, card } = await openNotifications();

    expect(card("WhatsApp").getByRole("textbox", { name: /^WhatsApp number/ })).toHaveValue("+994501234567");
    await user.click(card("WhatsApp").getByRole("button", { name: "Send code" }));

    expect(await card("WhatsApp").findByText("Waiting for the code")).toBeVisible();
    expect(card("WhatsApp").getByText("We sent a 6-digit code to +994*******67.")).toBeVisible();
    expect(await Promise.all(bodyOf(requests, "POST", "/api/subscribe"))).toEqual([
      { subscriptionType: "whatsapp", whatsappId: "+994501234567" },
    ]);
  });

  it("saves what a connection tells about, and for which applications", async () => {
    const requests = stubSettingsApi({
      subscriptions: () => json(200, subscriptionList([subscription()])),
      extra: {
        "PUT /api/subscribe/preferences": async (request) =>
          json(200, subscription((await request.clone().json()) as Partial<Subscription>)),
      },
    });
    const { user, card } = await openNotifications();
    const telegram = card("Telegram");

    expect(telegram.getByRole("checkbox", { name: "A refund is made" })).toBeChecked();
    expect(telegram.getByRole("radio", { name: "All my applications" })).toBeChecked();
    await user.click(telegram.getByRole("checkbox", { name: "A refund is made" }));
    await user.click(telegram.getByRole("radio", { name: "Only the applications I choose" }));
    await user.click(telegram.getByRole("button", { name: "Save preferences" }));
    // Chosen, but none ticked, would mean every application.
    expect(await telegram.findByText("Choose at least one application.")).toBeVisible();
    expect(calls(requests, "PUT", "/api/subscribe/preferences")).toHaveLength(0);

    await user.click(telegram.getByRole("checkbox", { name: "Baku Shop" }));
    await user.click(telegram.getByRole("button", { name: "Save preferences" }));

    expect(await screen.findByText("Your Telegram notification preferences have been saved.")).toBeVisible();
    expect(await Promise.all(bodyOf(requests, "PUT", "/api/subscribe/preferences"))).toEqual([
      {
        subscriptionType: "telegram",
        events: ["paymentReceived", "holdExpiring", "payoutReview", "bulkUploadFinished"],
        applicationIds: [SHOP_APP],
      },
    ]);
    expect(telegram.getByRole("checkbox", { name: "Baku Shop" })).toBeChecked();
    expect(telegram.getByRole("checkbox", { name: "Caspian Tours" })).not.toBeChecked();
  });

  it("sends a test message and says it is on its way", async () => {
    const requests = stubSettingsApi({
      subscriptions: () =>
        json(200, subscriptionList([subscription({ subscriptionType: "whatsapp", address: "+994*******67" })])),
      extra: { "POST /api/subscribe/test": () => json(200, { ok: true }) },
    });
    const { user, card } = await openNotifications();

    const button = card("WhatsApp").getByRole("button", { name: "Send a test message" });
    expect(button).toHaveAccessibleDescription("WhatsApp");
    await user.click(button);

    expect(await screen.findByText("A test message is on its way to WhatsApp.")).toBeVisible();
    expect(await Promise.all(bodyOf(requests, "POST", "/api/subscribe/test"))).toEqual([
      { subscriptionType: "whatsapp" },
    ]);
  });

  it("disconnects after asking, and offers to connect again", async () => {
    let list = subscriptionList([subscription()]);
    const requests = stubSettingsApi({
      subscriptions: () => json(200, list),
      extra: {
        "DELETE /api/delete-subs": () => {
          list = subscriptionList();
          return json(200, { ok: true });
        },
      },
    });
    const { user, card } = await openNotifications();

    await user.click(card("Telegram").getByRole("button", { name: "Disconnect" }));
    let dialog = within(await screen.findByRole("dialog", { name: "Disconnect Telegram?" }));
    expect(
      dialog.getByText("Payment notifications will stop going to @demo_merchant. You can connect again at any time."),
    ).toBeVisible();
    await user.click(dialog.getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(calls(requests, "DELETE", "/api/delete-subs")).toHaveLength(0);

    await user.click(card("Telegram").getByRole("button", { name: "Disconnect" }));
    dialog = within(await screen.findByRole("dialog", { name: "Disconnect Telegram?" }));
    await user.click(dialog.getByRole("button", { name: "Disconnect" }));

    expect(await screen.findByText("Telegram has been disconnected.")).toBeVisible();
    const [deleted] = calls(requests, "DELETE", "/api/delete-subs");
    expect(new URL(deleted!.url).searchParams.get("subscriptionType")).toBe("telegram");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(await card("Telegram").findByText("Not connected")).toBeVisible();
    expect(card("Telegram").getByRole("button", { name: "Open the Telegram bot" })).toBeVisible();
    // Its button went with the connection: focus is on the card, not lost to the page.
    await waitFor(() => expect(screen.getByRole("listitem", { name: "Telegram" })).toHaveFocus());
  });

  it("warns when messages to a connection are not getting through", async () => {
    stubSettingsApi({
      subscriptions: () =>
        json(
          200,
          subscriptionList([
            subscription({
              lastDelivery: {
                status: "failed",
                at: "2026-05-21T10:15:00.000Z",
                error: "Forbidden: bot was blocked by the user",
              },
            }),
            subscription({ subscriptionType: "whatsapp", address: "+994*******67" }),
          ]),
        ),
    });
    const { card } = await openNotifications();

    expect(
      card("Telegram").getByText("Messages are not getting through: Forbidden: bot was blocked by the user"),
    ).toBeVisible();
    expect(card("WhatsApp").queryByText(/not getting through/)).toBeNull();
  });

  it("says when messages stay in the test outbox instead of being sent", async () => {
    stubSettingsApi({
      subscriptions: () => json(200, subscriptionList([], { telegramBot: null, whatsappLive: false })),
    });
    const { card } = await openNotifications();

    for (const name of ["Telegram", "WhatsApp"] as const) {
      expect(card(name).getByRole("link", { name: "Open the test outbox" })).toHaveAttribute("href", TEST_OUTBOX);
    }
    expect(card("Telegram").getByText(/no Telegram bot is set up/)).toBeVisible();
    expect(card("Telegram").getByText(/A test page standing in for the bot opens/)).toBeVisible();
    expect(
      card("WhatsApp").getByText("Test mode: WhatsApp messages are not sent; they are kept in the test outbox."),
    ).toBeVisible();
  });

  it("says a messenger the site does not offer (live mode without it configured) is not offered, with nothing to connect", async () => {
    stubSettingsApi({
      subscriptions: () => json(200, subscriptionList([], { telegramBot: null, offered: ["whatsapp"] })),
    });
    const { card } = await openNotifications();

    expect(card("Telegram").getByText("Telegram notices are not offered on this site.")).toBeVisible();
    expect(card("Telegram").queryByRole("button")).toBeNull();
    expect(card("WhatsApp").getByRole("button", { name: "Send code" })).toBeVisible();
  });

  it("says when the connections could not be read, and reads them again on request", async () => {
    let fail = true;
    stubSettingsApi({
      subscriptions: () => (fail ? json(503, { code: "UNAVAILABLE", message: "Down" }) : json(200, subscriptionList())),
    });
    renderRoute("/settings");
    const section = within(await screen.findByRole("region", { name: "Payment notifications" }));

    expect(await section.findByText("The service is temporarily unavailable. Please try again later.")).toBeVisible();
    fail = false;
    await userEvent.setup().click(section.getByRole("button", { name: "Try again" }));
    expect(await section.findByRole("listitem", { name: "Telegram" })).toBeVisible();
  });
});
