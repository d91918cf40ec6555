import { payButtonSnippet } from "@portal/contracts/pay-button-snippet";
import { configure, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { setRuntimeConfig } from "@/config/runtime-config";
import { json } from "@/testing/fetch-stub";
import { renderRoute } from "@/testing/render-route";
import { emiratesConfig } from "@/testing/runtime-config";
import { sessionUser } from "@/testing/session-user";
import { application, BAKU_BOOKS, buttonPage, calls, CASPIAN, LINK, payButton, stubWidgetsApi } from "../test-fixtures";

type User = ReturnType<typeof userEvent.setup>;

// The whole route tree renders, with its lazy screen: under a busy machine that takes seconds.
configure({ asyncUtilTimeout: 10_000 });
const flow = { timeout: 60_000 };

// jsdom has no object URLs; the QR code needs them.
beforeEach(() => {
  localStorage.setItem("accessToken", "token-1");
  URL.createObjectURL = vi.fn(() => "blob:pay-button-qr");
  URL.revokeObjectURL = vi.fn();
});

async function openWidgets(path = "/developers/widgets") {
  renderRoute(path);
  expect(await screen.findByRole("heading", { level: 1, name: "Widgets" }, { timeout: 15_000 })).toBeVisible();
  return userEvent.setup({ delay: null });
}

/** Pastes into a text field named by `label`, replacing what it held. */
async function fill(user: User, label: RegExp, value: string) {
  const field = await screen.findByRole("textbox", { name: label });
  await user.clear(field);
  await user.click(field);
  if (value) await user.paste(value);
}

const submit = (user: User) => user.click(screen.getByRole("button", { name: "Create button" }));

/** The form's preview of the button: the snippet's own link, inside the labelled picture. */
const previewed = () => {
  const preview = within(screen.getByRole("region", { name: "Preview" })).getByRole("img", {
    name: /^Preview of the button/,
  });
  return { preview, link: preview.querySelector("a")! };
};

describe("widgets: the screen", flow, () => {
  it("tells a user who may not create invoices that it is not theirs, and asks nothing of the server", async () => {
    const requests = stubWidgetsApi({ user: sessionUser({ userType: "sub", privileges: ["sendLink"] }) });
    await openWidgets();

    expect(await screen.findByRole("heading", { level: 2, name: "You don't have access to this page" })).toBeVisible();
    expect(screen.queryByRole("button", { name: "Create button" })).toBeNull();
    expect(calls(requests, "GET", "/api/pay-buttons")).toHaveLength(0);
  });

  it("points to the applications when none is live", async () => {
    stubWidgetsApi({ apps: [application({ status: "inReview" })] });
    await openWidgets();

    expect(await screen.findByRole("heading", { level: 2, name: "No live application yet" })).toBeVisible();
    const main = screen.getByRole("main");
    expect(within(main).getByRole("link", { name: "Go to applications" })).toHaveAttribute("href", "/applications");
    expect(within(main).getByRole("link", { name: "Connect" })).toHaveAttribute("href", "/connect");
    expect(screen.queryByRole("button", { name: "Create button" })).toBeNull();
  });

  it("makes and lists the buttons of the application in the address", async () => {
    const requests = stubWidgetsApi({ apps: [application(), application({ id: BAKU_BOOKS, appName: "Baku Books" })] });
    await openWidgets(`/developers/widgets?appId=${BAKU_BOOKS}`);

    expect(await screen.findByRole("combobox", { name: "Application" })).toHaveValue(BAKU_BOOKS);
    expect(await screen.findByRole("heading", { level: 2, name: "Buttons of Baku Books" })).toBeVisible();
    await waitFor(() =>
      expect(calls(requests, "GET", "/api/pay-buttons").map((r) => new URL(r.url).search)).toEqual([
        `?appId=${BAKU_BOOKS}&page=0`,
      ]),
    );
  });
});

describe("widgets: the generator's checks", flow, () => {
  it("asks for a fixed button's amount, sends nothing, and shows the maximum below the minimum and a bad colour on their fields", async () => {
    const requests = stubWidgetsApi();
    const user = await openWidgets();
    await fill(user, /^Name/, "Tour deposit");
    await fill(user, /^Description/, "Deposit for the day tour");

    await submit(user);
    expect(await screen.findByText("Amount is required")).toBeVisible();
    expect(screen.getByRole("textbox", { name: /^Amount/ })).toHaveAttribute("aria-invalid", "true");

    await user.click(screen.getByRole("radio", { name: "Customer enters the amount" }));
    // The fixed amount's error goes with its field.
    expect(screen.queryByText("Amount is required")).toBeNull();
    await fill(user, /^Minimum/, "50");
    await fill(user, /^Maximum/, "10");
    await fill(user, /^Background colour code/, "#12345");
    await submit(user);

    expect(await screen.findByText("The maximum must not be below the minimum.")).toBeVisible();
    expect(screen.getByRole("textbox", { name: /^Maximum/ })).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByText("Enter a colour as #RRGGBB.")).toBeVisible();
    expect(screen.getByRole("textbox", { name: /^Background colour code/ })).toHaveAttribute("aria-invalid", "true");
    expect(calls(requests, "POST", "/api/pay-buttons")).toHaveLength(0);
  });

  it("wants the merchant's own text when no preset is chosen", async () => {
    const requests = stubWidgetsApi();
    const user = await openWidgets();
    await fill(user, /^Name/, "Tour deposit");
    await fill(user, /^Amount/, "25");
    await fill(user, /^Description/, "Deposit for the day tour");
    await user.click(screen.getByRole("radio", { name: "Custom text" }));
    await submit(user);

    expect(await screen.findByText("Your text is required")).toBeVisible();
    expect(calls(requests, "POST", "/api/pay-buttons")).toHaveLength(0);
  });

  it("puts the server's field errors on their fields", async () => {
    stubWidgetsApi({
      create: () =>
        json(400, {
          code: "VALIDATION_ERROR",
          message: "Invalid request",
          fields: { name: "validation.tooLong", "style.background": "validation.colour" },
        }),
    });
    const user = await openWidgets();
    await fill(user, /^Name/, "Tour deposit");
    await fill(user, /^Amount/, "25");
    await fill(user, /^Description/, "Deposit for the day tour");
    await submit(user);

    expect(await screen.findByText("Name is too long.")).toBeVisible();
    expect(screen.getByRole("textbox", { name: /^Name/ })).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByRole("textbox", { name: /^Background colour code/ })).toHaveAccessibleDescription(
      /Enter a colour as #RRGGBB\./,
    );
  });

  it("says why the server refused an application that is no longer live", async () => {
    stubWidgetsApi({ create: () => json(409, { code: "INVALID_STATE", message: "The application is not live" }) });
    const user = await openWidgets();
    await fill(user, /^Name/, "Tour deposit");
    await fill(user, /^Amount/, "25");
    await fill(user, /^Description/, "Deposit for the day tour");
    await submit(user);

    expect(await screen.findByRole("alert")).toBeVisible();
    expect(screen.getByRole("textbox", { name: /^Name/ })).toHaveValue("Tour deposit");
  });
});

describe("widgets: the preview", flow, () => {
  it("draws the snippet's button and follows the colours, size, shape and text", async () => {
    stubWidgetsApi();
    const user = await openWidgets();

    let { preview, link } = previewed();
    expect(preview).toHaveAccessibleName("Preview of the button: Pay");
    expect(link.getAttribute("style")).toContain("background:#005687;color:#FFFFFF");
    expect(link.getAttribute("style")).toContain("border-radius:8px");

    await fill(user, /^Amount/, "25");
    await user.click(screen.getByRole("radio", { name: "Donate" }));
    await user.click(
      within(screen.getByRole("radiogroup", { name: "Background colour" })).getByRole("radio", { name: "Yellow" }),
    );
    await user.click(
      within(screen.getByRole("radiogroup", { name: "Text colour" })).getByRole("radio", { name: "Black" }),
    );
    await user.click(screen.getByRole("button", { name: "Large" }));
    await user.click(screen.getByRole("button", { name: "Pill" }));

    ({ preview, link } = previewed());
    expect(preview).toHaveAccessibleName("Preview of the button: Donate 25.00 AZN");
    expect(link).toHaveTextContent("Donate 25.00 AZN");
    const style = link.getAttribute("style");
    expect(style).toContain("background:#FFEC1C;color:#000000");
    expect(style).toContain("padding:14px 30px");
    expect(style).toContain("font:600 18px/1.5");
    expect(style).toContain("border-radius:999px");
    // Not a way anywhere yet: the button has no page until it is created.
    expect(link).toHaveAttribute("href", "#");

    await fill(user, /^Text colour code/, "#4dbdc6");
    expect(previewed().link.getAttribute("style")).toContain("color:#4dbdc6");
    expect(screen.getByText(/The text may be hard to read on this background/)).toBeVisible();

    await user.click(screen.getByRole("radio", { name: "Custom text" }));
    await fill(user, /^Your text/, "Reserve <a seat>");
    expect(previewed().link).toHaveTextContent("Reserve <a seat> 25.00 AZN");
  });

  it("offers the presets and writes the button in the checkout language, not the interface's", async () => {
    stubWidgetsApi();
    const user = await openWidgets();
    await fill(user, /^Amount/, "25");
    await user.selectOptions(screen.getByRole("combobox", { name: /^Checkout language/ }), "az");

    expect(await screen.findByRole("radio", { name: "İndi ödə" })).toBeInTheDocument();
    expect(previewed().preview).toHaveAccessibleName("Preview of the button: Ödə 25,00 AZN");
    await user.click(screen.getByRole("radio", { name: "Bron et" }));
    expect(previewed().link).toHaveTextContent("Bron et 25,00 AZN");
    // The interface stays English.
    expect(screen.getByRole("radio", { name: "Custom text" })).toBeInTheDocument();
  });

  it("has no language to choose in the Emirates variant: its pages are in English", async () => {
    setRuntimeConfig(emiratesConfig);
    stubWidgetsApi();
    await openWidgets();

    await screen.findByRole("textbox", { name: /^Name/ });
    expect(screen.queryByRole("combobox", { name: /^Checkout language/ })).toBeNull();
    expect(screen.getByRole("combobox", { name: /^Currency/ })).toHaveValue("AED");
    expect(previewed().preview).toHaveAccessibleName("Preview of the button: Pay");
  });
});

describe("widgets: creating a button", flow, () => {
  it("sends exactly the form's button, then hands out its snippet, link and QR code", async () => {
    const requests = stubWidgetsApi();
    const user = await openWidgets();
    await fill(user, /^Name/, "Tour deposit");
    await fill(user, /^Amount/, "25");
    await fill(user, /^Description/, "Deposit for the Gobustan day tour");
    await user.click(screen.getByRole("radio", { name: "Pay now" }));
    await user.click(
      within(screen.getByRole("radiogroup", { name: "Background colour" })).getByRole("radio", { name: "Black" }),
    );
    await user.click(
      within(screen.getByRole("radiogroup", { name: "Text colour" })).getByRole("radio", { name: "White" }),
    );
    await user.click(screen.getByRole("button", { name: "Large" }));
    await user.click(screen.getByRole("button", { name: "Pill" }));
    await submit(user);

    expect(await screen.findByRole("heading", { level: 2, name: "The button “Tour deposit” is ready" })).toHaveFocus();
    const [post] = calls(requests, "POST", "/api/pay-buttons");
    expect(await post!.json()).toEqual({
      appId: CASPIAN,
      name: "Tour deposit",
      amountMode: "fixed",
      amount: "25",
      minAmount: null,
      maxAmount: null,
      currency: "AZN",
      description: "Deposit for the Gobustan day tour",
      language: "en",
      style: {
        textPreset: "payNow",
        customText: null,
        background: "#000000",
        textColour: "#FFFFFF",
        size: "large",
        shape: "pill",
      },
    });

    const snippet = screen.getByRole("textbox", { name: "HTML code" });
    expect(snippet).toHaveAttribute("readonly");
    const code = (snippet as HTMLTextAreaElement).value;
    expect(code).toContain(`href="${LINK}"`);
    expect(code).toContain("background:#000000;color:#FFFFFF");
    expect(code).toContain("border-radius:999px");
    expect(code).toContain(">Pay now 25.00 AZN</a>");
    expect(code).toBe(
      payButtonSnippet(LINK, "Pay now 25.00 AZN", {
        background: "#000000",
        textColour: "#FFFFFF",
        size: "large",
        shape: "pill",
      }),
    );
    await user.click(screen.getByRole("button", { name: "Copy code" }));
    expect(await navigator.clipboard.readText()).toBe(code);
    expect(await screen.findByText("Copied")).toBeVisible();

    expect(screen.getByRole("textbox", { name: "Payment page link" })).toHaveValue(LINK);
    await user.click(screen.getByRole("button", { name: "Copy link" }));
    expect(await navigator.clipboard.readText()).toBe(LINK);

    expect(await screen.findByRole("img", { name: "QR code of the button “Tour deposit”" })).toHaveAttribute(
      "src",
      "blob:pay-button-qr",
    );
    expect(screen.getByRole("button", { name: "Download QR code" })).toBeEnabled();

    await user.click(screen.getByRole("button", { name: "Create another button" }));
    expect(await screen.findByRole("textbox", { name: /^Name/ })).toHaveValue("");
    expect(screen.getByRole("textbox", { name: /^Name/ })).toHaveFocus();
  });

  it("sends only the range of a button whose customer types the amount", async () => {
    const requests = stubWidgetsApi();
    const user = await openWidgets();
    await fill(user, /^Name/, "Donations");
    await fill(user, /^Amount/, "25");
    await user.click(screen.getByRole("radio", { name: "Customer enters the amount" }));
    await fill(user, /^Maximum/, "500");
    await fill(user, /^Description/, "Support the shelter");
    await user.click(screen.getByRole("radio", { name: "Custom text" }));
    await fill(user, /^Your text/, "  Help the shelter ");
    await submit(user);

    await screen.findByRole("heading", { level: 2, name: "The button “Donations” is ready" });
    const [post] = calls(requests, "POST", "/api/pay-buttons");
    expect(await post!.json()).toMatchObject({
      amountMode: "customer",
      amount: null,
      minAmount: null,
      maxAmount: "500",
      style: { textPreset: null, customText: "Help the shelter" },
    });
    // No amount on a button whose customer types it.
    expect((screen.getByRole("textbox", { name: "HTML code" }) as HTMLTextAreaElement).value).toContain(
      ">Help the shelter</a>",
    );
  });
});

describe("widgets: the list", flow, () => {
  it("shows each button with its amount, status, and the payments it has taken", async () => {
    stubWidgetsApi({
      list: () =>
        json(
          200,
          buttonPage([
            payButton(),
            payButton({
              id: "8e9f0a1b-2c3d-4e4f-9a5b-6c7d8e9f0a1b",
              name: "Donations",
              amountMode: "customer",
              amount: null,
              minAmount: 5,
              maxAmount: 500,
              status: "disabled",
              paymentsCount: 12,
              paymentsSum: 1234.5,
            }),
          ]),
        ),
    });
    await openWidgets();

    const table = await screen.findByRole("table", { name: "Buttons of Caspian Tours" });
    const deposit = within(table).getByRole("row", { name: /Tour deposit/ });
    expect(within(deposit).getByRole("img", { name: "Preview of the button: Pay now 25.00 AZN" })).toBeInTheDocument();
    expect(deposit).toHaveTextContent("25.00 AZN");
    expect(deposit).toHaveTextContent("Active");
    expect(
      within(deposit)
        .getAllByRole("cell")
        .map((cell) => cell.textContent),
    ).toEqual(expect.arrayContaining(["3", "75.00 AZN"]));

    const donations = within(table).getByRole("row", { name: /Donations/ });
    expect(donations).toHaveTextContent("5.00 AZN to 500.00 AZN");
    expect(donations).toHaveTextContent("Disabled");
    expect(
      within(donations)
        .getAllByRole("cell")
        .map((cell) => cell.textContent),
    ).toEqual(expect.arrayContaining(["12", "1,234.50 AZN"]));
    expect(within(donations).getByRole("button", { name: "Enable" })).toBeVisible();
  });

  it("shows a listed button's snippet, link and QR code again", async () => {
    stubWidgetsApi();
    const user = await openWidgets();
    const row = await screen.findByRole("row", { name: /Tour deposit/ });
    await user.click(within(row).getByRole("button", { name: "Code and QR" }));

    const dialog = await screen.findByRole("dialog", { name: "“Tour deposit”: code, link and QR code" });
    expect(within(dialog).getByRole("textbox", { name: "HTML code" })).toHaveValue(
      payButtonSnippet(LINK, "Pay now 25.00 AZN", {
        background: "#005687",
        textColour: "#FFFFFF",
        size: "medium",
        shape: "rounded",
      }),
    );
    expect(within(dialog).getByRole("textbox", { name: "Payment page link" })).toHaveValue(LINK);
    expect(await within(dialog).findByRole("img", { name: "QR code of the button “Tour deposit”" })).toBeVisible();
  });

  it("asks before disabling a button, then sends the new status", async () => {
    const requests = stubWidgetsApi();
    const user = await openWidgets();
    const row = await screen.findByRole("row", { name: /Tour deposit/ });
    await user.click(within(row).getByRole("button", { name: "Disable" }));

    const dialog = await screen.findByRole("dialog", { name: "Disable “Tour deposit”?" });
    expect(dialog).toHaveTextContent("will see that it is no longer available");
    expect(calls(requests, "PATCH", `/api/pay-buttons/${payButton().id}`)).toHaveLength(0);
    await user.click(within(dialog).getByRole("button", { name: "Disable" }));

    expect(await screen.findByText("“Tour deposit” is disabled.")).toBeVisible();
    const [patch] = calls(requests, "PATCH", `/api/pay-buttons/${payButton().id}`);
    expect(await patch!.json()).toEqual({ status: "disabled" });
  });

  it("enables a disabled button again without asking", async () => {
    const requests = stubWidgetsApi({ list: () => json(200, buttonPage([payButton({ status: "disabled" })])) });
    const user = await openWidgets();
    const row = await screen.findByRole("row", { name: /Tour deposit/ });
    await user.click(within(row).getByRole("button", { name: "Enable" }));

    expect(await screen.findByText("“Tour deposit” takes payments again.")).toBeVisible();
    const [patch] = calls(requests, "PATCH", `/api/pay-buttons/${payButton().id}`);
    expect(await patch!.json()).toEqual({ status: "active" });
  });

  it("says when there are no buttons yet, and offers to retry a list that failed", async () => {
    let fail = true;
    stubWidgetsApi({
      list: () => (fail ? json(500, { code: "INTERNAL", message: "Internal error" }) : json(200, buttonPage([]))),
    });
    const user = await openWidgets();

    const retry = await screen.findByRole("button", { name: "Try again" });
    fail = false;
    await user.click(retry);
    expect(await screen.findByRole("heading", { level: 2, name: "No buttons yet" })).toBeVisible();
  });
});
