import { API_LOG_DAYS, type ApiLogEntry, apiLogStatuses, type Page } from "@portal/contracts";
import { addDays } from "@portal/contracts/calendar";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { AppProvider } from "@/app/provider";
import { setRuntimeConfig } from "@/config/runtime-config";
import { preloadDateFields } from "@/components/filters/date-range-fields";
import { todayIsoDate } from "@/lib/date-presets";
import { formatDateTime } from "@/lib/format";
import { json, stubFetch } from "@/testing/fetch-stub";
import { pageOf } from "@/testing/page";
import { onAPhone } from "@/testing/phone-width";
import { defaultRegionConfig } from "@/testing/runtime-config";
import { apiLogEntry, apiLogEntryDetail, entryId } from "../../testing/api-log";
import { caspianToursDetail as app } from "../../testing/fixtures";
import { ApiLogSection } from "./api-log-section";

type Handlers = Parameters<typeof stubFetch>[0];

const logPath = `/api/apps/${app.id}/api-log`;
const entryPath = `${logPath}/${entryId}`;
const notFound = apiLogEntry({
  id: "7a6b5c4d-3e2f-4a1b-8c9d-0e1f2a3b4c5d",
  at: "2026-03-14T10:04:59.000Z",
  method: "GET",
  path: "/api/v1/orders/ord_missing",
  status: 404,
  durationMs: 9,
  requestId: "1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f",
  idempotencyKey: null,
});
const page = (content: ApiLogEntry[], overrides: Partial<Page<ApiLogEntry>> = {}) =>
  json(200, pageOf<ApiLogEntry>(content, { size: 20, ...overrides }));

/** The section on its own, as the configure screen shows it to who may configure the application. */
function openSection(handlers: Handlers) {
  localStorage.setItem("accessToken", "token-1");
  const requests = stubFetch(handlers);
  const onWebhookDeliveries = vi.fn();
  render(
    <AppProvider>
      <ApiLogSection app={app} onWebhookDeliveries={onWebhookDeliveries} />
    </AppProvider>,
  );
  return { requests, onWebhookDeliveries, user: userEvent.setup() };
}

/** What each read of the log asked for, in order. */
const queries = (requests: Request[]) =>
  requests
    .filter((r) => r.method === "GET" && new URL(r.url).pathname === logPath)
    .map((r) => Object.fromEntries(new URL(r.url).searchParams));

async function openLog(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole("button", { name: "Open API log" }));
  return within(await screen.findByRole("dialog", { name: /^API log/ }));
}

beforeEach(() => setRuntimeConfig(defaultRegionConfig));

describe("the API log", { timeout: 30000 }, () => {
  it("lists the calls with the region's time, and opens one with both bodies", async () => {
    const { requests, user } = openSection({
      [`GET ${logPath}`]: () => page([apiLogEntry(), notFound]),
      [`GET ${entryPath}`]: () => json(200, apiLogEntryDetail()),
    });

    expect(
      await screen.findByText(/^Every call your server made with this application's keys in the last 30 days/),
    ).toBeVisible();
    const log = await openLog(user);
    const table = await log.findByRole("table", { name: "Calls made with the keys of Caspian Tours" });
    const [header, created, missing] = within(table).getAllByRole("row");
    expect(
      within(header!)
        .getAllByRole("columnheader")
        .map((cell) => cell.textContent),
    ).toEqual(["Time (Baku, GMT+4)", "Method", "Path", "Status", "Duration", "Request ID"]);
    const time = formatDateTime("2026-03-14T10:05:07Z", "en", "Asia/Baku", {
      dateStyle: "medium",
      timeStyle: "medium",
    });
    expect(time).toMatch(/14:05:07/);
    const row = within(created!);
    expect(row.getByRole("button", { name: time })).toBeVisible();
    expect(row.getByText("POST")).toBeVisible();
    expect(row.getByText("/api/v1/orders")).toBeVisible();
    expect(row.getByText("201")).toBeVisible();
    expect(row.getByText("84 ms")).toBeVisible();
    expect(row.getByText("0b6f1e2a-7c4d-4e8f-9a1b-2c3d4e5f6a7b")).toBeVisible();
    expect(within(missing!).getByText("404")).toBeVisible();
    expect(queries(requests)).toEqual([{ page: "0" }]);

    await user.click(row.getByRole("button", { name: time }));
    const detail = within(await screen.findByRole("dialog", { name: "POST /api/v1/orders" }));
    const request = await detail.findByRole("region", { name: "Request body" });
    // Indented to be read.
    expect(request.textContent).toBe(JSON.stringify(JSON.parse(apiLogEntryDetail().requestBody!), null, 2));
    expect(request.textContent).toContain('\n  "description": "The Old Man and the Sea"');
    expect(detail.getByRole("region", { name: "Response body" })).toHaveTextContent('"id": "ord_7Hq2Lm"');
    expect(detail.getByText("order-1001")).toBeVisible();
    expect(detail.getByText("Status").nextElementSibling).toHaveTextContent("201");
    expect(detail.getByRole("button", { name: "Copy request ID" })).toBeVisible();
    expect(detail.getByRole("button", { name: "Copy request body" })).toBeVisible();

    // Escape closes the call, and only it: the log stays open.
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.getAllByRole("dialog")).toHaveLength(1));
  });

  it("says when a call had no body", async () => {
    const { user } = openSection({
      [`GET ${logPath}`]: () => page([notFound]),
      [`GET ${logPath}/${notFound.id}`]: () =>
        json(200, { ...notFound, requestBody: null, responseBody: '{"code":"NOT_FOUND"}' }),
    });

    const log = await openLog(user);
    await user.click(await log.findByRole("button", { name: /14:04:59/ }));
    const detail = within(await screen.findByRole("dialog", { name: "GET /api/v1/orders/ord_missing" }));
    expect(await detail.findByText("The call had no body.")).toBeVisible();
    expect(detail.queryByRole("region", { name: "Request body" })).not.toBeInTheDocument();
    expect(detail.getByRole("region", { name: "Response body" })).toHaveTextContent('"code": "NOT_FOUND"');
  });

  it("filters by the answer's class, path and idempotency key, each from page one, and clears them", async () => {
    const { requests, user } = openSection({
      [`GET ${logPath}`]: (request) => {
        const query = new URL(request.url).searchParams;
        if (query.get("idempotencyKey")) return page([]);
        if (query.get("status") === "4xx") return page([notFound]);
        const newest = Array.from({ length: 20 }, (_, i) =>
          apiLogEntry({ id: `2b3c4d5e-6f7a-4b8c-9d0e-${String(i).padStart(12, "0")}` }),
        );
        return page(query.get("page") === "1" ? [notFound] : newest, { totalElements: 21, totalPages: 2 });
      },
    });

    const log = await openLog(user);
    expect(await log.findByText("1–20 of 21")).toBeVisible();
    await user.click(log.getByRole("button", { name: "Next page" }));
    await waitFor(() => expect(queries(requests).at(-1)).toEqual({ page: "1" }));

    await user.selectOptions(log.getByRole("combobox", { name: "Status" }), "4xx: error in the call");
    await waitFor(() => expect(queries(requests).at(-1)).toEqual({ page: "0", status: "4xx" }));
    expect(await log.findByText("/api/v1/orders/ord_missing")).toBeVisible();

    // Enter applies at once.
    await user.type(log.getByRole("textbox", { name: "Path starts with" }), "/api/v1/orders{Enter}");
    await waitFor(() => expect(queries(requests).at(-1)).toEqual({ page: "0", status: "4xx", path: "/api/v1/orders" }));

    // Otherwise a pause in typing does, once for the whole key.
    await user.type(log.getByRole("textbox", { name: "Idempotency key" }), "order-1001");
    await waitFor(() =>
      expect(queries(requests).at(-1)).toEqual({
        page: "0",
        status: "4xx",
        path: "/api/v1/orders",
        idempotencyKey: "order-1001",
      }),
    );
    expect(queries(requests).filter((query) => query.idempotencyKey)).toHaveLength(1);
    expect(await log.findByText("No calls match these filters.")).toBeVisible();

    await user.click(log.getByRole("button", { name: "Clear filters" }));
    await waitFor(() => expect(queries(requests).at(-1)).toEqual({ page: "0" }));
    expect(log.getByRole("textbox", { name: "Path starts with" })).toHaveValue("");
    expect(log.getByRole("textbox", { name: "Idempotency key" })).toHaveValue("");
    expect(log.getByRole("combobox", { name: "Status" })).toHaveDisplayValue("All statuses");
  });

  it("filters by one exact status, and takes no day older than the log keeps", async () => {
    const { requests, user } = openSection({ [`GET ${logPath}`]: () => page([notFound]) });
    const log = await openLog(user);

    await user.selectOptions(log.getByRole("combobox", { name: "Status" }), "409");
    await waitFor(() => expect(queries(requests).at(-1)).toEqual({ page: "0", status: "409" }));
    expect(
      within(log.getByRole("group", { name: "Exact status" }))
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual([...apiLogStatuses]);

    // The pickers take their stand-ins' place once the merchant heads for the filters.
    preloadDateFields();
    const from = await log.findByRole("group", { name: "From" });
    const typeDay = async (isoDate: string) => {
      const [year, month, day] = isoDate.split("-");
      await user.click(within(from).getByRole("spinbutton", { name: "Day" }));
      await user.keyboard(`${day}${month}${year}`);
    };
    const today = todayIsoDate();
    await typeDay(addDays(today, -(API_LOG_DAYS + 1)));
    expect(from).toHaveAttribute("aria-invalid", "true");
    await typeDay(addDays(today, -API_LOG_DAYS));
    await waitFor(() =>
      expect(queries(requests).at(-1)).toEqual({ page: "0", status: "409", from: addDays(today, -API_LOG_DAYS) }),
    );
    expect(from).not.toHaveAttribute("aria-invalid", "true");
    expect(queries(requests).filter((query) => query.from === addDays(today, -(API_LOG_DAYS + 1)))).toEqual([]);
  });

  it("says when the log cannot be read, reads it on Try again, and says when it is empty", async () => {
    let calls = 0;
    const { user } = openSection({
      [`GET ${logPath}`]: () => {
        calls += 1;
        return calls === 1 ? json(500, { code: "INTERNAL", message: "Boom" }) : page([]);
      },
    });

    const log = await openLog(user);
    await user.click(await log.findByRole("button", { name: "Try again" }));
    expect(
      await log.findByText(
        "No calls in the last 30 days. The calls your server makes with this application's keys will show here.",
      ),
    ).toBeVisible();
  });

  it("shows the calls as cards on a phone, and leaves for the webhook deliveries once closed", async () => {
    onAPhone();
    const { user, onWebhookDeliveries } = openSection({ [`GET ${logPath}`]: () => page([notFound]) });

    const log = await openLog(user);
    const cards = await log.findByRole("list", { name: "Calls made with the keys of Caspian Tours" });
    const [card] = within(cards).getAllByRole("listitem");
    expect(within(card!).getByRole("button", { name: /14:04:59/ })).toBeVisible();
    expect(within(card!).getByText("GET /api/v1/orders/ord_missing")).toBeVisible();
    expect(within(card!).getByText("404")).toBeVisible();
    expect(within(card!).getByText("9 ms")).toBeVisible();

    await user.click(log.getByRole("button", { name: "Webhook deliveries" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(onWebhookDeliveries).toHaveBeenCalledOnce();
  });
});
