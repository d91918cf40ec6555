import { DEFAULT_SMS_TEMPLATE } from "@portal/contracts";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { i18n } from "@/lib/i18n";
import { json, stubFetch } from "@/testing/fetch-stub";
import { renderRoute } from "@/testing/render-route";
import { sessionUser } from "@/testing/session-user";
import { caspianToursDetail as app } from "../testing/fixtures";

const configurePath = `/applications/configure/${app.id}/${app.configId}`;
const png = () =>
  new Response(new Uint8Array([137, 80, 78, 71]), { status: 200, headers: { "Content-Type": "image/png" } });

// jsdom has no object URLs; the QR code needs them.
beforeEach(() => {
  localStorage.setItem("accessToken", "token-1");
  URL.createObjectURL = vi.fn(() => "blob:qr-code");
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => vi.restoreAllMocks());

function stubApi(handlers: Parameters<typeof stubFetch>[0] = {}) {
  return stubFetch({
    "GET /api/session": () => json(200, sessionUser()),
    [`GET /api/apps/${app.id}`]: () => json(200, app),
    [`GET /api/apps/${app.id}/qr`]: png,
    [`GET /api/apps/${app.id}/webhooks`]: () => json(200, []),
    ...handlers,
  });
}

async function openConfigure(options?: Parameters<typeof userEvent.setup>[0]) {
  renderRoute(configurePath);
  // The screen loads on demand and is large; role queries over all of it are slow in jsdom.
  expect(await screen.findByText("Caspian Tours", { selector: "h1" }, { timeout: 10000 })).toBeVisible();
  return userEvent.setup(options);
}

/** A section of the screen, by its heading. */
const section = (title: string) => within(screen.getByText(title, { selector: "h2" }).closest("section")!);

const sent = (requests: Request[], method: string, path: string) =>
  requests.filter((request) => request.method === method && new URL(request.url).pathname === path);

describe("configure application: details and settings", { timeout: 30000 }, () => {
  it("shows the application's head, its settings and its QR code", async () => {
    stubApi();
    await openConfigure();

    expect(screen.getByText("482915736204")).toBeVisible();
    expect(screen.getByLabelText("Copy merchant ID")).toBeVisible();
    expect(screen.getByLabelText(/App name/)).toHaveValue("Caspian Tours");
    const details = section("Details & settings");
    expect(details.getByRole("combobox", { name: /Category/ })).toHaveDisplayValue("Tourism");
    expect(details.getByRole("radio", { name: "To a card" })).toBeChecked();
    const payment = section("Payment page & QR code");
    expect(await payment.findByRole("img", { name: "QR code of the payment page of Caspian Tours" })).toHaveAttribute(
      "src",
      "blob:qr-code",
    );
    expect(payment.getByRole("button", { name: "Download QR code" })).toBeEnabled();
    expect(section("Going live").getByRole("link", { name: "Sign the contract" })).toHaveAttribute(
      "href",
      `/contract?appId=${app.id}`,
    );
    // Loaded after the screen, with texts of its own (webhooks-section.test.tsx, api-log-section.test.tsx).
    expect(await screen.findByRole("heading", { level: 2, name: "Webhooks" }, { timeout: 10000 })).toBeVisible();
    expect(await screen.findByRole("heading", { level: 2, name: "API log" }, { timeout: 10000 })).toBeVisible();
  });

  it("opens the API log, whose link to the webhook deliveries closes it and takes the focus to the webhooks", async () => {
    stubApi({
      [`GET /api/apps/${app.id}/api-log`]: () =>
        json(200, { content: [], page: 0, size: 20, totalElements: 0, totalPages: 0 }),
    });
    const user = await openConfigure();

    await user.click(await screen.findByRole("button", { name: "Open API log" }, { timeout: 10000 }));
    const log = within(await screen.findByRole("dialog", { name: /^API log/ }));
    expect(await log.findByText(/^No calls in the last 30 days/)).toBeVisible();
    await user.click(log.getByRole("button", { name: "Webhook deliveries" }));

    // No endpoint yet: the focus goes to adding one (webhooks-section.test.tsx: to the endpoints otherwise).
    await vi.waitFor(() => expect(screen.getByRole("button", { name: "Add endpoint" })).toHaveFocus());
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("inserts a placeholder from its chip and previews the message with sample values", async () => {
    stubApi();
    const user = await openConfigure();
    const template = screen.getByLabelText("Default SMS template");

    await user.clear(template);
    await user.paste("Hello ");
    await user.click(screen.getByLabelText("Insert {fullName}"));
    // The chip leaves the cursor after what it inserted.
    await user.paste(", pay {amount} {currency}: ");
    await user.click(screen.getByLabelText("Insert {paymentUrl}"));

    expect(template).toHaveValue("Hello {fullName}, pay {amount} {currency}: {paymentUrl}");
    // The SMS carries an invoice's payment link, not the application's QR page (`paymentPageUrl`).
    const origin = new URL(app.paymentPageUrl).origin;
    expect(screen.getByText(`Hello Aysel Mammadova, pay 25.50 AZN: ${origin}/pay/Q7KX3M9PA2`)).toBeVisible();
  });

  it("inserts at the cursor, not only at the end", async () => {
    stubApi();
    const user = await openConfigure();
    const template = screen.getByLabelText("Default SMS template");

    await user.clear(template);
    await user.type(template, "Dear , thanks");
    await user.keyboard("{ArrowLeft>8/}");
    await user.click(screen.getByLabelText("Insert {fullName}"));

    expect(template).toHaveValue("Dear {fullName}, thanks");
  });

  it("refuses an unknown placeholder without saving", async () => {
    const requests = stubApi();
    const user = await openConfigure();
    const template = screen.getByLabelText("Default SMS template");

    await user.clear(template);
    await user.click(template);
    await user.paste("Dear {name}, pay {amount}: {paymentUrl}");
    await user.click(screen.getByText("Save", { selector: "button" }));

    expect(
      await screen.findByText(
        "Only these placeholders can be used: {fullName}, {amount}, {currency}, {invoice_code}, {paymentUrl}.",
      ),
    ).toBeVisible();
    expect(sent(requests, "PUT", "/api/config")).toHaveLength(0);
  });

  it("refuses a template without the payment link, as it is typed, and saves it once the link is in", async () => {
    const saved = { ...app, defaultSmsTemplate: "Dear {fullName}, pay {amount} {currency}: {paymentUrl}" };
    const requests = stubApi({ "PUT /api/config": () => json(200, saved) });
    const user = await openConfigure();
    const template = screen.getByLabelText("Default SMS template");
    expect(template).toHaveAccessibleDescription(/It must include \{paymentUrl\}, the link they pay by\./);

    await user.clear(template);
    await user.click(template);
    await user.paste("Dear {fullName}, pay {amount} {currency}");
    await user.click(screen.getByText("Save", { selector: "button" }));

    expect(await screen.findByText("The template must include {paymentUrl}.")).toBeVisible();
    expect(template).toHaveAttribute("aria-invalid", "true");
    expect(sent(requests, "PUT", "/api/config")).toHaveLength(0);

    // Checked again at each change after the first save, like the template's other rules.
    await user.paste(": ");
    await user.click(screen.getByLabelText("Insert {paymentUrl}"));
    await vi.waitFor(() =>
      expect(screen.queryByText("The template must include {paymentUrl}.")).not.toBeInTheDocument(),
    );
    expect(template).toHaveAttribute("aria-invalid", "false");
    await user.click(screen.getByText("Save", { selector: "button" }));

    expect(await screen.findByText("The settings have been saved.")).toBeVisible();
    const [put] = sent(requests, "PUT", "/api/config");
    expect(await put?.json()).toMatchObject({ defaultSmsTemplate: saved.defaultSmsTemplate });
  });

  it("saves the details and settings with one PUT api/config", async () => {
    const saved = {
      ...app,
      appName: "Caspian Trips",
      applicationMail: "pay@caspian-tours.az",
      withdrawalMethod: "iban",
    };
    const requests = stubApi({ "PUT /api/config": () => json(200, saved) });
    const user = await openConfigure();

    const name = screen.getByLabelText(/App name/);
    await user.clear(name);
    await user.type(name, "Caspian Trips");
    await user.selectOptions(
      section("Details & settings").getByRole("combobox", { name: /Category/ }),
      "Transportation",
    );
    await user.type(screen.getByLabelText("Application e-mail"), "Pay@Caspian-Tours.az");
    await user.click(screen.getByLabelText("To a bank account (IBAN)"));
    await user.click(screen.getByText("Save", { selector: "button" }));

    expect(await screen.findByText("The settings have been saved.")).toBeVisible();
    const [put] = sent(requests, "PUT", "/api/config");
    expect(await put?.json()).toEqual({
      appId: app.id,
      configId: app.configId,
      app: {
        appName: "Caspian Trips",
        appUrl: "https://caspian-tours.az",
        appInfo: "Tours around the Caspian Sea",
        category: "transportation",
      },
      defaultSmsTemplate: DEFAULT_SMS_TEMPLATE,
      applicationMail: "pay@caspian-tours.az",
      withdrawalMethod: "iban",
    });
  });

  it("needs a business's address before saving", async () => {
    const requests = stubApi({ "PUT /api/config": () => json(200, app) });
    const user = await openConfigure();
    expect(screen.getByLabelText(/App URL/)).toBeRequired();
    await user.clear(screen.getByLabelText(/App URL/));
    await user.click(screen.getByText("Save", { selector: "button" }));
    expect(await screen.findByText("App URL is required")).toBeVisible();
    expect(sent(requests, "PUT", "/api/config")).toHaveLength(0);
  });

  it("saves a sole trader's settings without a site", async () => {
    const soleTrader = { ...app, accountType: "individual", appName: "Aysel Məmmədova", appUrl: "" };
    const requests = stubApi({
      [`GET /api/apps/${app.id}`]: () => json(200, soleTrader),
      "PUT /api/config": () => json(200, soleTrader),
    });
    renderRoute(configurePath);
    expect(await screen.findByText("Aysel Məmmədova", { selector: "h1" }, { timeout: 10000 })).toBeVisible();
    const user = userEvent.setup();
    expect(screen.getByLabelText(/App URL/)).not.toBeRequired();
    await user.click(screen.getByText("Save", { selector: "button" }));

    expect(await screen.findByText("The settings have been saved.")).toBeVisible();
    const [put] = sent(requests, "PUT", "/api/config");
    expect(await put?.json()).toMatchObject({ app: { appName: "Aysel Məmmədova", appUrl: "" } });
  });

  it("puts the server's field errors on their fields", async () => {
    stubApi({
      "PUT /api/config": () =>
        json(400, { code: "VALIDATION_ERROR", message: "Invalid.", fields: { "app.appUrl": "validation.url" } }),
    });
    const user = await openConfigure();
    await user.click(screen.getByText("Save", { selector: "button" }));

    expect(await screen.findByText("Invalid URL.")).toBeVisible();
    expect(screen.getByLabelText(/App URL/)).toHaveAttribute("aria-invalid", "true");
  });
});

describe("configure application: the name and address once sent to review", { timeout: 30000 }, () => {
  const lockedText = "The name and address cannot change after the application was sent to review.";

  it.each(["inReview", "live"] as const)(
    "shows them read-only while %s, and saves the other settings",
    async (status) => {
      const requests = stubApi({
        [`GET /api/apps/${app.id}`]: () => json(200, { ...app, status }),
        "PUT /api/config": () => json(200, { ...app, status, appInfo: "Tours and cruises" }),
      });
      const user = await openConfigure();

      const name = screen.getByLabelText(/App name/);
      const url = screen.getByLabelText(/App URL/);
      for (const field of [name, url]) {
        expect(field).toBeDisabled();
        expect(field).toHaveAccessibleDescription(lockedText);
      }
      expect(name).toHaveValue("Caspian Tours");
      expect(url).toHaveValue("https://caspian-tours.az");

      const info = screen.getByLabelText(/App info/);
      expect(info).toBeEnabled();
      await user.clear(info);
      await user.type(info, "Tours and cruises");
      await user.click(screen.getByText("Save", { selector: "button" }));

      expect(await screen.findByText("The settings have been saved.")).toBeVisible();
      const [put] = sent(requests, "PUT", "/api/config");
      expect(await put?.json()).toMatchObject({
        app: { appName: "Caspian Tours", appUrl: "https://caspian-tours.az", appInfo: "Tours and cruises" },
      });
    },
  );

  it("keeps them editable while a draft", async () => {
    stubApi();
    await openConfigure();

    const name = screen.getByLabelText(/App name/);
    expect(name).toBeEnabled();
    expect(name).toHaveAccessibleDescription("3 to 30 characters.");
    expect(screen.getByLabelText(/App URL/)).toBeEnabled();
    expect(screen.queryByText(lockedText)).not.toBeInTheDocument();
  });

  it("puts the server's refusal of a new name and address on their fields (409)", async () => {
    stubApi({
      "PUT /api/config": () =>
        json(409, {
          code: "INVALID_STATE",
          message: "Locked.",
          fields: { "app.appName": "validation.appDetailsLocked", "app.appUrl": "validation.appDetailsLocked" },
        }),
    });
    const user = await openConfigure();
    const name = screen.getByLabelText(/App name/);
    await user.clear(name);
    await user.type(name, "Caspian Bank");
    await user.click(screen.getByText("Save", { selector: "button" }));

    expect(await screen.findAllByText(lockedText)).toHaveLength(2);
    for (const field of [name, screen.getByLabelText(/App URL/)]) {
      expect(field).toHaveAttribute("aria-invalid", "true");
      expect(field).toHaveAccessibleDescription(lockedText);
    }
    expect(screen.queryByText("The settings have been saved.")).not.toBeInTheDocument();
  });

  it("locks them at the names customers see when the refusal comes because it was sent to review meanwhile", async () => {
    let sentToReview = false;
    stubApi({
      [`GET /api/apps/${app.id}`]: () => json(200, sentToReview ? { ...app, status: "inReview" } : app),
      "PUT /api/config": () => {
        sentToReview = true;
        return json(409, {
          code: "INVALID_STATE",
          message: "Locked.",
          fields: { "app.appName": "validation.appDetailsLocked" },
        });
      },
    });
    const user = await openConfigure();
    const name = screen.getByLabelText(/App name/);
    await user.clear(name);
    await user.type(name, "Caspian Bank");
    await user.click(screen.getByText("Save", { selector: "button" }));

    await vi.waitFor(() => expect(screen.getByLabelText(/App name/)).toBeDisabled());
    expect(screen.getByLabelText(/App name/)).toHaveValue("Caspian Tours");
    expect(screen.getByLabelText(/App name/)).toHaveAccessibleDescription(lockedText);
  });
});

describe("configure application: logo", { timeout: 30000 }, () => {
  it("refuses a GIF before uploading it", async () => {
    const requests = stubApi();
    // As if the user switched the picker to "All files".
    const user = await openConfigure({ applyAccept: false });

    const gif = new File([new Uint8Array([71, 73, 70, 56])], "logo.gif", { type: "image/gif" });
    await user.upload(screen.getByLabelText("Logo file"), gif);

    expect(await screen.findByText("Choose a JPG, JPEG or PNG image.")).toBeVisible();
    expect(sent(requests, "PUT", "/api/config/hotel/update")).toHaveLength(0);
  });

  it("says why the server refused the image, in the interface language", async () => {
    const refusals = [
      json(422, {
        code: "IMAGE_TOO_MANY_PIXELS",
        message: "The logo is 100000 × 100000 pixels; it may be at most 4096 × 4096.",
      }),
      json(422, { code: "IMAGE_CORRUPT", message: "The logo image is damaged or incomplete and cannot be read." }),
    ];
    stubApi({ "PUT /api/config/hotel/update": () => refusals.shift()! });
    const user = await openConfigure();
    const picker = screen.getByLabelText("Logo file");
    const png = new File([new Uint8Array([137, 80, 78, 71])], "logo.png", { type: "image/png" });

    await user.upload(picker, png);
    expect(
      await screen.findByText("The image is larger than 4096 × 4096 pixels. Choose a smaller image."),
    ).toBeVisible();
    await i18n.changeLanguage("ru");
    await user.upload(picker, png);
    expect(
      await screen.findByText(
        "Изображение повреждено или загружено не полностью. Сохраните его заново или выберите другое.",
      ),
    ).toBeVisible();
  });

  it("shows the recommended size and that the picker offers JPG, JPEG and PNG", async () => {
    stubApi();
    await openConfigure();

    expect(screen.getByText(/at least 492 × 96 px recommended/)).toBeVisible();
    expect(screen.getByLabelText("Logo file")).toHaveAttribute("accept", ".jpg,.jpeg,.png");
    expect(section("Logo").getByRole("button", { name: "Upload logo" })).toBeEnabled();
  });
});

describe("configure application: secret key", { timeout: 30000 }, () => {
  it("shows the new key once, after the texted code", async () => {
    const secretKey = "sk_Zr4mQ8vT2nLw9xKp3bYc6dHf1gJs5aE7";
    const requests = stubApi({
      [`GET /api/otp/init/updateKey/${app.id}`]: () => json(200, { resendIn: 60 }),
      [`GET /api/appKey/${app.id}/123456`]: () => json(200, { secretKey, previousKeyExpiresAt: null }),
    });
    const user = await openConfigure();

    await user.click(section("Secret key").getByRole("button", { name: "Generate new secret key" }));
    const dialog = await screen.findByRole("dialog", { name: "Generate new secret key" });
    // No key yet: nothing to keep working.
    expect(within(dialog).queryByRole("radiogroup")).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Send code" }));

    expect(
      await within(dialog).findByText("We sent a 6-digit code to the phone number of your account."),
    ).toBeVisible();
    await user.type(within(dialog).getByLabelText("Verification code"), "123456");
    await user.click(within(dialog).getByRole("button", { name: "Confirm" }));

    const field = await within(dialog).findByLabelText("New secret key");
    expect(field).toHaveValue(secretKey);
    expect(field).toHaveAttribute("readonly");
    expect(screen.getAllByDisplayValue(secretKey)).toHaveLength(1);
    expect(within(dialog).getByRole("button", { name: "Copy secret key" })).toBeVisible();
    expect(within(dialog).getByText(/It will not be shown again/)).toBeVisible();
    expect(sent(requests, "GET", `/api/otp/init/updateKey/${app.id}`)).toHaveLength(1);
    expect(sent(requests, "GET", `/api/appKey/${app.id}/123456`)).toHaveLength(1);

    await user.click(within(dialog).getByRole("button", { name: "Done" }));
    await vi.waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(screen.queryByDisplayValue(secretKey)).not.toBeInTheDocument();
    expect(JSON.stringify(localStorage)).not.toContain(secretKey);
  });

  it("lets the main user keep the current key working for a while, and sends that choice with the code", async () => {
    const requests = stubApi({
      [`GET /api/apps/${app.id}`]: () => json(200, { ...app, hasSecretKey: true }),
      [`GET /api/otp/init/updateKey/${app.id}`]: () => json(200, { resendIn: 60 }),
      [`GET /api/appKey/${app.id}/123456`]: () =>
        json(200, {
          secretKey: "sk_Zr4mQ8vT2nLw9xKp3bYc6dHf1gJs5aE7",
          previousKeyExpiresAt: "2026-03-15T10:00:00.000Z",
        }),
    });
    const user = await openConfigure();

    await user.click(section("Secret key").getByRole("button", { name: "Generate new secret key" }));
    const dialog = await screen.findByRole("dialog", { name: "Generate new secret key" });
    const choice = within(dialog).getByRole("radiogroup", { name: "How long the current key keeps working" });
    // Stopping it at once is the default, and says what it means.
    expect(within(choice).getByRole("radio", { name: "Stop it now" })).toBeChecked();
    expect(within(dialog).getByText(/The current key stops working at once/)).toBeVisible();

    await user.click(within(choice).getByRole("radio", { name: "Keep it for 24 hours" }));
    expect(within(dialog).getByText(/keeps working for 24 hours beside the new one/)).toBeVisible();
    await user.click(within(dialog).getByRole("button", { name: "Send code" }));
    await user.type(await within(dialog).findByLabelText("Verification code"), "123456");
    await user.click(within(dialog).getByRole("button", { name: "Confirm" }));

    expect(await within(dialog).findByLabelText("New secret key")).toHaveValue("sk_Zr4mQ8vT2nLw9xKp3bYc6dHf1gJs5aE7");
    expect(within(dialog).getByText(/Your previous key keeps working until 15 Mar 2026/)).toBeVisible();
    const [rotation] = sent(requests, "GET", `/api/appKey/${app.id}/123456`);
    expect(new URL(rotation!.url).search).toBe("?grace=24h");

    // The next rotation starts from the safe default again.
    await user.click(within(dialog).getByRole("button", { name: "Done" }));
    await vi.waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    await user.click(section("Secret key").getByRole("button", { name: "Generate new secret key" }));
    expect(within(await screen.findByRole("dialog")).getByRole("radio", { name: "Stop it now" })).toBeChecked();
  });
});

describe("configure application: going live and disabling", { timeout: 30000 }, () => {
  it("sends a draft to review with its account type", async () => {
    const requests = stubApi({
      [`PATCH /api/application-verify/switch/review/business/${app.id}`]: () =>
        json(200, { ...app, status: "inReview" }),
    });
    const user = await openConfigure();

    await user.click(section("Going live").getByRole("button", { name: "Send to review" }));
    expect(await screen.findByText("The application has been sent to review.")).toBeVisible();
    expect(sent(requests, "PATCH", `/api/application-verify/switch/review/business/${app.id}`)).toHaveLength(1);
  });

  it("disables the application by code and then shows it read-only", async () => {
    let disabled = false;
    const requests = stubApi({
      [`GET /api/apps/${app.id}`]: () => json(200, disabled ? { ...app, status: "disabled" } : app),
      [`GET /api/otp/init/deleteApp/${app.id}`]: () => json(200, { resendIn: 60 }),
      [`DELETE /api/app/${app.id}/654321`]: () => {
        disabled = true;
        return json(200, { ...app, status: "disabled" });
      },
    });
    const user = await openConfigure();

    await user.click(section("Danger zone").getByRole("button", { name: "Disable application" }));
    const dialog = await screen.findByRole("dialog", { name: "Disable application" });
    expect(within(dialog).getByText("It can no longer accept payments.")).toBeVisible();
    await user.click(within(dialog).getByRole("button", { name: "Send code" }));
    await user.type(await within(dialog).findByLabelText("Verification code"), "654321");
    await user.click(within(dialog).getByRole("button", { name: "Confirm" }));

    expect(await screen.findByText("The application has been disabled.")).toBeVisible();
    expect(sent(requests, "DELETE", `/api/app/${app.id}/654321`)).toHaveLength(1);
    await vi.waitFor(() => expect(screen.getByLabelText(/App name/)).toBeDisabled());
    expect(screen.queryByText("Save", { selector: "button" })).not.toBeInTheDocument();
    expect(screen.queryByText("Generate new secret key", { selector: "button" })).not.toBeInTheDocument();
    expect(screen.queryByText("Disable application", { selector: "button" })).not.toBeInTheDocument();
    expect(screen.queryByText("Webhooks", { selector: "h2" })).not.toBeInTheDocument();
    expect(screen.queryByText("API log", { selector: "h2" })).not.toBeInTheDocument();
    expect(
      screen.getByText("This application is disabled. You can view its settings but not change them."),
    ).toBeVisible();
  });

  it("says when the application is another account's (404)", async () => {
    stubApi({ [`GET /api/apps/${app.id}`]: () => json(404, { code: "NOT_FOUND", message: "No such application." }) });
    renderRoute(configurePath);

    expect(
      await screen.findByRole("heading", { level: 1, name: "Application not found" }, { timeout: 10000 }),
    ).toBeVisible();
    expect(screen.getByRole("link", { name: "Back to applications" })).toHaveAttribute("href", "/applications");
  });
});

describe("configure application: what a sub-user may do (SPEC §6)", { timeout: 30000 }, () => {
  const asSubUser = (privileges: string[]) => ({
    "GET /api/session": () => json(200, sessionUser({ userType: "sub", privileges })),
  });

  it("lets a sub-user without permissions read the application, and offers nothing to change", async () => {
    const requests = stubApi(asSubUser(["createLink"]));
    await openConfigure();

    expect(
      screen.getByText(
        "You can view this application's settings but not change them: ask your account's main user if you need to.",
      ),
    ).toBeVisible();
    expect(screen.getByLabelText(/App name/)).toBeDisabled();
    expect(screen.getByLabelText("Default SMS template")).toBeDisabled();
    expect(screen.queryByText("Save", { selector: "button" })).not.toBeInTheDocument();
    expect(screen.queryByText("Upload logo", { selector: "button" })).not.toBeInTheDocument();
    expect(screen.queryByLabelText("Logo file")).not.toBeInTheDocument();
    const secretKey = section("Secret key");
    expect(secretKey.getByText("Only your account's main user can generate a new secret key.")).toBeVisible();
    expect(secretKey.queryByRole("button")).not.toBeInTheDocument();
    const goingLive = section("Going live");
    expect(goingLive.queryByRole("button", { name: "Send to review" })).not.toBeInTheDocument();
    expect(goingLive.queryByRole("link", { name: "Sign the contract" })).not.toBeInTheDocument();
    expect(screen.queryByText("Danger zone", { selector: "h2" })).not.toBeInTheDocument();
    // Reading stays: the payment page and its QR code.
    expect(
      await section("Payment page & QR code").findByRole("img", {
        name: "QR code of the payment page of Caspian Tours",
      }),
    ).toBeVisible();
    // Where events go, with their secrets and payloads, and the calls with their bodies, are configuring: not offered.
    expect(screen.queryByText("Webhooks", { selector: "h2" })).not.toBeInTheDocument();
    expect(screen.queryByText("API log", { selector: "h2" })).not.toBeInTheDocument();
    expect(sent(requests, "GET", `/api/apps/${app.id}/webhooks`)).toHaveLength(0);
  });

  it("lets a sub-user with User Application change the settings and send to review, but not the key, the contract or disabling", async () => {
    const requests = stubApi({
      ...asSubUser(["userApplication"]),
      [`PATCH /api/application-verify/switch/review/business/${app.id}`]: () =>
        json(200, { ...app, status: "inReview" }),
    });
    const user = await openConfigure();

    expect(screen.queryByText(/You can view this application's settings/)).not.toBeInTheDocument();
    expect(screen.getByLabelText(/App name/)).toBeEnabled();
    expect(screen.getByText("Save", { selector: "button" })).toBeVisible();
    expect(section("Logo").getByRole("button", { name: "Upload logo" })).toBeVisible();
    expect(section("Secret key").queryByRole("button", { name: "Generate new secret key" })).not.toBeInTheDocument();
    expect(section("Going live").queryByRole("link", { name: "Sign the contract" })).not.toBeInTheDocument();
    expect(screen.queryByText("Danger zone", { selector: "h2" })).not.toBeInTheDocument();
    expect(await screen.findByRole("heading", { level: 2, name: "Webhooks" }, { timeout: 10000 })).toBeVisible();

    await user.click(section("Going live").getByRole("button", { name: "Send to review" }));
    expect(await screen.findByText("The application has been sent to review.")).toBeVisible();
    expect(sent(requests, "PATCH", `/api/application-verify/switch/review/business/${app.id}`)).toHaveLength(1);
  });

  it("offers Disable to a sub-user with Delete Application, who still only reads the settings", async () => {
    stubApi(asSubUser(["deleteApplication"]));
    await openConfigure();

    expect(section("Danger zone").getByRole("button", { name: "Disable application" })).toBeVisible();
    expect(screen.getByLabelText(/App name/)).toBeDisabled();
  });

  it("tells a sub-user without Delete Application that the application is disabled", async () => {
    stubApi({ ...asSubUser([]), [`GET /api/apps/${app.id}`]: () => json(200, { ...app, status: "disabled" }) });
    await openConfigure();

    expect(
      section("Danger zone").getByText(
        "This application is disabled. It does not accept payments, and its settings are read-only.",
      ),
    ).toBeVisible();
    expect(screen.queryByText(/You can view this application's settings but not change them:/)).not.toBeInTheDocument();
  });
});
