import { merchantCategories } from "@portal/contracts";
import { cleanup, configure, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { json, stubFetch } from "@/testing/fetch-stub";
import { renderRoute } from "@/testing/render-route";
import { sessionUser } from "@/testing/session-user";

const demoUser = sessionUser();
const appId = "0b6f2c1e-8d4a-4c55-9a53-5a1f1f0f7a11";
const appConfigId = "6a0c3f6e-1b2d-4e8f-8a9b-0c1d2e3f4a5b";
const companyId = "2f6d7a8b-9c0d-4e1f-a2b3-c4d5e6f7a8b9";
const created = { status: "created", appId, appConfigId, companyId };
const company = {
  id: companyId,
  companyName: "Xəzər Ticarət MMC",
  companyWebsite: "https://xezer.example.az",
  address: "Bakı, Nizami küç. 10",
  taxId: "1402345678",
  category: "eCommerce",
};

type Handlers = Parameters<typeof stubFetch>[0];

async function openConnect(handlers: Handlers = {}) {
  localStorage.setItem("accessToken", "token-1");
  const requests = stubFetch({
    "GET /api/session": () => json(200, demoUser),
    "GET /api/merchant-category": () =>
      json(
        200,
        merchantCategories.map((value) => ({ value, name: value })),
      ),
    "GET /api/companies": () => json(200, []),
    "GET /api/apps": () => json(200, []),
    ...handlers,
  });
  renderRoute("/connect");
  expect(await screen.findByRole("heading", { level: 1, name: "Connect" })).toBeVisible();
  // The page first asks the server whether a sole trader's onboarding stopped half-way.
  await waitFor(() => expect(screen.queryByRole("progressbar", { name: "Finding where you stopped" })).toBeNull());
  return { requests, user: userEvent.setup({ delay: null }) };
}

const stepTitle = (name: string) => screen.findByRole("heading", { level: 2, name });
const connectCalls = (requests: Request[]) =>
  requests.filter((r) => new URL(r.url).pathname === "/api/merchant-connect");
const cardCalls = (requests: Request[]) => requests.filter((r) => new URL(r.url).pathname === "/api/user/paymentCard");

/** The card as the card step sends it, and the code the account's phone gets for it. */
const card = { merchant: appId, cardNumber: "4169738812345670", expiry: "12/28", cardHolder: "AYSEL MAMMADOVA" };
const cardCode = "246810";
const cardCodeSent = { status: "otpSent", phoneHint: "+994 ** *** ** 67", resendIn: 60 };

/**
 * `POST api/user/paymentCard` as the server answers it: a code texted without `otp`, the
 * attached card with the right one, the tries left with a wrong one.
 */
function cardEndpoint(codeSent: object = cardCodeSent) {
  return async (request: Request) => {
    const body = (await request.clone().json()) as { otp?: string; cardHolder: string };
    if (!body.otp) return json(200, codeSent);
    if (body.otp !== cardCode) return json(422, { code: "OTP_INVALID", message: "Wrong code.", attemptsLeft: 4 });
    return json(201, {
      id: companyId,
      maskedPan: "416973******5670",
      brand: "visa",
      expiry: "12/28",
      cardHolder: body.cardHolder,
    });
  };
}

type User = ReturnType<typeof userEvent.setup>;

/** Pastes into a field: as fast as typing is slow, and how long codes usually arrive. */
// find*, not get*: after Next the step changes only once validation has run.
async function fill(user: User, label: string, value: string) {
  await user.click(await screen.findByLabelText(label));
  await user.paste(value);
}

async function fillAppInfo(user: User) {
  await user.type(await screen.findByLabelText("App name"), "Çay evi");
  await fill(user, "App URL", "https://cay.example.az");
  await fill(user, "About the app", "Tea and sweets, delivered in Baku.");
  await user.selectOptions(await screen.findByRole("combobox", { name: "Category" }), "Restaurant");
}

async function fillCompany(user: User) {
  await fill(user, "Company name", "Çay Evi MMC");
  await fill(user, "Address", "Bakı, Füzuli küç. 5");
  await fill(user, "Tax ID (VOEN)", "1700123456");
  await user.selectOptions(screen.getByRole("combobox", { name: "Category" }), "Restaurant");
}

async function fillBank(user: User, iban = "AZ21NABZ00000000137010001944") {
  await fill(user, "Bank name", "Kapital Bank");
  await fill(user, "Bank tax ID", "9900003611");
  await user.type(await screen.findByLabelText("IBAN"), iban);
  await fill(user, "Correspondent account", "AZ37NABZ01350100000000001944");
  await fill(user, "SWIFT code", "AIIBAZ2X");
  await fill(user, "Bank code", "200004");
}

const next = (user: User) => user.click(screen.getByRole("button", { name: "Next" }));

afterEach(() => sessionStorage.clear());

// Whole flows typed key by key: far longer than one screen's test, more so on a busy machine.
const flow = { timeout: 60_000 };
configure({ asyncUtilTimeout: 5_000 });

describe("connect: choosing the account type", flow, () => {
  it("asks for the e-mail confirmation before any step, since the server would refuse the last one", async () => {
    localStorage.setItem("accessToken", "token-1");
    stubFetch({ "GET /api/session": () => json(200, sessionUser({ emailVerified: false })) });
    renderRoute("/connect");
    expect(await screen.findByRole("heading", { level: 2, name: "Confirm your e-mail address first" })).toBeVisible();
    expect(screen.queryByRole("button", { name: /Business/ })).toBeNull();
  });

  it("offers a business and an individual account, each explained", async () => {
    const { user } = await openConnect();

    const business = screen.getByRole("button", { name: "Business" });
    expect(business).toHaveAccessibleDescription(/registered company/);
    expect(screen.getByRole("button", { name: "Individual" })).toHaveAccessibleDescription(/sole trader/);

    business.focus();
    await user.keyboard("{Enter}");
    expect(await stepTitle("App info")).toBeVisible();
    expect(screen.getByRole("listitem", { current: "step" })).toHaveTextContent("App info");
  });
});

describe("connect: who may (SPEC §6)", flow, () => {
  it("tells a sub-user without Add Application that connecting is not theirs, and asks the server for nothing on it", async () => {
    const { requests } = await openConnect({
      "GET /api/session": () => json(200, sessionUser({ userType: "sub", privileges: ["userApplication"] })),
    });

    expect(screen.getByRole("heading", { level: 2, name: "You don't have access to this page" })).toBeVisible();
    expect(screen.getByRole("link", { name: "Go to the dashboard" })).toHaveAttribute("href", "/");
    expect(screen.queryByRole("button", { name: "Business" })).toBeNull();
    const asked = requests.map((r) => new URL(r.url).pathname).filter((path) => path !== "/api/session");
    expect(asked).toEqual([]);
  });

  it("offers the account types to a sub-user with Add Application", async () => {
    await openConnect({
      "GET /api/session": () => json(200, sessionUser({ userType: "sub", privileges: ["addApplication"] })),
    });

    expect(screen.getByRole("button", { name: "Business" })).toBeVisible();
    expect(screen.queryByRole("heading", { name: "You don't have access to this page" })).toBeNull();
  });
});

describe("connect: a business", flow, () => {
  it("moves on only when the step is valid, and Back keeps what was typed", async () => {
    const { user, requests } = await openConnect();
    await user.click(screen.getByRole("button", { name: "Business" }));
    await stepTitle("App info");

    await next(user);
    expect(await screen.findByText("App name is required")).toBeVisible();
    expect(screen.getByText("App URL is required")).toBeVisible();
    expect(screen.getByText("About the app is required")).toBeVisible();
    expect(screen.getByText("Category is required")).toBeVisible();
    expect(screen.getByRole("heading", { level: 2, name: "App info" })).toBeVisible();

    await fillAppInfo(user);
    await user.clear(screen.getByLabelText("App URL"));
    await fill(user, "App URL", "not a url");
    await next(user);
    expect(await screen.findByText("Invalid URL.")).toBeVisible();
    await user.clear(screen.getByLabelText("App URL"));
    await fill(user, "App URL", "https://cay.example.az");
    await next(user);

    expect(await stepTitle("Company details")).toBeVisible();
    await user.type(await screen.findByLabelText("Company name"), "Çay Evi MMC");
    await user.click(screen.getByRole("button", { name: "Back" }));

    expect(await stepTitle("App info")).toHaveFocus();
    expect(screen.getByLabelText("App name")).toHaveValue("Çay evi");
    expect(screen.getByLabelText("App URL")).toHaveValue("https://cay.example.az");
    expect(screen.getByRole("combobox", { name: "Category" })).toHaveValue("restaurant");
    await next(user);
    expect(await screen.findByLabelText("Company name")).toHaveValue("Çay Evi MMC");
    expect(connectCalls(requests)).toHaveLength(0);
  });

  it("asks for the company's own category, as SPEC §5 requires, instead of taking the application's unseen", async () => {
    const { user } = await openConnect();
    await user.click(screen.getByRole("button", { name: "Business" }));
    await fillAppInfo(user);
    await next(user);
    await stepTitle("Company details");
    const category = screen.getByRole("combobox", { name: "Category" });
    expect(category).toHaveValue("");

    await fill(user, "Company name", "Çay Evi MMC");
    await fill(user, "Address", "Bakı, Füzuli küç. 5");
    await fill(user, "Tax ID (VOEN)", "1700123456");
    await next(user);
    expect(await screen.findByText("Category is required")).toBeVisible();
    expect(category).toHaveAccessibleDescription("Category is required");
    expect(screen.getByRole("heading", { level: 2, name: "Company details" })).toBeVisible();

    await user.selectOptions(category, "Education");
    await next(user);
    expect(await stepTitle("Bank details")).toBeVisible();
  });

  it("takes an IBAN typed in lower case and in groups, and sends it upper-cased and whole; a wrong one is still refused", async () => {
    const { user, requests } = await openConnect({ "POST /api/merchant-connect": () => json(201, created) });
    await user.click(screen.getByRole("button", { name: "Business" }));
    await fillAppInfo(user);
    await next(user);
    await fillCompany(user);
    await next(user);
    await stepTitle("Bank details");
    await fillBank(user, "az21 nabz 0000 0000 1370 1000 1945");
    await next(user);
    const iban = await screen.findByLabelText("IBAN");
    expect(await screen.findByText("Invalid IBAN.")).toBeVisible();
    expect(iban).toHaveValue("az21 nabz 0000 0000 1370 1000 1945");

    await user.clear(iban);
    await user.type(iban, "az21 nabz 0000 0000 1370 1000 1944");
    await next(user);
    expect(await stepTitle("Review & submit")).toBeVisible();
    expect(
      within(screen.getByRole("region", { name: "Bank details" })).getByText("AZ21NABZ00000000137010001944"),
    ).toBeVisible();
    await user.click(screen.getByRole("button", { name: "Submit" }));
    await screen.findByRole("heading", { level: 2, name: "Your application has been created" });
    const [sent] = connectCalls(requests);
    expect(((await sent?.json()) as { bankDetails: { iban: string } }).bankDetails.iban).toBe(
      "AZ21NABZ00000000137010001944",
    );
  });

  it("sends the company, its bank details and the app in one request, then links to the new application", async () => {
    const { user, requests } = await openConnect({ "POST /api/merchant-connect": () => json(201, created) });
    await user.click(screen.getByRole("button", { name: "Business" }));
    await fillAppInfo(user);
    await next(user);
    await stepTitle("Company details");
    await fillCompany(user);
    await fill(user, "Company website", "https://cayevi.example.az");
    await next(user);
    await stepTitle("Bank details");
    expect(screen.queryByRole("button", { name: "Skip" })).not.toBeInTheDocument();
    await fillBank(user);
    await next(user);

    expect(await stepTitle("Review & submit")).toBeVisible();
    const bankSection = screen.getByRole("region", { name: "Bank details" });
    expect(within(bankSection).getByText("AZ21NABZ00000000137010001944")).toBeVisible();
    await user.click(screen.getByRole("button", { name: "Submit" }));

    expect(await screen.findByRole("heading", { level: 2, name: "Your application has been created" })).toBeVisible();
    expect(screen.getByRole("link", { name: "Configure the application" })).toHaveAttribute(
      "href",
      `/applications/configure/${appId}/${appConfigId}`,
    );
    const [sent] = connectCalls(requests);
    expect(await sent?.json()).toEqual({
      accountType: "business",
      app: {
        appName: "Çay evi",
        appUrl: "https://cay.example.az",
        appInfo: "Tea and sweets, delivered in Baku.",
        category: "restaurant",
      },
      company: {
        companyName: "Çay Evi MMC",
        companyWebsite: "https://cayevi.example.az",
        address: "Bakı, Füzuli küç. 5",
        taxId: "1700123456",
        category: "restaurant",
      },
      bankDetails: {
        bankName: "Kapital Bank",
        bankTaxId: "9900003611",
        iban: "AZ21NABZ00000000137010001944",
        correspondentAccount: "AZ37NABZ01350100000000001944",
        swift: "AIIBAZ2X",
        code: "200004",
        postalCode: "",
        serviceUser: "",
      },
    });
    expect(sessionStorage.getItem("connectDraft")).toBeNull();
  });

  it("puts the server's field errors on the step that has the field", async () => {
    const { user, requests } = await openConnect({
      "POST /api/merchant-connect": () =>
        json(400, {
          code: "VALIDATION_ERROR",
          message: "Some fields are not valid.",
          fields: { "bankDetails.iban": "validation.iban" },
        }),
    });
    await user.click(screen.getByRole("button", { name: "Business" }));
    await fillAppInfo(user);
    await next(user);
    await fillCompany(user);
    await next(user);
    await fillBank(user);
    await next(user);
    await user.click(await screen.findByRole("button", { name: "Submit" }));

    expect(await stepTitle("Bank details")).toBeVisible();
    const iban = await screen.findByLabelText("IBAN");
    expect(iban).toHaveAccessibleDescription("Invalid IBAN.");
    expect(iban).toHaveAttribute("aria-invalid", "true");
    expect(iban).toHaveValue("AZ21NABZ00000000137010001944");
    expect(connectCalls(requests)).toHaveLength(1);
  });

  it("shows any other failure on the review step and keeps the form", async () => {
    const { user } = await openConnect({
      "POST /api/merchant-connect": () => json(503, { code: "UNAVAILABLE", message: "Down." }),
    });
    await user.click(screen.getByRole("button", { name: "Business" }));
    await fillAppInfo(user);
    await next(user);
    await fillCompany(user);
    await next(user);
    await fillBank(user);
    await next(user);
    await user.click(await screen.findByRole("button", { name: "Submit" }));

    expect(await screen.findByRole("alert")).toHaveTextContent(
      "The service is temporarily unavailable. Please try again later.",
    );
    expect(screen.getByRole("heading", { level: 2, name: "Review & submit" })).toBeVisible();
    expect(screen.getByText("Çay Evi MMC")).toBeVisible();
  });

  it("connects one of the account's companies, whose bank step may be skipped", async () => {
    const { user, requests } = await openConnect({
      "GET /api/companies": () => json(200, [company]),
      "POST /api/merchant-connect": () => json(201, created),
    });
    await user.click(screen.getByRole("button", { name: "Business" }));
    await fillAppInfo(user);
    await next(user);
    await stepTitle("Company details");
    await user.click(screen.getByRole("radio", { name: "Use one of my companies" }));
    await next(user);
    expect(await screen.findByText("Company is required")).toBeVisible();
    await user.selectOptions(screen.getByRole("combobox", { name: "Company" }), companyId);
    await next(user);

    await stepTitle("Bank details");
    await user.click(screen.getByRole("button", { name: "Skip" }));
    expect(await stepTitle("Review & submit")).toBeVisible();
    expect(screen.getByText("Skipped: the company's bank details on file are used.")).toBeVisible();
    await user.click(screen.getByRole("button", { name: "Submit" }));

    await screen.findByRole("heading", { level: 2, name: "Your application has been created" });
    expect(await connectCalls(requests)[0]?.json()).toEqual({
      accountType: "business",
      app: {
        appName: "Çay evi",
        appUrl: "https://cay.example.az",
        appInfo: "Tea and sweets, delivered in Baku.",
        category: "restaurant",
      },
      companyId,
    });
  });

  it("keeps the draft through a reload", async () => {
    const { user } = await openConnect();
    await user.click(screen.getByRole("button", { name: "Business" }));
    await fillAppInfo(user);
    await next(user);
    await stepTitle("Company details");
    await user.type(await screen.findByLabelText("Company name"), "Çay Evi");

    cleanup();
    await openConnect();

    expect(await screen.findByLabelText("Company name")).toHaveValue("Çay Evi");
    await user.click(screen.getByRole("button", { name: "Back" }));
    expect(await screen.findByLabelText("App name")).toHaveValue("Çay evi");
  });
});

describe("connect: an individual", flow, () => {
  it("confirms the phone with a code, attaches a card, and never stores the card or the code", async () => {
    const { user, requests } = await openConnect({
      "POST /api/merchant-connect": async (request) => {
        const body = (await request.clone().json()) as { otp?: string };
        if (!body.otp) return json(202, { status: "otpSent", phoneHint: "+994 ** *** ** 67", resendIn: 60 });
        return json(201, { ...created, companyId: null });
      },
      "POST /api/user/paymentCard": cardEndpoint(),
    });
    await user.click(screen.getByRole("button", { name: "Individual" }));
    expect(await stepTitle("Personal information")).toBeVisible();

    await next(user);
    expect(await screen.findByText("Full name is required")).toBeVisible();
    expect(screen.getByText("Invalid phone number.")).toBeVisible();
    // What review needs of the application is asked here: what is sold; a site only if there is one.
    expect(screen.getByText("What you sell is required")).toBeVisible();
    expect(screen.getByLabelText("Website or social media page")).not.toBeRequired();
    await fill(user, "Full name", "Aysel Məmmədova");
    await user.type(await screen.findByLabelText("FIN code"), "5ZK8R2P");
    await fill(user, "Address", "Bakı, Nizami küç. 10");
    await user.type(await screen.findByLabelText("Phone number"), "501234567");
    await fill(user, "What you sell", "Handmade carpets");
    await fill(user, "Website or social media page", "instagram.com/aysel");
    await next(user);
    expect(await screen.findByText("Invalid URL.")).toBeVisible();
    await user.clear(screen.getByLabelText("Website or social media page"));
    await next(user);

    expect(await stepTitle("Agreement")).toBeVisible();
    expect(screen.getByRole("region", { name: "Merchant agreement for individuals" })).toBeVisible();
    await next(user);
    expect(await screen.findByText("You must accept the agreement to continue.")).toBeVisible();
    await user.click(screen.getByRole("checkbox", { name: "I accept the agreement" }));
    await next(user);

    expect(await screen.findByRole("heading", { name: "Check your phone" })).toBeVisible();
    expect(screen.getByText("We sent a 6-digit code to +994 ** *** ** 67.")).toBeVisible();
    await user.type(await screen.findByLabelText("Verification code"), "654321{Enter}");

    expect(await stepTitle("Card details")).toBeVisible();
    const calls = connectCalls(requests);
    const person = {
      fullName: "Aysel Məmmədova",
      fin: "5ZK8R2P",
      address: "Bakı, Nizami küç. 10",
      phone: "+994501234567",
    };
    const sales = { appUrl: "", appInfo: "Handmade carpets" };
    expect(await calls[0]?.json()).toEqual({
      accountType: "individual",
      individual: person,
      app: sales,
      agreementAccepted: true,
    });
    expect(await calls[1]?.json()).toEqual({
      accountType: "individual",
      individual: person,
      app: sales,
      agreementAccepted: true,
      otp: "654321",
    });

    await user.type(await screen.findByLabelText("Card number"), "4169738812345670");
    expect(screen.getByLabelText("Card number")).toHaveValue("4169 7388 1234 5670");
    expect(screen.getByLabelText("Card number")).toHaveAccessibleDescription("Visa card");
    await user.type(await screen.findByLabelText("Expiry date"), "1228");
    expect(screen.getByLabelText("Expiry date")).toHaveValue("12/28");
    await fill(user, "Card holder", "AYSEL MAMMADOVA");

    const stored = sessionStorage.getItem("connectDraft") ?? "";
    expect(stored).toContain("Aysel");
    expect(stored).not.toMatch(/4169|7388|5670|12\/28|654321|otp|card(Number|Holder)|expiry/i);

    await user.click(screen.getByRole("button", { name: "Attach card" }));
    expect(await screen.findByRole("heading", { level: 2, name: "Check your phone" })).toBeVisible();
    await user.type(await screen.findByLabelText("Verification code"), `${cardCode}{Enter}`);
    expect(await screen.findByRole("heading", { level: 2, name: "You are all set" })).toBeVisible();
    const [codeAsked, attached] = cardCalls(requests);
    expect(await codeAsked?.json()).toEqual(card);
    expect(await attached?.json()).toEqual({ ...card, otp: cardCode });
    expect(screen.getByRole("link", { name: "Configure the application" })).toHaveAttribute(
      "href",
      `/applications/configure/${appId}/${appConfigId}`,
    );
    expect(sessionStorage.getItem("connectDraft")).toBeNull();
  });

  it("refuses a card number that fails the Luhn check", async () => {
    sessionStorage.setItem(
      "connectDraft",
      JSON.stringify({ accountType: "individual", individual: { step: "card", created: { appId, appConfigId } } }),
    );
    const { user, requests } = await openConnect();

    expect(await stepTitle("Card details")).toBeVisible();
    await user.type(await screen.findByLabelText("Card number"), "4169738812345671");
    await user.type(await screen.findByLabelText("Expiry date"), "1328");
    await user.click(screen.getByRole("button", { name: "Attach card" }));

    expect(await screen.findByText("Invalid card number.")).toBeVisible();
    expect(screen.getByLabelText("Card number")).toHaveAccessibleDescription("Invalid card number.");
    expect(screen.getByLabelText("Expiry date")).toHaveAccessibleDescription("Enter the expiry date as MM/YY.");
    expect(screen.getByLabelText("Card holder")).toHaveAccessibleDescription("Card holder is required");
    expect(requests.some((r) => new URL(r.url).pathname === "/api/user/paymentCard")).toBe(false);
  });

  it("after a reload at the code step, asks again for a code", async () => {
    const { user, requests } = await openConnect({
      "POST /api/merchant-connect": () =>
        json(202, { status: "otpSent", phoneHint: "+994 ** *** ** 67", resendIn: 60 }),
    });
    await user.click(screen.getByRole("button", { name: "Individual" }));
    await fill(user, "Full name", "Aysel Məmmədova");
    await fill(user, "FIN code", "5ZK8R2P");
    await fill(user, "Address", "Bakı");
    await user.type(await screen.findByLabelText("Phone number"), "501234567");
    await fill(user, "What you sell", "Handmade carpets");
    await next(user);
    await user.click(await screen.findByRole("checkbox", { name: "I accept the agreement" }));
    await next(user);
    await screen.findByRole("heading", { name: "Check your phone" });
    await user.type(await screen.findByLabelText("Verification code"), "12");

    cleanup();
    const again = await openConnect({
      "POST /api/merchant-connect": () =>
        json(202, { status: "otpSent", phoneHint: "+994 ** *** ** 67", resendIn: 60 }),
    });

    expect(await stepTitle("Confirmation")).toBeVisible();
    expect(
      screen.getByText("We will text a 6-digit code to +994501234567 to make sure the number is yours."),
    ).toBeVisible();
    await again.user.click(screen.getByRole("button", { name: "Send code" }));
    expect(await screen.findByRole("heading", { name: "Check your phone" })).toBeVisible();
    expect(connectCalls(again.requests)).toHaveLength(1);
    expect(connectCalls(requests)).toHaveLength(1);
  });
});

/** A sole trader's application as the server lists it: created by the code step, its card still to come. */
const soleTrader = {
  id: appId,
  configId: appConfigId,
  accountType: "individual",
  appName: "Aysel Məmmədova",
  appUrl: "https://portal.example.az",
  appInfo: "",
  category: "eCommerce",
  merchantId: "482915736205",
  status: "draft",
  contractStatus: "unsigned",
  logoUrl: null,
  hasSecretKey: false,
  companyId: null,
  createdAt: "2026-03-14T10:00:00.000Z",
};
const soleTraderDetail = (missing: string[]) => ({
  ...soleTrader,
  defaultSmsTemplate: "Pay {amount} {currency}: {paymentUrl}",
  applicationMail: "",
  withdrawalMethod: "card",
  paymentPageUrl: "https://portal.example.az/pay/merchant/482915736205",
  company: null,
  payoutCard: null,
  missing,
  review: null,
  suspensionReason: null,
});

describe("connect: coming back to a sole trader's onboarding", flow, () => {
  // This tab has no draft (signed out since, or another tab): the server says where it stopped.
  const server = (missing: string[]) => ({
    "GET /api/apps": () => json(200, [soleTrader]),
    [`GET /api/apps/${appId}`]: () => json(200, soleTraderDetail(missing)),
    "POST /api/user/paymentCard": cardEndpoint(),
  });

  it("resumes at the card step of the application still without its card, and finishes there", async () => {
    const { user, requests } = await openConnect(server(["payoutCard", "app.appInfo"]));

    expect(await stepTitle("Card details")).toBeVisible();
    expect(screen.getByRole("listitem", { current: "step" })).toHaveTextContent("Card details");
    await fill(user, "Card number", "4169738812345670");
    await fill(user, "Expiry date", "1228");
    await fill(user, "Card holder", "AYSEL MAMMADOVA");
    await user.click(screen.getByRole("button", { name: "Attach card" }));
    await user.type(await screen.findByLabelText("Verification code"), `${cardCode}{Enter}`);

    expect(await screen.findByRole("heading", { level: 2, name: "You are all set" })).toBeVisible();
    expect(await cardCalls(requests)[1]?.json()).toEqual({ ...card, otp: cardCode });
    expect(screen.getByRole("link", { name: "Configure the application" })).toHaveAttribute(
      "href",
      `/applications/configure/${appId}/${appConfigId}`,
    );
  });

  it("offers the choice of account type when the card is already there", async () => {
    await openConnect(server(["app.appInfo"]));
    expect(screen.getByRole("button", { name: "Individual" })).toBeVisible();
    expect(screen.queryByRole("heading", { level: 2, name: "Card details" })).toBeNull();
  });

  it("leaves the resumed card step for the choice of account type on Back, and stays there", async () => {
    const { user } = await openConnect(server(["payoutCard"]));
    await stepTitle("Card details");
    await user.click(screen.getByRole("button", { name: "Back" }));

    expect(await screen.findByRole("button", { name: "Business" })).toBeVisible();
    await user.click(screen.getByRole("button", { name: "Business" }));
    expect(await stepTitle("App info")).toBeVisible();
  });
});

describe("connect: the payout card's code", flow, () => {
  /** A sole trader whose application exists, at the card step with the card typed in. */
  async function atCardStep(handlers: Handlers) {
    sessionStorage.setItem(
      "connectDraft",
      JSON.stringify({ accountType: "individual", individual: { step: "card", created: { appId, appConfigId } } }),
    );
    const opened = await openConnect(handlers);
    expect(await stepTitle("Card details")).toBeVisible();
    await fill(opened.user, "Card number", "4169738812345670");
    await fill(opened.user, "Expiry date", "1228");
    await fill(opened.user, "Card holder", "AYSEL MAMMADOVA");
    await opened.user.click(screen.getByRole("button", { name: "Attach card" }));
    return opened;
  }

  /** Everything the browser keeps for the page, as one text. */
  const browserStorage = () => JSON.stringify({ ...sessionStorage, ...localStorage });

  it("asks for the code texted to the account's phone and confirms with the same card, kept only in memory", async () => {
    const { user, requests } = await atCardStep({ "POST /api/user/paymentCard": cardEndpoint() });

    expect(await screen.findByRole("heading", { level: 2, name: "Check your phone" })).toBeVisible();
    expect(screen.getByText("We sent a 6-digit code to +994 ** *** ** 67.")).toBeVisible();
    expect(screen.getByText(/attaching the card ending in 5670/)).toBeVisible();
    expect(screen.getByRole("listitem", { current: "step" })).toHaveTextContent("Card details");
    // The draft is there (the check reads real storage), the card is not.
    expect(browserStorage()).toContain(appConfigId);
    expect(browserStorage()).not.toMatch(/4169|5670|12\/28|AYSEL/);
    expect(cardCalls(requests)).toHaveLength(1);
    expect(await cardCalls(requests)[0]?.json()).toEqual(card);

    await user.type(await screen.findByLabelText("Verification code"), `${cardCode}{Enter}`);

    expect(await screen.findByRole("heading", { level: 2, name: "You are all set" })).toBeVisible();
    expect(cardCalls(requests)).toHaveLength(2);
    expect(await cardCalls(requests)[1]?.json()).toEqual({ ...card, otp: cardCode });
    expect(browserStorage()).not.toMatch(/4169|5670|12\/28|AYSEL|246810/);
  });

  it("says how many tries are left after a wrong code, and takes the right one after it", async () => {
    const { user, requests } = await atCardStep({ "POST /api/user/paymentCard": cardEndpoint() });
    const code = await screen.findByLabelText("Verification code");

    await user.type(code, "111111{Enter}");
    expect(await screen.findByText("Wrong code. Attempts left: 4.")).toBeVisible();
    expect(screen.getByRole("heading", { level: 2, name: "Check your phone" })).toBeVisible();

    await user.clear(code);
    await user.type(code, `${cardCode}{Enter}`);
    expect(await screen.findByRole("heading", { level: 2, name: "You are all set" })).toBeVisible();
    const bodies = await Promise.all(cardCalls(requests).map((r) => r.json()));
    expect(bodies).toEqual([card, { ...card, otp: "111111" }, { ...card, otp: cardCode }]);
  });

  it("sends a new code with the same card and no code in it", async () => {
    const { user, requests } = await atCardStep({
      "POST /api/user/paymentCard": cardEndpoint({ ...cardCodeSent, resendIn: 0 }),
    });

    await user.click(await screen.findByRole("button", { name: "Resend code" }));
    expect(await screen.findByText("We have sent you a new code.")).toBeVisible();
    expect(cardCalls(requests)).toHaveLength(2);
    expect(await cardCalls(requests)[1]?.json()).toEqual(card);
  });

  it("goes back to the card as typed, and a changed card gets a code of its own", async () => {
    const { user, requests } = await atCardStep({ "POST /api/user/paymentCard": cardEndpoint() });

    // The card step has a Back of its own: take the code step's.
    await screen.findByRole("heading", { level: 2, name: "Check your phone" });
    await user.click(screen.getByRole("button", { name: "Back" }));
    expect(await stepTitle("Card details")).toHaveFocus();
    expect(screen.getByLabelText("Card number")).toHaveValue("4169 7388 1234 5670");
    expect(screen.getByLabelText("Expiry date")).toHaveValue("12/28");
    expect(screen.getByLabelText("Card holder")).toHaveValue("AYSEL MAMMADOVA");

    await user.clear(screen.getByLabelText("Card holder"));
    await fill(user, "Card holder", "AYSEL M");
    await user.click(screen.getByRole("button", { name: "Attach card" }));
    await user.type(await screen.findByLabelText("Verification code"), `${cardCode}{Enter}`);

    expect(await screen.findByRole("heading", { level: 2, name: "You are all set" })).toBeVisible();
    const bodies = await Promise.all(cardCalls(requests).map((r) => r.json()));
    const changed = { ...card, cardHolder: "AYSEL M" };
    expect(bodies).toEqual([card, changed, { ...changed, otp: cardCode }]);
  });

  it("takes a card the server refuses at the code back to its form, the reason on its field", async () => {
    const { user } = await atCardStep({
      "POST /api/user/paymentCard": async (request) => {
        const body = (await request.clone().json()) as { otp?: string };
        if (!body.otp) return json(200, cardCodeSent);
        return json(400, {
          code: "VALIDATION_ERROR",
          message: "Invalid.",
          fields: { expiry: "validation.cardExpired" },
        });
      },
    });

    await user.type(await screen.findByLabelText("Verification code"), `${cardCode}{Enter}`);

    expect(await stepTitle("Card details")).toBeVisible();
    const expiry = await screen.findByLabelText("Expiry date");
    expect(expiry).toHaveAccessibleDescription("This card has expired.");
    expect(expiry).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByLabelText("Card number")).toHaveValue("4169 7388 1234 5670");
  });
});
