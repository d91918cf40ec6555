import { addDays, calendarDateOf } from "@portal/contracts";
import type { Invoice } from "@portal/contracts";
import { configure, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { formatDateTime } from "@/lib/format";
import { json, stubFetch } from "@/testing/fetch-stub";
import { invoice as invoiceOf } from "@/testing/invoice";
import { renderRoute } from "@/testing/render-route";
import { sessionUser } from "@/testing/session-user";
import { transaction } from "@/testing/transaction";
import { historyEntry } from "../test-fixtures";

// The screen is large: under a busy machine jsdom takes seconds to render it.
configure({ asyncUtilTimeout: 10000 });
beforeEach(() => localStorage.setItem("accessToken", "token-1"));

const base = invoiceOf();
const historyPath = `/billing/history/${base.id}`;
const at = (iso: string) => formatDateTime(iso, "en", "Asia/Baku");

const sent = (requests: Request[], method: string, path: string) =>
  requests.filter((request) => request.method === method && new URL(request.url).pathname === path);

/** The API for one invoice; `current` is what GET answers, so a handler can change it. */
function stubInvoice(
  initial: Invoice,
  handlers: Parameters<typeof stubFetch>[0] = {},
  extra: { transactions?: unknown[]; history?: unknown[] } = {},
) {
  const state = { current: initial };
  const requests = stubFetch({
    "GET /api/session": () => json(200, sessionUser()),
    [`GET /api/booking/invoice/${initial.id}`]: () => json(200, state.current),
    [`GET /api/invoices/${initial.id}/transactions`]: () => json(200, extra.transactions ?? []),
    [`GET /api/invoices/log/history/${initial.id}`]: () => json(200, extra.history ?? [historyEntry()]),
    ...handlers,
  });
  return { requests, state };
}

async function openHistory(path = historyPath) {
  const router = renderRoute(path);
  return { router, user: userEvent.setup() };
}

const heading = (name: string) => screen.findByText(name, { selector: "h1" });
const section = (title: string) => within(screen.getByText(title, { selector: "h2" }).closest("section")!);
const actions = () => within(screen.getByRole("group", { name: "Invoice actions" }));
const png = () =>
  new Response(new Uint8Array([137, 80, 78, 71]), { status: 200, headers: { "Content-Type": "image/png" } });

describe("invoice history", { timeout: 60000 }, () => {
  it("shows every field, who made and changed it, its payment attempts and its history, newest first", async () => {
    const changed = invoiceOf({
      status: "declined",
      recurrence: "monthly",
      scheduledPaymentDate: "2099-06-01",
      installment: { cardType: "birKart", period: 90 },
      lastModifiedBy: "Leyla Aliyeva",
      lastModifiedAt: "2026-05-15T09:30:00.000Z",
    });
    const attempt = transaction({
      status: "declined",
      responseCode: "insufficientFunds",
      responseDescription: "Insufficient funds",
    });
    stubInvoice(
      changed,
      {},
      {
        transactions: [attempt],
        history: [
          historyEntry({
            id: "a0000000-0000-4000-8000-000000000001",
            action: "created",
            createdAt: "2026-05-14T10:00:00.000Z",
          }),
          historyEntry({
            id: "a0000000-0000-4000-8000-000000000003",
            action: "paymentDeclined",
            status: "declined",
            actorType: "customer",
            actorName: "Aysel Mammadova",
            details: { cardNumber: "416973******1234", responseCode: "insufficientFunds" },
            createdAt: "2026-05-14T11:00:00.000Z",
          }),
          historyEntry({
            id: "a0000000-0000-4000-8000-000000000002",
            action: "sent",
            details: { channels: ["sms", "email"] },
            createdAt: "2026-05-14T10:05:00.000Z",
          }),
          historyEntry({
            id: "a0000000-0000-4000-8000-000000000004",
            action: "updated",
            actorName: "Leyla Aliyeva",
            details: { fields: ["amount", "installmentCardType", "installmentPeriod"] },
            createdAt: "2026-05-15T09:30:00.000Z",
          }),
          historyEntry({
            id: "a0000000-0000-4000-8000-000000000006",
            action: "recurringIssued",
            actorType: "system",
            actorName: null,
            details: { invoiceCode: "INV-000043", next: "2099-07-01" },
            createdAt: "2026-05-17T00:00:00.000Z",
          }),
          historyEntry({
            id: "a0000000-0000-4000-8000-000000000005",
            action: "expired",
            status: "expired",
            actorType: "system",
            actorName: null,
            createdAt: "2026-05-16T00:00:00.000Z",
          }),
        ],
      },
    );
    await openHistory();

    expect(await heading("INV-000042")).toBeVisible();
    expect(screen.getByText("25.50 AZN", { selector: "h1 ~ p, p" })).toBeVisible();

    const details = section("Details");
    expect(details.getByText("BK-2026-118")).toBeVisible();
    expect(details.getByText("Caspian Tours")).toBeVisible();
    expect(details.getByText("Tourism")).toBeVisible();
    expect(details.getByText("15 Jun 2099")).toBeVisible();
    expect(section("Customer").getByText("+994501112233")).toBeVisible();
    const payment = section("Payment");
    expect(payment.getByText("Monthly")).toBeVisible();
    expect(payment.getByText("1 Jun 2099")).toBeVisible();
    expect(payment.getByText("BirKart, 90 days")).toBeVisible();
    expect(payment.getByText("30 Jun 2099")).toBeVisible();
    expect(payment.getByRole("link", { name: "https://pay.example.az/pay/INV-000042" })).toHaveAttribute(
      "target",
      "_blank",
    );
    expect(payment.getByRole("button", { name: "Copy payment link" })).toBeVisible();

    const people = section("Created and changed");
    expect(people.getByText(`Demo Merchant · ${at("2026-05-14T10:00:00.000Z")}`)).toBeVisible();
    expect(people.getByText("Not yet")).toBeVisible();
    expect(people.getByText(`Leyla Aliyeva · ${at("2026-05-15T09:30:00.000Z")}`)).toBeVisible();

    const attempts = section("Payment attempts");
    const dateLink = await attempts.findByRole("link", { name: at(attempt.createdAt) });
    expect(dateLink).toHaveAttribute("href", `/billing/operations/${attempt.id}`);
    const row = within(dateLink.closest("tr")!);
    expect(row.getByText("416973******1234")).toBeVisible();
    expect(row.getByText("Declined")).toBeVisible();
    expect(row.getByText("Insufficient funds")).toBeVisible();

    const history = section("History");
    await history.findByText("Link expired");
    const titles = history.getAllByRole("heading", { level: 3 }).map((h) => h.textContent);
    expect(titles).toEqual([
      "Next recurring invoice issued",
      "Link expired",
      "Invoice edited",
      "Payment declined",
      "Payment link sent",
      "Invoice created",
    ]);
    const [issued, expired, edited, declined, sentLink, created] = history
      .getAllByRole("listitem")
      .map((item) => within(item));
    expect(issued!.getByText("INV-000043")).toBeVisible();
    expect(issued!.getByText("1 Jul 2099")).toBeVisible();
    expect(expired!.getByText(`System · ${at("2026-05-16T00:00:00.000Z")}`)).toBeVisible();
    expect(expired!.getByText("Expired")).toBeVisible();
    expect(edited!.getByText(`Leyla Aliyeva · ${at("2026-05-15T09:30:00.000Z")}`)).toBeVisible();
    expect(edited!.getByText("Amount, Installment")).toBeVisible();
    expect(declined!.getByText(`Customer Aysel Mammadova · ${at("2026-05-14T11:00:00.000Z")}`)).toBeVisible();
    expect(declined!.getByText("416973******1234")).toBeVisible();
    expect(declined!.getByText("Insufficient funds")).toBeVisible();
    expect(sentLink!.getByText("SMS, E-mail")).toBeVisible();
    expect(created!.getByText(`Demo Merchant · ${at("2026-05-14T10:00:00.000Z")}`)).toBeVisible();
  });

  it("shows a QR payment's reference code, and the customer who made it without a name", async () => {
    stubInvoice(
      invoiceOf({
        source: "qr",
        optionalCode: "TABLE-7",
        bookingId: "",
        description: "",
        fullName: "",
        email: null,
        createdBy: "",
      }),
    );
    await openHistory();

    expect(await heading("INV-000042")).toBeVisible();
    const details = section("Details");
    expect(details.getByText("QR code")).toBeVisible();
    expect(details.getByText("Reference code")).toBeVisible();
    expect(details.getByText("TABLE-7")).toBeVisible();
    expect(section("Created and changed").getByText(`Customer · ${at("2026-05-14T10:00:00.000Z")}`)).toBeVisible();
  });

  it("says when no payment was tried yet", async () => {
    stubInvoice(base);
    await openHistory();

    expect(await screen.findByText("No payment attempts yet")).toBeVisible();
  });

  it("deletes an unpaid invoice after asking, and then shows it canceled", async () => {
    const { requests, state } = stubInvoice(base, {
      [`DELETE /api/invoice/${base.id}`]: () => {
        state.current = {
          ...state.current,
          status: "canceled",
          lastModifiedBy: "Demo Merchant",
          lastModifiedAt: "2026-05-16T08:00:00.000Z",
        };
        return json(200, state.current);
      },
    });
    const { user } = await openHistory();
    await heading("INV-000042");

    await user.click(screen.getByRole("button", { name: "Delete" }));
    const dialog = await screen.findByRole("dialog", { name: "Delete invoice INV-000042?" });
    expect(within(dialog).getByText(/Its payment link stops working at once/)).toBeVisible();
    expect(sent(requests, "DELETE", `/api/invoice/${base.id}`)).toHaveLength(0);

    await user.click(within(dialog).getByRole("button", { name: "Delete invoice" }));

    expect(await screen.findByText("The invoice has been deleted.")).toBeVisible();
    expect(sent(requests, "DELETE", `/api/invoice/${base.id}`)).toHaveLength(1);
    const h1 = screen.getByText("INV-000042", { selector: "h1" });
    await waitFor(() => expect(within(h1.parentElement!).getByText("Canceled")).toBeVisible());
    expect(screen.queryByRole("button", { name: "Delete" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Edit" })).not.toBeInTheDocument();
  });

  it("keeps the invoice when the deletion is cancelled", async () => {
    const { requests } = stubInvoice(base);
    const { user } = await openHistory();
    await heading("INV-000042");

    await user.click(screen.getByRole("button", { name: "Delete" }));
    await user.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Cancel" }));

    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(sent(requests, "DELETE", `/api/invoice/${base.id}`)).toHaveLength(0);
  });

  it("offers neither edit nor delete for a paid invoice", async () => {
    stubInvoice(invoiceOf({ status: "paid", completedBy: "Aysel Mammadova", paidAmount: 25.5 }));
    await openHistory();
    await heading("INV-000042");

    expect(screen.queryByRole("button", { name: "Edit" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Delete" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Stop recurrence" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /Send|Resend/ })).not.toBeInTheDocument();
    expect(screen.queryByText("QR code", { selector: "h2" })).not.toBeInTheDocument();
    expect(section("Created and changed").getByText("Aysel Mammadova")).toBeVisible();
  });

  it("offers a sub-user only what its permissions allow", async () => {
    stubInvoice(invoiceOf({ recurrence: "monthly", scheduledPaymentDate: "2099-02-01" }), {
      "GET /api/session": () => json(200, sessionUser({ userType: "sub", privileges: ["deleteInvoice"] })),
    });
    await openHistory();
    await heading("INV-000042");

    expect(await screen.findByRole("button", { name: "Delete" })).toBeVisible();
    expect(screen.queryByRole("button", { name: "Edit" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Stop recurrence" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Send" })).not.toBeInTheDocument();
  });

  it("offers a sub-user with the Send link permission only sending", async () => {
    stubInvoice(base, {
      "GET /api/session": () => json(200, sessionUser({ userType: "sub", privileges: ["sendLink"] })),
    });
    await openHistory();
    await heading("INV-000042");

    expect(
      actions()
        .getAllByRole("button")
        .map((button) => button.textContent),
    ).toEqual(["Send"]);
  });

  it("edits the amount with a PUT of the whole invoice, the rest unchanged", async () => {
    // A link within the one-year limit of whenever the test runs.
    const live = { ...base, linkExpirationDate: addDays(calendarDateOf(new Date()), 30) };
    const { requests, state } = stubInvoice(live, {
      [`PUT /api/booking/invoice/${live.id}`]: async (request) => {
        const body = (await request.clone().json()) as { amount: string };
        state.current = { ...state.current, amount: Number(body.amount) };
        return json(200, state.current);
      },
    });
    const { user } = await openHistory();
    await heading("INV-000042");

    await user.click(screen.getByRole("button", { name: "Edit" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit invoice INV-000042" });
    const amount = within(dialog).getByRole("textbox", { name: "Amount" });
    expect(amount).toHaveValue("25.50");
    await user.clear(amount);
    await user.type(amount, "30");
    await user.click(within(dialog).getByRole("button", { name: "Save changes" }));

    expect(await screen.findByText("The invoice has been updated.")).toBeVisible();
    const [put] = sent(requests, "PUT", `/api/booking/invoice/${live.id}`);
    expect(await put!.json()).toEqual({
      amount: "30",
      currency: "AZN",
      fullName: "Aysel Mammadova",
      phone: "+994501112233",
      email: "aysel@example.az",
      description: "Two nights, sea view",
      linkExpirationDate: live.linkExpirationDate,
      dueDate: "2099-06-15",
      bookingId: "BK-2026-118",
      checkInDate: "2099-07-01",
      category: "tourism",
      preAuth: false,
      installment: null,
      recurrence: "none",
      scheduledPaymentDate: null,
    });
    expect(await screen.findByText("30.00 AZN", { selector: "p" })).toBeVisible();
  });

  it("refuses an amount over the limit without sending it", async () => {
    const { requests } = stubInvoice(base);
    const { user } = await openHistory();
    await heading("INV-000042");

    await user.click(screen.getByRole("button", { name: "Edit" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit invoice INV-000042" });
    const amount = within(dialog).getByRole("textbox", { name: "Amount" });
    await user.clear(amount);
    await user.type(amount, "40000");
    await user.click(within(dialog).getByRole("button", { name: "Save changes" }));

    expect(await within(dialog).findByText("Invoice amount must be less than 40 000.")).toBeVisible();
    expect(sent(requests, "PUT", `/api/booking/invoice/${base.id}`)).toHaveLength(0);
  });

  it("stops a running recurrence after asking, and offers it no more", async () => {
    const recurring = invoiceOf({ status: "paid", recurrence: "weekly", scheduledPaymentDate: "2099-05-21" });
    const { requests, state } = stubInvoice(recurring, {
      [`POST /api/invoices/${base.id}/stop-recurrence`]: () => {
        state.current = { ...state.current, recurrenceStopped: true, scheduledPaymentDate: null };
        return json(200, state.current);
      },
    });
    const { user } = await openHistory();
    await heading("INV-000042");

    await user.click(screen.getByRole("button", { name: "Stop recurrence" }));
    const dialog = await screen.findByRole("dialog", { name: "Stop the recurrence?" });
    await user.click(within(dialog).getByRole("button", { name: "Stop recurrence" }));

    expect(await screen.findByText("The recurrence has been stopped.")).toBeVisible();
    expect(sent(requests, "POST", `/api/invoices/${base.id}/stop-recurrence`)).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole("button", { name: "Stop recurrence" })).not.toBeInTheDocument());
    expect(section("Payment").getByText("Stopped")).toBeVisible();
  });

  it("says so for an invoice that is not the account's, with a way back to the list", async () => {
    stubFetch({ "GET /api/session": () => json(200, sessionUser()) });
    await openHistory("/billing/history/5f0c2a1e-8b7d-4c6e-9a3f-000000000000");

    expect(await heading("Invoice not found")).toBeVisible();
    expect(screen.getByRole("link", { name: "All invoices" })).toHaveAttribute("href", "/billing/invoices");
  });
});

describe("invoice history: sending the link and its QR code", { timeout: 60000 }, () => {
  beforeEach(() => {
    // jsdom has no object URLs; the QR code needs them.
    URL.createObjectURL = vi.fn(() => "blob:invoice-qr");
    URL.revokeObjectURL = vi.fn();
  });
  afterEach(() => vi.restoreAllMocks());

  it("sends the link from the invoice's screen as after creating it, and offers to resend it then", async () => {
    const { requests, state } = stubInvoice(base, {
      "POST /api/bookings/send-invoice": () => {
        state.current = { ...state.current, sentBySms: true };
        return json(200, { sms: base.phone, email: null });
      },
      [`GET /api/invoices/${base.id}/qr`]: png,
    });
    const { user } = await openHistory();
    await heading("INV-000042");

    await user.click(actions().getByRole("button", { name: "Send" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Send invoice INV-000042" }));
    await user.click(dialog.getByRole("button", { name: "Send" }));
    expect(await dialog.findByText("Choose SMS, e-mail or both.")).toBeVisible();
    expect(sent(requests, "POST", "/api/bookings/send-invoice")).toHaveLength(0);

    await user.click(dialog.getByRole("checkbox", { name: "SMS to +994501112233" }));
    await user.click(dialog.getByRole("button", { name: "Send" }));

    expect(await dialog.findByText("Sent by SMS to +994501112233.")).toBeVisible();
    const [post] = sent(requests, "POST", "/api/bookings/send-invoice");
    expect(await post!.json()).toEqual({ invoiceId: base.id, sms: true, email: false });
    expect(dialog.getByRole("button", { name: "Resend" })).toBeVisible();
    await user.click(dialog.getByRole("button", { name: "Close" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    // The invoice, fetched again, knows it went out.
    expect(actions().getByRole("button", { name: "Resend" })).toBeVisible();
  });

  it("resends by the channels it went by before", async () => {
    stubInvoice(invoiceOf({ sentBySms: true, sentByEmail: true }), { [`GET /api/invoices/${base.id}/qr`]: png });
    const { user } = await openHistory();
    await heading("INV-000042");

    await user.click(actions().getByRole("button", { name: "Resend" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Send invoice INV-000042" }));
    expect(dialog.getByRole("checkbox", { name: "SMS to +994501112233" })).toBeChecked();
    expect(dialog.getByRole("checkbox", { name: "E-mail to aysel@example.az" })).toBeChecked();
    expect(dialog.getByRole("button", { name: "Resend" })).toBeVisible();
  });

  it("says when the link can be sent again once the server refuses more sends for now", async () => {
    stubInvoice(base, {
      "POST /api/bookings/send-invoice": () =>
        json(429, {
          code: "RATE_LIMITED",
          message: "This invoice was sent too often. Try again later.",
          retryAfter: 1800,
        }),
      [`GET /api/invoices/${base.id}/qr`]: png,
    });
    const { user } = await openHistory();
    await heading("INV-000042");

    await user.click(actions().getByRole("button", { name: "Send" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Send invoice INV-000042" }));
    await user.click(dialog.getByRole("checkbox", { name: "SMS to +994501112233" }));
    const inHalfAnHour = () => formatDateTime(Date.now() + 1800_000, "en", "Asia/Baku", { timeStyle: "short" });
    const before = inHalfAnHour();
    await user.click(dialog.getByRole("button", { name: "Send" }));

    const message = await dialog.findByText(
      /^Too many messages were sent in the last hour\. You can send this invoice again at /,
    );
    // The minute may turn between the click and this line.
    expect(
      [before, inHalfAnHour()].map(
        (time) =>
          `Too many messages were sent in the last hour. You can send this invoice again at ${time} (Baku, GMT+4).`,
      ),
    ).toContain(message.textContent);
  });

  it("shows the QR code of its payment link, to download", async () => {
    stubInvoice(base, { [`GET /api/invoices/${base.id}/qr`]: png });
    await openHistory();
    await heading("INV-000042");

    const qr = section("QR code");
    expect(await qr.findByRole("img", { name: "QR code of the payment link of invoice INV-000042" })).toHaveAttribute(
      "src",
      "blob:invoice-qr",
    );
    expect(qr.getByRole("button", { name: "Download QR code" })).toBeEnabled();
  });
});

describe("invoice history on a phone (390 px)", { timeout: 60000 }, () => {
  beforeEach(() => {
    // A window 390 px wide: every max-width query from 390 up matches, every min-width one above it does not.
    vi.stubGlobal(
      "matchMedia",
      vi.fn((query: string) => {
        const max = /max-width:\s*([\d.]+)px/.exec(query);
        const min = /min-width:\s*([\d.]+)px/.exec(query);
        return {
          matches: (!max || 390 <= Number(max[1])) && (!min || 390 >= Number(min[1])),
          media: query,
          addEventListener: () => {},
          removeEventListener: () => {},
          addListener: () => {},
          removeListener: () => {},
        };
      }),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it("folds the payment attempts into cards that show every column", async () => {
    const attempt = transaction({
      status: "declined",
      responseCode: "insufficientFunds",
      responseDescription: "Insufficient funds",
    });
    stubInvoice(base, {}, { transactions: [attempt] });
    await openHistory();
    await heading("INV-000042");

    const attempts = section("Payment attempts");
    const cards = await attempts.findByRole("list", { name: "Payment attempts" });
    expect(attempts.queryByRole("table")).not.toBeInTheDocument();
    const [card] = within(cards)
      .getAllByRole("listitem")
      .map((item) => within(item));
    expect(card!.getByRole("link", { name: at(attempt.createdAt) })).toHaveAttribute(
      "href",
      `/billing/operations/${attempt.id}`,
    );
    expect(card!.getByText("Declined")).toBeVisible();
    expect(card!.getByText("416973******1234")).toBeVisible();
    expect(card!.getByText("25.50 AZN")).toBeVisible();
    expect(card!.getByText("Insufficient funds")).toBeVisible();
  });
});
