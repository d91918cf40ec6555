import { type WebhookDelivery, type WebhookEndpoint, webhookEventTypes } from "@portal/contracts";
import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRef } from "react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { AppProvider } from "@/app/provider";
import { setRuntimeConfig } from "@/config/runtime-config";
import { formatDateTime } from "@/lib/format";
import { json, stubFetch } from "@/testing/fetch-stub";
import { pageOf } from "@/testing/page";
import { onAPhone } from "@/testing/phone-width";
import { defaultRegionConfig } from "@/testing/runtime-config";
import { caspianToursDetail as app } from "../../testing/fixtures";
import {
  deliveryId,
  endpointId,
  signingSecret,
  webhookDelivery,
  webhookDeliveryDetail,
  webhookEndpoint,
} from "../../testing/webhooks";
import { WebhooksSection, type WebhooksSectionHandle } from "./webhooks-section";

type Handlers = Parameters<typeof stubFetch>[0];

const list = `/api/apps/${app.id}/webhooks`;
const endpointPath = `/api/webhooks/${endpointId}`;
const deliveriesPath = `${endpointPath}/deliveries`;
const detailPath = `/api/webhooks/deliveries/${deliveryId}`;

/** The section on its own, as the configure screen shows it to who may configure the application. */
function openSection(handlers: Handlers = {}, endpoints: WebhookEndpoint[] = [webhookEndpoint()]) {
  localStorage.setItem("accessToken", "token-1");
  const requests = stubFetch({ [`GET ${list}`]: () => json(200, endpoints), ...handlers });
  const notify = vi.fn();
  const section = createRef<WebhooksSectionHandle>();
  render(
    <AppProvider>
      <WebhooksSection ref={section} app={app} notify={notify} />
    </AppProvider>,
  );
  return { requests, notify, section, user: userEvent.setup() };
}

const sent = (requests: Request[], method: string, path: string) =>
  requests.filter((r) => r.method === method && new URL(r.url).pathname === path);
const bodyOf = async (request: Request | undefined) => (await request?.clone().json()) as unknown;
const endpointCard = async (url = webhookEndpoint().url) =>
  within((await screen.findByText(url, { selector: "h3" })).closest("li")!);
const dialogNamed = (name: string | RegExp) => screen.findByRole("dialog", { name });

beforeEach(() => setRuntimeConfig(defaultRegionConfig));

describe("webhooks: the endpoints", { timeout: 30000 }, () => {
  it("lists each endpoint with its address, description, events and status", async () => {
    openSection({}, [
      webhookEndpoint(),
      webhookEndpoint({
        id: "4c2e3d5f-6a7b-4c8d-9e0f-1a2b3c4d5e6f",
        url: "https://erp.example.com/in",
        description: "",
        events: [...webhookEventTypes],
        status: "disabled",
        disabledReason: "failing",
        failingSince: "2026-03-10T08:00:00.000Z",
      }),
      webhookEndpoint({
        id: "5d3f4e6a-7b8c-4d9e-8f0a-2b3c4d5e6f7a",
        url: "https://old.example.com/hooks",
        status: "disabled",
        disabledReason: "merchant",
        previousSecretExpiresAt: "2026-03-15T10:00:00.000Z",
      }),
    ]);

    const first = await endpointCard();
    expect(first.getByText("Order fulfilment")).toBeVisible();
    expect(first.getByText("Active")).toBeVisible();
    expect(first.getAllByRole("listitem").map((item) => item.textContent)).toEqual([
      "Order paid",
      "Order payment failed",
      "Refund made",
    ]);
    expect(first.getByRole("group", { name: "Actions for https://shop.example.com/hooks/portal" })).toBeVisible();
    expect(first.getByRole("button", { name: "Send test event" })).toBeEnabled();

    const failing = await endpointCard("https://erp.example.com/in");
    expect(failing.getByText("Disabled")).toBeVisible();
    expect(failing.getByText("Disabled after failing for 3 days")).toBeVisible();
    expect(failing.getByText(/^Failing since 10 Mar 2026/)).toBeVisible();
    expect(failing.getByText("All events")).toBeVisible();
    // A disabled endpoint is enabled again, not tested.
    expect(failing.getByRole("button", { name: "Enable" })).toBeVisible();
    expect(failing.queryByRole("button", { name: "Send test event" })).not.toBeInTheDocument();

    const off = await endpointCard("https://old.example.com/hooks");
    expect(off.getByText("Disabled by you")).toBeVisible();
    expect(off.getByText(/^The previous signing secret also signs deliveries until 15 Mar 2026/)).toBeVisible();
  });

  it("explains webhooks when there is none, with the documentation, and no sandbox in production", async () => {
    openSection({}, []);

    expect(await screen.findByRole("heading", { name: "No webhook endpoints yet" })).toBeVisible();
    expect(screen.getByRole("link", { name: "How to receive and verify webhooks" })).toHaveAttribute(
      "href",
      defaultRegionConfig.documentationUrl,
    );
    expect(screen.queryByText(/sandbox receiver/)).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Add endpoint" })).toBeEnabled();
  });

  it("offers the sandbox receiver as a test endpoint when the server has a sandbox", async () => {
    setRuntimeConfig({ ...defaultRegionConfig, sandbox: true });
    openSection({}, []);

    const receiver = `${window.location.origin}/sandbox/webhooks`;
    expect(await screen.findByText("No server yet? Use the sandbox receiver as a test endpoint:")).toBeVisible();
    expect(screen.getByText(receiver)).toBeVisible();
    expect(screen.getByRole("button", { name: "Copy the sandbox receiver's address" })).toBeVisible();
    expect(screen.getByRole("link", { name: "See what it received" })).toHaveAttribute("href", receiver);
  });

  it("says when the endpoints cannot be loaded, and loads them on Try again", async () => {
    let calls = 0;
    openSection({
      [`GET ${list}`]: () => {
        calls += 1;
        return calls === 1 ? json(500, { code: "INTERNAL", message: "Boom" }) : json(200, [webhookEndpoint()]);
      },
    });

    const retry = await screen.findByRole("button", { name: "Try again" });
    expect(screen.queryByRole("button", { name: "Add endpoint" })).not.toBeInTheDocument();
    await userEvent.click(retry);

    expect(await screen.findByText("https://shop.example.com/hooks/portal")).toBeVisible();
  });

  it("takes the focus to its endpoints when the screen sends the merchant here (the API log's link)", async () => {
    const { section } = openSection();

    const endpoints = await screen.findByRole("list", { name: "Webhook endpoints" });
    act(() => section.current!.focus());
    expect(endpoints).toHaveFocus();
  });

  it("stops offering to add past the limit of endpoints", async () => {
    const many = Array.from({ length: 10 }, (_, i) =>
      webhookEndpoint({
        id: `6e4a5b7c-8d9e-4f0a-9b1c-${String(i).padStart(12, "0")}`,
        url: `https://shop.example.com/hooks/${i}`,
      }),
    );
    openSection({}, many);

    expect(await screen.findByRole("button", { name: "Add endpoint" })).toBeDisabled();
    expect(screen.getByText("An application can have up to 10 endpoints. Delete one to add another.")).toBeVisible();
  });
});

describe("webhooks: adding and changing an endpoint", { timeout: 30000 }, () => {
  it("checks the form by the contracts' rules, puts the server's field errors on their fields, then shows the secret once", async () => {
    let created = false;
    const { requests, user } = openSection(
      {
        [`GET ${list}`]: () => json(200, created ? [webhookEndpoint()] : []),
        [`POST ${list}`]: async (request) => {
          const body = (await request.clone().json()) as { url: string };
          if (body.url.includes("10.0.0.7")) {
            return json(422, {
              code: "WEBHOOK_URL_NOT_PUBLIC",
              message: "Not public.",
              fields: { url: "validation.webhookUrlPrivate" },
            });
          }
          created = true;
          return json(201, { endpoint: webhookEndpoint(), signingSecret });
        },
      },
      [],
    );

    await user.click(await screen.findByRole("button", { name: "Add endpoint" }));
    const dialog = within(await dialogNamed("Add webhook endpoint"));
    const url = dialog.getByLabelText(/Endpoint URL/);
    expect(url).toHaveFocus();
    // Grouped as a merchant thinks of them, each with its code.
    for (const group of ["Orders", "Invoices", "Refunds", "Payouts"])
      expect(dialog.getByRole("group", { name: group })).toBeVisible();
    expect(dialog.getByRole("checkbox", { name: /Order paid\s*order\.paid/ })).not.toBeChecked();

    await user.click(dialog.getByRole("button", { name: "Add endpoint" }));
    expect(await dialog.findByText("Endpoint URL is required")).toBeVisible();
    expect(dialog.getByText("Choose at least one event.")).toBeVisible();
    expect(sent(requests, "POST", list)).toHaveLength(0);

    await user.type(url, "ftp://shop.example.com/hooks");
    await user.click(dialog.getByRole("checkbox", { name: /Order paid/ }));
    await user.click(dialog.getByRole("button", { name: "Add endpoint" }));
    expect(
      await dialog.findByText("Enter an http or https address, without a user name, password or #fragment."),
    ).toBeVisible();
    expect(dialog.queryByText("Choose at least one event.")).not.toBeInTheDocument();
    expect(sent(requests, "POST", list)).toHaveLength(0);

    await user.clear(url);
    await user.type(url, "https://10.0.0.7/hooks");
    await user.click(dialog.getByRole("button", { name: "Add endpoint" }));
    expect(
      await dialog.findByText("This address is on a private or reserved network; use one reachable from the internet."),
    ).toBeVisible();
    expect(url).toHaveAttribute("aria-invalid", "true");
    expect(dialog.getByText("Check the highlighted fields.")).toBeVisible();

    await user.clear(url);
    await user.type(url, "https://shop.example.com/hooks/portal");
    await user.type(dialog.getByLabelText(/Description/), "Order fulfilment");
    // Select all, then leave one group out: the events go in the contracts' order.
    await user.click(dialog.getByRole("checkbox", { name: "Select all events" }));
    for (const type of ["Payout sent", "Payout failed"])
      await user.click(dialog.getByRole("checkbox", { name: new RegExp(type) }));
    expect(dialog.getByRole("checkbox", { name: "Select all events" })).toHaveAttribute("data-indeterminate", "true");
    await user.click(dialog.getByRole("button", { name: "Add endpoint" }));

    const secretField = await dialog.findByLabelText("Signing secret");
    expect(secretField).toHaveValue(signingSecret);
    expect(dialog.getByRole("button", { name: "Copy signing secret" })).toBeVisible();
    expect(dialog.getByText(/it is shown only once/)).toBeVisible();
    expect(await bodyOf(sent(requests, "POST", list).at(-1))).toEqual({
      url: "https://shop.example.com/hooks/portal",
      description: "Order fulfilment",
      events: webhookEventTypes.filter((type) => !type.startsWith("payout.")),
    });
    // The new endpoint is listed behind the dialog.
    expect(await screen.findByText("https://shop.example.com/hooks/portal", { selector: "h3" })).toBeInTheDocument();

    await user.click(dialog.getByRole("button", { name: "Done" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(screen.queryByDisplayValue(signingSecret)).not.toBeInTheDocument();
    expect(screen.queryByText(signingSecret)).not.toBeInTheDocument();
  });

  it("edits an endpoint's address, description and events", async () => {
    const { requests, notify, user } = openSection({
      [`PATCH ${endpointPath}`]: () => json(200, webhookEndpoint({ description: "Shipping" })),
    });

    await user.click((await endpointCard()).getByRole("button", { name: "Edit" }));
    const dialog = within(await dialogNamed("Edit webhook endpoint"));
    expect(dialog.getByLabelText(/Endpoint URL/)).toHaveValue("https://shop.example.com/hooks/portal");
    expect(dialog.getByRole("checkbox", { name: /Refund made/ })).toBeChecked();
    await user.clear(dialog.getByLabelText(/Description/));
    await user.type(dialog.getByLabelText(/Description/), "Shipping");
    await user.click(dialog.getByRole("checkbox", { name: /Refund made/ }));
    await user.click(dialog.getByRole("button", { name: "Save changes" }));

    await waitFor(() => expect(notify).toHaveBeenCalledWith("The endpoint has been saved."));
    expect(await bodyOf(sent(requests, "PATCH", endpointPath)[0])).toEqual({
      url: "https://shop.example.com/hooks/portal",
      description: "Shipping",
      events: ["order.paid", "order.failed"],
    });
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });

  it("rolls the signing secret after saying the old one keeps signing for 24 hours, and shows the new one once", async () => {
    const { requests, user } = openSection({
      [`POST ${endpointPath}/roll-secret`]: () =>
        json(200, {
          endpoint: webhookEndpoint({ previousSecretExpiresAt: "2026-03-15T10:00:00.000Z" }),
          signingSecret,
        }),
    });

    await user.click((await endpointCard()).getByRole("button", { name: "Roll secret" }));
    const confirm = within(await dialogNamed("Roll the signing secret?"));
    expect(confirm.getByText(/For 24 hours both sign every delivery/)).toBeVisible();
    await user.click(confirm.getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(sent(requests, "POST", `${endpointPath}/roll-secret`)).toHaveLength(0);

    await user.click((await endpointCard()).getByRole("button", { name: "Roll secret" }));
    await user.click(
      within(await dialogNamed("Roll the signing secret?")).getByRole("button", { name: "Roll secret" }),
    );

    const shown = within(await dialogNamed("Signing secret"));
    expect(await shown.findByLabelText("Signing secret")).toHaveValue(signingSecret);
    expect(shown.getByText(/The previous one also signs deliveries for the next 24 hours/)).toBeVisible();
    expect(sent(requests, "POST", `${endpointPath}/roll-secret`)).toHaveLength(1);
    await user.click(shown.getByRole("button", { name: "Done" }));
    await waitFor(() => expect(screen.queryByDisplayValue(signingSecret)).not.toBeInTheDocument());
  });

  it("disables an endpoint after asking, enables it again at once, and deletes one after asking", async () => {
    let endpoint = webhookEndpoint();
    const { requests, notify, user } = openSection({
      [`GET ${list}`]: () => json(200, endpoint ? [endpoint] : []),
      [`PATCH ${endpointPath}`]: async (request) => {
        const { status } = (await request.clone().json()) as { status: "active" | "disabled" };
        endpoint = webhookEndpoint({ status, disabledReason: status === "disabled" ? "merchant" : null });
        return json(200, endpoint);
      },
      [`DELETE ${endpointPath}`]: () => {
        endpoint = undefined as unknown as WebhookEndpoint;
        return new Response(null, { status: 204 });
      },
    });

    await user.click((await endpointCard()).getByRole("button", { name: "Disable" }));
    const disable = within(await dialogNamed("Disable this endpoint?"));
    expect(disable.getByText(/We stop sending events to https:\/\/shop\.example\.com\/hooks\/portal/)).toBeVisible();
    await user.click(disable.getByRole("button", { name: "Disable" }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith("The endpoint has been disabled."));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(await (await endpointCard()).findByText("Disabled by you")).toBeVisible();

    await user.click((await endpointCard()).getByRole("button", { name: "Enable" }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith("The endpoint has been enabled."));
    expect(await (await endpointCard()).findByText("Active")).toBeVisible();
    expect((await Promise.all(sent(requests, "PATCH", endpointPath).map(bodyOf))).map((body) => body)).toEqual([
      { status: "disabled" },
      { status: "active" },
    ]);

    await user.click((await endpointCard()).getByRole("button", { name: "Delete" }));
    const remove = within(await dialogNamed("Delete this endpoint?"));
    expect(remove.getByText(/its delivery log is deleted with it/)).toBeVisible();
    await user.click(remove.getByRole("button", { name: "Delete" }));

    await waitFor(() => expect(notify).toHaveBeenCalledWith("The endpoint has been deleted."));
    expect(await screen.findByRole("heading", { name: "No webhook endpoints yet" })).toBeVisible();
    expect(sent(requests, "DELETE", endpointPath)).toHaveLength(1);
    // Focus is not lost with the deleted endpoint's buttons.
    await waitFor(() => expect(screen.getByRole("button", { name: "Add endpoint" })).toHaveFocus());
  });
});

describe("webhooks: test events and the delivery log", { timeout: 30000 }, () => {
  it("sends a test event and says what the endpoint answered", async () => {
    let answer = webhookDelivery({ eventType: "webhook.test" });
    const { requests, user } = openSection({ [`POST ${endpointPath}/test`]: () => json(201, answer) });
    const card = await endpointCard();

    await user.click(card.getByRole("button", { name: "Send test event" }));
    expect(await card.findByRole("status")).toHaveTextContent("Delivered: your endpoint answered 200 in 123 ms.");

    answer = webhookDelivery({
      eventType: "webhook.test",
      status: "pending",
      responseStatus: 500,
      nextAttemptAt: "2026-03-14T10:06:00.000Z",
    });
    await user.click(card.getByRole("button", { name: "Send test event" }));
    expect(
      await card.findByText(/^Not delivered yet: your endpoint answered 500\. We will try again at 14 Mar 2026/),
    ).toBeVisible();

    answer = webhookDelivery({
      eventType: "webhook.test",
      status: "failed",
      responseStatus: null,
      durationMs: 10000,
      error: "timed out after 10 s",
    });
    await user.click(card.getByRole("button", { name: "Send test event" }));
    expect(await card.findByText("Not delivered: timed out after 10 s.")).toBeVisible();
    expect(sent(requests, "POST", `${endpointPath}/test`)).toHaveLength(3);
  });

  it("says when test events and redeliveries may go again once the server's limit is reached", async () => {
    // The endpoint's minute ends in 40 seconds, the account's hour in 55 minutes: said as clock times, rounded up to the minute.
    vi.useFakeTimers({ toFake: ["Date"], now: new Date("2026-03-14T10:05:20.000Z") });
    const clockTime = (instant: string) =>
      `${formatDateTime(instant, "en", "Asia/Baku", { timeStyle: "short" })} (Baku, GMT+4)`;
    try {
      const tooMany = (retryAfter: number) => () =>
        new Response(JSON.stringify({ code: "RATE_LIMITED", message: "Too many.", retryAfter }), {
          status: 429,
          headers: { "content-type": "application/json", "retry-after": String(retryAfter) },
        });
      const { user } = openSection({
        [`POST ${endpointPath}/test`]: tooMany(40),
        [`GET ${deliveriesPath}`]: () => json(200, pageOf([webhookDelivery()])),
        [`GET ${detailPath}`]: () => json(200, webhookDeliveryDetail()),
        [`POST ${detailPath}/redeliver`]: tooMany(55 * 60),
      });
      const card = await endpointCard();
      await user.click(card.getByRole("button", { name: "Send test event" }));
      expect(
        await card.findByText(
          `Too many test events and redeliveries: each endpoint takes 10 a minute, and your account 60 an hour. You can send again at ${clockTime("2026-03-14T10:06:00Z")}.`,
        ),
      ).toBeVisible();

      await user.click(card.getByRole("button", { name: "Deliveries" }));
      await user.click(await within(await dialogNamed(/^Deliveries/)).findByRole("button", { name: "Order paid" }));
      const detail = within(await dialogNamed("Order paid"));
      await user.click(await detail.findByRole("button", { name: "Redeliver" }));
      expect(
        await detail.findByText(`You can send again at ${clockTime("2026-03-14T11:01:00Z")}.`, { exact: false }),
      ).toBeVisible();
    } finally {
      vi.useRealTimers();
    }
  });

  it("pages through the log, filters it by status, opens a delivery with its payload and redelivers it", async () => {
    const older = webhookDelivery({
      id: "0f1e2d3c-4b5a-4968-8776-655443322110",
      eventId: "evt_older",
      eventType: "refund.succeeded",
      status: "failed",
      attempts: 9,
      responseStatus: null,
      durationMs: null,
      error: "connection refused",
    });
    const { requests, user } = openSection({
      [`GET ${deliveriesPath}`]: (request) => {
        const query = new URL(request.url).searchParams;
        if (query.get("status") === "failed") return json(200, pageOf([older]));
        if (query.get("page") === "1")
          return json(200, pageOf<WebhookDelivery>([older], { page: 1, totalElements: 11, totalPages: 2 }));
        const newest = Array.from({ length: 10 }, (_, i) =>
          webhookDelivery({ id: i === 0 ? deliveryId : `1a2b3c4d-5e6f-4a7b-8c9d-${String(i).padStart(12, "0")}` }),
        );
        return json(200, pageOf<WebhookDelivery>(newest, { totalElements: 11, totalPages: 2 }));
      },
      [`GET ${detailPath}`]: () => json(200, webhookDeliveryDetail()),
      [`POST ${detailPath}/redeliver`]: () => json(200, webhookDelivery({ attempts: 2, durationMs: 87 })),
    });

    await user.click((await endpointCard()).getByRole("button", { name: "Deliveries" }));
    const log = within(await dialogNamed(/^Deliveries/));
    const table = await log.findByRole("table", { name: "Deliveries to https://shop.example.com/hooks/portal" });
    const [header, first] = within(table).getAllByRole("row");
    expect(
      within(header!)
        .getAllByRole("columnheader")
        .map((cell) => cell.textContent),
    ).toEqual([
      "Event",
      "Event ID",
      "Status",
      "Attempts",
      "Response",
      "Duration",
      "Last attempt (Baku, GMT+4)",
      "Next retry (Baku, GMT+4)",
    ]);
    expect(within(first!).getByRole("button", { name: "Order paid" })).toBeVisible();
    expect(within(first!).getByText("order.paid")).toBeVisible();
    expect(within(first!).getByText("evt_01HZX3Q8M2K7T5R9W4N6B1C0D")).toBeVisible();
    expect(within(first!).getByText("Succeeded")).toBeVisible();
    expect(within(first!).getByText("123 ms")).toBeVisible();
    expect(log.getByText("1–10 of 11")).toBeVisible();
    expect(new URL(sent(requests, "GET", deliveriesPath)[0]!.url).search).toBe("?page=0");

    await user.click(log.getByRole("button", { name: "Next page" }));
    expect(await log.findByText("evt_older")).toBeVisible();
    expect(log.getByText("No answer")).toBeVisible();
    expect(new URL(sent(requests, "GET", deliveriesPath).at(-1)!.url).search).toBe("?page=1");

    await user.selectOptions(log.getByRole("combobox", { name: "Status" }), "Failed");
    await waitFor(() =>
      expect(new URL(sent(requests, "GET", deliveriesPath).at(-1)!.url).search).toBe("?page=0&status=failed"),
    );

    await user.selectOptions(log.getByRole("combobox", { name: "Status" }), "All statuses");
    await user.click((await log.findAllByRole("button", { name: "Order paid" }))[0]!);
    const detail = within(await dialogNamed("Order paid"));
    const payload = await detail.findByRole("region", { name: "Payload" });
    // Indented to be read; copied exactly as it was signed.
    expect(payload.textContent).toBe(JSON.stringify(JSON.parse(webhookDeliveryDetail().payload), null, 2));
    expect(payload.textContent).toContain('\n  "type": "order.paid"');
    expect(detail.getByRole("button", { name: "Copy payload" })).toBeVisible();
    expect(detail.getByRole("region", { name: "Response body" })).toHaveTextContent("ok");

    await user.click(detail.getByRole("button", { name: "Redeliver" }));
    expect(await detail.findByText("Delivered: your endpoint answered 200 in 87 ms.")).toBeVisible();
    expect(sent(requests, "POST", `${detailPath}/redeliver`)).toHaveLength(1);
    // The log and the delivery are read again after it.
    await waitFor(() => expect(sent(requests, "GET", detailPath).length).toBeGreaterThanOrEqual(2));

    const reads = sent(requests, "GET", deliveriesPath).length;
    // Escape closes the delivery, and only it: the log stays open.
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.getAllByRole("dialog")).toHaveLength(1));
    await user.click(log.getByRole("button", { name: "Refresh" }));
    await waitFor(() => expect(sent(requests, "GET", deliveriesPath).length).toBeGreaterThan(reads));
  });

  it("does not redeliver a delivery still being tried, and says why", async () => {
    openSection({
      [`GET ${deliveriesPath}`]: () =>
        json(
          200,
          pageOf([
            webhookDelivery({ status: "pending", responseStatus: 503, nextAttemptAt: "2026-03-14T10:07:00.000Z" }),
          ]),
        ),
      [`GET ${detailPath}`]: () =>
        json(
          200,
          webhookDeliveryDetail({
            status: "pending",
            responseStatus: 503,
            responseBody: "",
            nextAttemptAt: "2026-03-14T10:07:00.000Z",
          }),
        ),
    });
    const user = userEvent.setup();

    await user.click((await endpointCard()).getByRole("button", { name: "Deliveries" }));
    await user.click(await within(await dialogNamed(/^Deliveries/)).findByRole("button", { name: "Order paid" }));
    const detail = within(await dialogNamed("Order paid"));

    expect(await detail.findByRole("button", { name: "Redeliver" })).toBeDisabled();
    expect(detail.getByText(/still being tried by itself/)).toBeVisible();
    expect(detail.getByText("Your endpoint sent no body.")).toBeVisible();
  });

  it("shows the log as cards on a phone, and says when it is empty", async () => {
    onAPhone();
    let empty = false;
    const { user } = openSection({
      [`GET ${deliveriesPath}`]: () =>
        json(200, pageOf(empty ? [] : [webhookDelivery({ status: "failed", responseStatus: 500 })])),
    });

    await user.click((await endpointCard()).getByRole("button", { name: "Deliveries" }));
    const log = within(await dialogNamed(/^Deliveries/));
    const cards = await log.findByRole("list", { name: "Deliveries to https://shop.example.com/hooks/portal" });
    const [card] = within(cards).getAllByRole("listitem");
    expect(within(card!).getByRole("button", { name: "Order paid" })).toBeVisible();
    expect(within(card!).getByText("Failed")).toBeVisible();
    expect(within(card!).getByText("500")).toBeVisible();

    empty = true;
    await user.click(log.getByRole("button", { name: "Refresh" }));
    expect(await log.findByText("No deliveries yet. Send a test event to see one here.")).toBeVisible();
  });
});
