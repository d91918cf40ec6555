import { addDays, type Application, type Invoice, LINK_LIFETIME_MAX_DAYS } from "@portal/contracts";
import { configure, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from "vitest";
import { setRuntimeConfig } from "@/config/runtime-config";
import { todayIsoDate } from "@/lib/date-presets";
import { json, stubFetch } from "@/testing/fetch-stub";
import { renderRoute } from "@/testing/render-route";
import { emiratesConfig } from "@/testing/runtime-config";
import { sessionUser } from "@/testing/session-user";

type User = ReturnType<typeof userEvent.setup>;
type Handlers = Parameters<typeof stubFetch>[0];

const cornerShopId = "3f2b8c1e-5d4a-4c7b-9e6f-1a2b3c4d5e6f";
const invoiceId = "9b1d2c3e-4f5a-4b6c-8d7e-0f1a2b3c4d5e";

function application(overrides: Partial<Application>): Application {
  return {
    id: cornerShopId,
    configId: "7a1c2d3e-4f5a-4b6c-8d7e-9f0a1b2c3d4e",
    accountType: "business",
    appName: "Corner Shop",
    appUrl: "https://corner.example.az",
    appInfo: "Groceries",
    category: "eCommerce",
    merchantId: "M-1",
    status: "live",
    contractStatus: "signed",
    logoUrl: null,
    hasSecretKey: true,
    companyId: null,
    createdAt: "2026-01-10T09:00:00.000Z",
    ...overrides,
  };
}

const cornerShop = application({});
const teaHouse = application({ id: "5c6d7e8f-9a0b-4c1d-8e2f-3a4b5c6d7e8f", appName: "Tea House" });
const notLive = [
  application({ id: "1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d", appName: "Draft Shop", status: "draft" }),
  application({ id: "2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6e", appName: "Review Shop", status: "inReview" }),
  application({ id: "4d5e6f7a-8b9c-4d0e-8f1a-2b3c4d5e6f7a", appName: "Closed Shop", status: "disabled" }),
];

const today = todayIsoDate();
const inTenDays = addDays(today, 10);
const paymentUrl = "https://pay.example.az/i/INV-000042";

/** What the server answers a create with: the body it got, completed. */
function createdInvoice(body: Record<string, unknown>): Invoice {
  return {
    id: invoiceId,
    invoiceCode: "INV-000042",
    bookingId: String(body.bookingId),
    appId: String(body.appId),
    appName: "Corner Shop",
    amount: Number(body.amount),
    currency: body.currency as Invoice["currency"],
    fullName: String(body.fullName),
    phone: String(body.phone),
    email: (body.email as string | null) ?? null,
    description: String(body.description),
    linkExpirationDate: String(body.linkExpirationDate),
    dueDate: null,
    category: null,
    preAuth: false,
    installment: null,
    recurrence: "none",
    scheduledPaymentDate: null,
    recurrenceStopped: false,
    checkInDate: null,
    status: "created",
    source: "link",
    optionalCode: null,
    paymentUrl,
    createdBy: "Demo Merchant",
    completedBy: null,
    createdAt: "2026-03-01T10:00:00.000Z",
    expireDate: `${String(body.linkExpirationDate)}T23:59:59.000Z`,
    lastModifiedBy: null,
    lastModifiedAt: null,
    paidAmount: 0,
    refundedAmount: 0,
    sentBySms: false,
    sentByEmail: false,
  };
}

const png = () =>
  new Response(new Uint8Array([137, 80, 78, 71]), { status: 200, headers: { "Content-Type": "image/png" } });

// jsdom has no object URLs; the QR code needs them.
beforeEach(() => {
  localStorage.setItem("accessToken", "token-1");
  URL.createObjectURL = vi.fn(() => "blob:invoice-qr");
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => vi.restoreAllMocks());

// The whole form is filled field by field; slower than one small form, more so on a busy machine.
const flow = { timeout: 60_000 };
configure({ asyncUtilTimeout: 5_000 });

async function openCreate(handlers: Handlers = {}, applications: Application[] = [cornerShop, ...notLive]) {
  const requests = stubFetch({
    "GET /api/session": () => json(200, sessionUser()),
    "GET /api/apps": () => json(200, applications),
    "GET /api/invoices/form-defaults": () => json(200, { lastLink: null }),
    "POST /api/bookings": async (request) =>
      json(201, createdInvoice((await request.clone().json()) as Record<string, unknown>)),
    [`GET /api/invoices/${invoiceId}/qr`]: png,
    ...handlers,
  });
  renderRoute("/billing/create-an-invoice");
  // The screen loads on demand; the first test also compiles it.
  expect(
    await screen.findByRole("heading", { level: 1, name: "Create an invoice" }, { timeout: 15_000 }),
  ).toBeVisible();
  return { requests, user: userEvent.setup({ delay: null }) };
}

const sent = (requests: Request[], method: string, path: string) =>
  requests.filter((request) => request.method === method && new URL(request.url).pathname === path);

/** Pastes into a field: as fast as typing is slow. */
async function fill(user: User, label: RegExp, value: string) {
  await user.click(await screen.findByLabelText(label));
  await user.paste(value);
}

/**
 * Types a date into an MUI X date field as a keyboard user does: into its Day section,
 * then on through month and year (the English interface writes DD/MM/YYYY). The field is
 * a group of spinbuttons named by its label, not a text box.
 */
async function typeDate(user: User, label: string, isoDate: string) {
  const [year, month, day] = isoDate.split("-");
  // A submit that failed focuses its first wrong field, then again on a timer (react-hook-form):
  // let that happen first, as it does before any person clicks, or it takes the focus from the Day section.
  await new Promise((resolve) => setTimeout(resolve));
  const field = screen.getByRole("group", { name: label });
  await user.click(within(field).getByRole("spinbutton", { name: "Day" }));
  await user.keyboard(`${day}${month}${year}`);
}

/** Fills every required field; the link date the form starts with is kept when `linkDate` is false. */
async function fillRequired(user: User, amount = "150.50", { linkDate = true } = {}) {
  await fill(user, /^Amount/, amount);
  await fill(user, /^Booking ID/, "BK-1042");
  await fill(user, /^Description/, "Two nights, sea view");
  await fill(user, /^Customer full name/, "Aysel Məmmədova");
  await fill(user, /^Phone/, "+994501234567");
  if (linkDate) await typeDate(user, "Link expiration date", inTenDays);
}

const submit = (user: User) => user.click(screen.getByRole("button", { name: "Create invoice" }));

describe("create an invoice: applications", flow, () => {
  it("offers only live applications", async () => {
    await openCreate({}, [cornerShop, teaHouse, ...notLive]);

    const select = await screen.findByRole("combobox", { name: /Application/ });
    const offered = within(select)
      .getAllByRole("option")
      .map((option) => option.textContent);
    expect(offered).toEqual(["Choose…", "Corner Shop", "Tea House"]);
    expect(select).toHaveValue("");
  });

  it("chooses the one live application by itself", async () => {
    await openCreate();
    expect(await screen.findByRole("combobox", { name: /Application/ })).toHaveValue(cornerShopId);
  });

  it("starts the link a week from today, for the merchant to change", async () => {
    const { user, requests } = await openCreate();
    await fillRequired(user, "150.50", { linkDate: false });
    await submit(user);

    await screen.findByRole("heading", { level: 2, name: "Invoice INV-000042 has been created" });
    const [post] = sent(requests, "POST", "/api/bookings");
    expect(await post?.json()).toMatchObject({ appId: cornerShopId, linkExpirationDate: addDays(today, 7) });
  });

  it("starts the link as long as the merchant's last one lived, counted from the day it was made", async () => {
    // Made three days ago (noon, this browser's time) with a link that lived 14 days.
    const madeOn = addDays(today, -3);
    const createdAt = new Date(`${madeOn}T12:00:00`).toISOString();
    const { user, requests } = await openCreate({
      "GET /api/invoices/form-defaults": () =>
        json(200, { lastLink: { createdAt, linkExpirationDate: addDays(madeOn, 14) } }),
    });
    await fillRequired(user, "150.50", { linkDate: false });
    await submit(user);

    await screen.findByRole("heading", { level: 2, name: "Invoice INV-000042 has been created" });
    const [post] = sent(requests, "POST", "/api/bookings");
    expect(await post?.json()).toMatchObject({ linkExpirationDate: addDays(today, 14) });
  });

  it("still opens the form, with a week, when the last lifetime cannot be read", async () => {
    const { user, requests } = await openCreate({
      "GET /api/invoices/form-defaults": () => json(503, { code: "UNAVAILABLE", message: "Down." }),
    });
    await fillRequired(user, "150.50", { linkDate: false });
    await submit(user);

    await screen.findByRole("heading", { level: 2, name: "Invoice INV-000042 has been created" });
    const [post] = sent(requests, "POST", "/api/bookings");
    expect(await post?.json()).toMatchObject({ linkExpirationDate: addDays(today, 7) });
  });

  it("explains that an application must be live first when none is", async () => {
    await openCreate({}, notLive);

    expect(await screen.findByRole("heading", { level: 2, name: "No live application yet" })).toBeVisible();
    expect(screen.getByRole("link", { name: "Go to applications" })).toHaveAttribute("href", "/applications");
    expect(screen.queryByRole("button", { name: "Create invoice" })).not.toBeInTheDocument();
  });
});

describe("create an invoice: validation", flow, () => {
  it("refuses an amount that is empty, 0, below 1 or negative, 40 000 or more, with three decimals or not a number", async () => {
    const { user, requests } = await openCreate();
    const amount = screen.getByLabelText(/^Amount/);
    for (const [value, message] of [
      ["", "Amount is required"],
      ["0", "Amount cannot be 0."],
      ["0.5", "Amount must be at least 1."],
      ["-5", "Amount must be at least 1."],
      ["40000", "Invoice amount must be less than 40 000."],
      ["1.005", "Amount can have at most two decimal places."],
      ["abc", "Amount must be a number."],
    ] as const) {
      await user.clear(amount);
      if (value) await user.paste(value);
      await submit(user);
      expect(await screen.findByText(message), value).toBeVisible();
      expect(amount).toHaveAttribute("aria-invalid", "true");
    }
    expect(sent(requests, "POST", "/api/bookings")).toHaveLength(0);
  });

  it("names every required field that is empty", async () => {
    const { user } = await openCreate({}, [cornerShop, teaHouse]);
    // The link date starts filled in (a week): emptied, it is required.
    await user.click(
      within(screen.getByRole("group", { name: "Link expiration date" })).getByRole("spinbutton", { name: "Day" }),
    );
    await user.keyboard("{Control>}a{/Control}{Backspace}");
    await submit(user);

    for (const message of [
      "Application is required",
      "Booking ID is required",
      "Description is required",
      "Customer full name is required",
      "Phone is required",
      "Link expiration date is required",
    ]) {
      expect(await screen.findByText(message)).toBeVisible();
    }
  });

  it("refuses a link that expires today, and a wrong phone or e-mail", async () => {
    const { user, requests } = await openCreate();
    await fillRequired(user);
    await typeDate(user, "Link expiration date", today);
    await user.clear(screen.getByLabelText(/^Phone/));
    await fill(user, /^Phone/, "0501234567");
    await fill(user, /^E-mail/, "aysel@");
    await submit(user);

    expect(await screen.findByText("Link expiration date must be after today.")).toBeVisible();
    expect(screen.getByText("Invalid phone number.")).toBeVisible();
    expect(screen.getByText("Invalid email address.")).toBeVisible();
    expect(sent(requests, "POST", "/api/bookings")).toHaveLength(0);
  });

  it("refuses a link that lives more than a year, and takes one that lives exactly a year", async () => {
    const { user, requests } = await openCreate();
    await fillRequired(user);
    await typeDate(user, "Link expiration date", addDays(today, LINK_LIFETIME_MAX_DAYS + 1));
    await submit(user);

    expect(await screen.findByText("A payment link can be valid for at most one year.")).toBeVisible();
    expect(screen.getByRole("group", { name: "Link expiration date" })).toHaveAccessibleDescription(
      "A payment link can be valid for at most one year.",
    );
    expect(sent(requests, "POST", "/api/bookings")).toHaveLength(0);

    await typeDate(user, "Link expiration date", addDays(today, LINK_LIFETIME_MAX_DAYS));
    await submit(user);
    await screen.findByRole("heading", { level: 2, name: "Invoice INV-000042 has been created" });
    const [post] = sent(requests, "POST", "/api/bookings");
    expect(await post?.json()).toMatchObject({ linkExpirationDate: addDays(today, LINK_LIFETIME_MAX_DAYS) });
  });

  it("needs a scheduled payment date after today for a recurring invoice", async () => {
    const { user, requests } = await openCreate();
    await fillRequired(user);
    await user.selectOptions(screen.getByRole("combobox", { name: "Recurrence" }), "Monthly");
    await submit(user);

    expect(await screen.findByText("Scheduled payment date is required")).toBeVisible();

    await typeDate(user, "Scheduled payment date", today);
    await submit(user);
    expect(await screen.findByText("The scheduled payment date must be after today.")).toBeVisible();
    expect(sent(requests, "POST", "/api/bookings")).toHaveLength(0);
  });

  it("needs the card and the period once installments are allowed", async () => {
    const { user } = await openCreate();
    await fillRequired(user);
    await user.click(screen.getByRole("switch", { name: "Allow installments" }));
    await submit(user);

    expect(await screen.findByText("Installment card is required")).toBeVisible();
    // Not "Period is required" yet: the shared schema's union of periods reports its first branch's message.
    expect(screen.getByRole("combobox", { name: /Period/ })).toHaveAttribute("aria-invalid", "true");
  });
});

describe("create an invoice: creating", flow, () => {
  it("posts the invoice as entered, in AZN by default, and shows its link and the send block", async () => {
    const { user, requests } = await openCreate();
    expect(screen.getByRole("combobox", { name: /Currency/ })).toHaveValue("AZN");
    await fillRequired(user);
    await submit(user);

    expect(await screen.findByRole("heading", { level: 2, name: "Invoice INV-000042 has been created" })).toHaveFocus();
    const [post] = sent(requests, "POST", "/api/bookings");
    expect(await post?.json()).toEqual({
      appId: cornerShopId,
      amount: "150.50",
      currency: "AZN",
      fullName: "Aysel Məmmədova",
      phone: "+994501234567",
      email: null,
      description: "Two nights, sea view",
      linkExpirationDate: inTenDays,
      dueDate: null,
      category: null,
      bookingId: "BK-1042",
      preAuth: false,
      installment: null,
      recurrence: "none",
      scheduledPaymentDate: null,
      checkInDate: null,
    });

    expect(screen.getByLabelText("Link")).toHaveValue(paymentUrl);
    expect(
      await screen.findByRole("img", { name: "QR code of the payment link of invoice INV-000042" }),
    ).toHaveAttribute("src", "blob:invoice-qr");
    expect(screen.getByRole("button", { name: "Download QR code" })).toBeEnabled();
    expect(screen.getByRole("checkbox", { name: "SMS to +994501234567" })).not.toBeChecked();
    expect(screen.getByRole("checkbox", { name: "E-mail (the invoice has no e-mail address)" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Send" })).toBeEnabled();
    expect(screen.getByRole("link", { name: "View invoice" })).toHaveAttribute("href", `/billing/history/${invoiceId}`);
  });

  it("sends the options chosen", async () => {
    const { user, requests } = await openCreate();
    await fillRequired(user, "39999.99");
    await user.selectOptions(screen.getByRole("combobox", { name: /Currency/ }), "USD");
    await fill(user, /^E-mail/, "Aysel@Example.az");
    await typeDate(user, "Due date", addDays(today, 5));
    await typeDate(user, "Check-in date", addDays(today, 20));
    await user.selectOptions(screen.getByRole("combobox", { name: "Category" }), "Tourism");
    await user.click(screen.getByRole("switch", { name: "Pre-authorisation only" }));
    await user.click(screen.getByRole("switch", { name: "Allow installments" }));
    await user.selectOptions(screen.getByRole("combobox", { name: /Installment card/ }), "TamKart");
    await user.selectOptions(screen.getByRole("combobox", { name: /Period/ }), "90 days");
    await user.selectOptions(screen.getByRole("combobox", { name: "Recurrence" }), "Weekly");
    await typeDate(user, "Scheduled payment date", addDays(today, 7));
    await submit(user);

    await screen.findByRole("heading", { level: 2, name: "Invoice INV-000042 has been created" });
    const [post] = sent(requests, "POST", "/api/bookings");
    expect(await post?.json()).toMatchObject({
      amount: "39999.99",
      currency: "USD",
      email: "aysel@example.az",
      dueDate: addDays(today, 5),
      checkInDate: addDays(today, 20),
      category: "tourism",
      preAuth: true,
      installment: { cardType: "tamKart", period: 90 },
      recurrence: "weekly",
      scheduledPaymentDate: addDays(today, 7),
    });
  });

  it("bills in the region's currency in the Emirates variant", async () => {
    setRuntimeConfig(emiratesConfig);
    const { user, requests } = await openCreate();
    expect(screen.getByRole("combobox", { name: /Currency/ })).toHaveValue("AED");
    await fillRequired(user);
    await submit(user);

    await screen.findByRole("heading", { level: 2, name: "Invoice INV-000042 has been created" });
    const [post] = sent(requests, "POST", "/api/bookings");
    expect(await post?.json()).toMatchObject({ currency: "AED" });
  });

  it("puts the server's field errors under their fields and keeps what was typed", async () => {
    const { user } = await openCreate({
      "POST /api/bookings": () =>
        json(400, {
          code: "VALIDATION_ERROR",
          message: "Invalid.",
          fields: { phone: "validation.phone", bookingId: "validation.tooLong" },
        }),
    });
    await fillRequired(user);
    await submit(user);

    expect(await screen.findByText("Invalid phone number.")).toBeVisible();
    expect(screen.getByLabelText(/^Phone/)).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByLabelText(/^Phone/)).toHaveAccessibleDescription("Invalid phone number.");
    expect(screen.getByText("Booking ID is too long.")).toBeVisible();
    expect(screen.getByLabelText(/^Amount/)).toHaveValue("150.50");
    expect(screen.getByLabelText(/^Customer full name/)).toHaveValue("Aysel Məmmədova");
  });

  it("shows any other failure above the button and keeps what was typed", async () => {
    const { user } = await openCreate({
      "POST /api/bookings": () => json(503, { code: "UNAVAILABLE", message: "Down for maintenance." }),
    });
    await fillRequired(user);
    await submit(user);

    expect(await screen.findByRole("alert")).toHaveTextContent(
      "The service is temporarily unavailable. Please try again later.",
    );
    expect(screen.getByLabelText(/^Amount/)).toHaveValue("150.50");
    expect(screen.getByLabelText(/^Booking ID/)).toHaveValue("BK-1042");
    expect(screen.getByRole("button", { name: "Create invoice" })).toBeEnabled();
  });
});

describe("create an invoice: after creating", flow, () => {
  async function createOne(handlers: Handlers = {}, email = "") {
    const opened = await openCreate(handlers);
    await fillRequired(opened.user);
    if (email) await fill(opened.user, /^E-mail/, email);
    await submit(opened.user);
    await screen.findByRole("heading", { level: 2, name: "Invoice INV-000042 has been created" });
    return opened;
  }

  it("copies the link and says so", async () => {
    const { user } = await createOne();
    await user.click(screen.getByRole("button", { name: "Copy" }));

    expect(await screen.findByRole("status")).toHaveTextContent("Copied");
    await expect(navigator.clipboard.readText()).resolves.toBe(paymentUrl);
  });

  it("offers no Share where the browser cannot share", async () => {
    await createOne();
    expect(screen.getByRole("button", { name: "Copy" })).toBeVisible();
    expect(screen.queryByRole("button", { name: "Share" })).not.toBeInTheDocument();
  });

  it("shares the link through the system's share sheet", async () => {
    const share = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, "share", { value: share, configurable: true });
    onTestFinished(() => {
      Reflect.deleteProperty(navigator, "share");
    });
    const { user } = await createOne();
    await user.click(screen.getByRole("button", { name: "Share" }));

    expect(share).toHaveBeenCalledWith({ title: "Invoice INV-000042", url: paymentUrl });
  });

  it("sends the link by SMS and tells where it went", async () => {
    const { user, requests } = await createOne({
      "POST /api/bookings/send-invoice": () => json(200, { sms: "+994501234567", email: null }),
    });

    await user.click(screen.getByRole("button", { name: "Send" }));
    expect(await screen.findByText("Choose SMS, e-mail or both.")).toBeVisible();
    expect(sent(requests, "POST", "/api/bookings/send-invoice")).toHaveLength(0);

    await user.click(screen.getByRole("checkbox", { name: "SMS to +994501234567" }));
    await user.click(screen.getByRole("button", { name: "Send" }));

    expect(await screen.findByText("Sent by SMS to +994501234567.")).toBeVisible();
    const [post] = sent(requests, "POST", "/api/bookings/send-invoice");
    expect(await post?.json()).toEqual({ invoiceId, sms: true, email: false });
    expect(screen.getByRole("button", { name: "Resend" })).toBeVisible();
  });

  it("offers the e-mail the invoice has", async () => {
    const { user, requests } = await createOne(
      { "POST /api/bookings/send-invoice": () => json(200, { sms: null, email: "aysel@example.az" }) },
      "aysel@example.az",
    );
    await user.click(screen.getByRole("checkbox", { name: "E-mail to aysel@example.az" }));
    await user.click(screen.getByRole("button", { name: "Send" }));

    expect(await screen.findByText("Sent by e-mail to aysel@example.az.")).toBeVisible();
    const [post] = sent(requests, "POST", "/api/bookings/send-invoice");
    expect(await post?.json()).toEqual({ invoiceId, sms: false, email: true });
  });

  it("shows why sending failed", async () => {
    const { user } = await createOne({
      "POST /api/bookings/send-invoice": () => json(503, { code: "UNAVAILABLE", message: "Down." }),
    });
    await user.click(screen.getByRole("checkbox", { name: "SMS to +994501234567" }));
    await user.click(screen.getByRole("button", { name: "Send" }));

    expect(await screen.findByText("The service is temporarily unavailable. Please try again later.")).toBeVisible();
  });

  it("starts an empty form for another invoice", async () => {
    const { user } = await createOne();
    await user.click(screen.getByRole("button", { name: "Create another invoice" }));

    const application = await screen.findByRole("combobox", { name: /Application/ });
    await waitFor(() => expect(application).toHaveFocus());
    expect(application).toHaveValue(cornerShopId);
    expect(screen.getByLabelText(/^Amount/)).toHaveValue("");
    expect(screen.getByLabelText(/^Customer full name/)).toHaveValue("");
  });
});

describe("create an invoice: who may (SPEC §6)", flow, () => {
  const subUser = (privileges: string[]) => ({
    "GET /api/session": () => json(200, sessionUser({ userType: "sub", privileges })),
  });

  it("tells a sub-user without Create link that the page is not theirs, and asks the server for nothing on it", async () => {
    const { requests } = await openCreate(subUser(["sendLink", "editInvoice"]));

    expect(await screen.findByRole("heading", { level: 2, name: "You don't have access to this page" })).toBeVisible();
    expect(
      screen.getByText("Your account's main user decides what you can do here; ask them if you need it."),
    ).toBeVisible();
    expect(screen.getByRole("link", { name: "Go to the dashboard" })).toHaveAttribute("href", "/");
    expect(screen.queryByRole("combobox", { name: /Application/ })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Create invoice" })).not.toBeInTheDocument();
    expect(sent(requests, "GET", "/api/apps")).toHaveLength(0);
  });

  it("gives the form to a sub-user with Create link, without the send block unless they hold Send link", async () => {
    const { user, requests } = await openCreate(subUser(["createLink"]));
    expect(await screen.findByRole("combobox", { name: /Application/ })).toHaveValue(cornerShopId);
    expect(screen.queryByRole("heading", { name: "You don't have access to this page" })).not.toBeInTheDocument();
    await fillRequired(user);
    await submit(user);

    expect(await screen.findByRole("heading", { level: 2, name: "Invoice INV-000042 has been created" })).toBeVisible();
    expect(sent(requests, "POST", "/api/bookings")).toHaveLength(1);
    expect(screen.getByLabelText("Link")).toHaveValue(paymentUrl);
    expect(screen.queryByRole("heading", { name: "Send to the customer" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Send" })).not.toBeInTheDocument();
  });

  it("offers the send block to a sub-user with Create link and Send link", async () => {
    const { user } = await openCreate(subUser(["createLink", "sendLink"]));
    await fillRequired(user);
    await submit(user);

    expect(await screen.findByRole("heading", { level: 3, name: "Send to the customer" })).toBeVisible();
    expect(screen.getByRole("button", { name: "Send" })).toBeEnabled();
  });
});
