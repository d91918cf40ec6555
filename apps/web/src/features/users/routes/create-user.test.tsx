import { configure, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { i18n } from "@/lib/i18n";
import { json } from "@/testing/fetch-stub";
import { renderRoute } from "@/testing/render-route";
import { sessionUser } from "@/testing/session-user";
import {
  application,
  BAKU_BOOKS,
  calls,
  CASPIAN,
  cashier,
  created,
  mainUser,
  stubUsersApi,
  userPage,
} from "../test-fixtures";

configure({ asyncUtilTimeout: 10000 });
beforeEach(() => localStorage.setItem("accessToken", "token-1"));

/** The Users screen, with the new-user dialog open and its roles in. */
async function openNewUser() {
  renderRoute("/users");
  const user = userEvent.setup();
  await user.click(await screen.findByRole("button", { name: "Add user" }));
  const dialog = within(await screen.findByRole("dialog", { name: "Add a user" }));
  await dialog.findByRole("combobox", { name: /^Role/ });
  return { user, dialog };
}

const permissionBoxes = (dialog: ReturnType<typeof within>) =>
  within(dialog.getByRole("group", { name: "Permissions" })).getAllByRole("checkbox");
const checkedPermissions = (dialog: ReturnType<typeof within>) =>
  permissionBoxes(dialog)
    .filter((box) => (box as HTMLInputElement).checked)
    .map((box) => box.getAttribute("value"));

async function fillPerson(user: ReturnType<typeof userEvent.setup>, dialog: ReturnType<typeof within>) {
  await user.type(dialog.getByRole("textbox", { name: /^First name/ }), "Kamran");
  await user.type(dialog.getByRole("textbox", { name: /^Last name/ }), "Həsənov");
  await user.type(dialog.getByRole("textbox", { name: /^E-mail/ }), "Kamran@Merchant.az");
  await user.type(dialog.getByRole("textbox", { name: /^Phone/ }), "+994 55 444 55 66");
}

describe("adding a user", { timeout: 30000 }, () => {
  it("fills the permissions of the role chosen, which can then be changed one by one", async () => {
    stubUsersApi();
    const { user, dialog } = await openNewUser();
    expect(permissionBoxes(dialog)).toHaveLength(13);
    expect(checkedPermissions(dialog)).toEqual([]);
    expect(dialog.getByRole("checkbox", { name: "Create link" })).not.toBeChecked();
    expect(dialog.getByRole("checkbox", { name: "Payout review" })).not.toBeChecked();

    await user.selectOptions(dialog.getByRole("combobox", { name: /^Role/ }), "Cashier");
    expect(checkedPermissions(dialog)).toEqual(["createLink", "sendLink"]);
    expect(dialog.getByText("2 of 13 chosen.")).toBeVisible();

    await user.selectOptions(dialog.getByRole("combobox", { name: /^Role/ }), "Accountant");
    expect(checkedPermissions(dialog)).toEqual([
      "finalizeTransaction",
      "unblockTransaction",
      "refundTransaction",
      "exportPaymentMethod",
      "payoutReview",
    ]);

    await user.click(dialog.getByRole("checkbox", { name: "Payout review" }));
    await user.click(dialog.getByRole("checkbox", { name: "Create link" }));
    expect(checkedPermissions(dialog)).toEqual([
      "createLink",
      "finalizeTransaction",
      "unblockTransaction",
      "refundTransaction",
      "exportPaymentMethod",
    ]);
  });

  it("labels the roles and permissions in the interface language, from the catalogue", async () => {
    await i18n.changeLanguage("ru");
    stubUsersApi();
    renderRoute("/users");
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Добавить пользователя" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Новый пользователь" }));
    await user.selectOptions(await dialog.findByRole("combobox", { name: /^Роль/ }), "Кассир");
    expect(dialog.getByRole("checkbox", { name: "Создание ссылки" })).toBeChecked();
    expect(dialog.getByRole("checkbox", { name: "Возврат транзакции" })).not.toBeChecked();
  });

  it("says what is missing or wrong before anything is sent", async () => {
    const requests = stubUsersApi();
    const { user, dialog } = await openNewUser();

    await user.click(dialog.getByRole("button", { name: "Continue" }));
    expect(await dialog.findByText("First name is required")).toBeVisible();
    expect(dialog.getByText("Last name is required")).toBeVisible();
    expect(dialog.getByText("E-mail is required")).toBeVisible();
    expect(dialog.getByText("Phone is required")).toBeVisible();
    expect(dialog.getByText("Role is required")).toBeVisible();
    expect(dialog.getByRole("textbox", { name: /^First name/ })).toHaveFocus();

    await user.type(dialog.getByRole("textbox", { name: /^E-mail/ }), "kamran@");
    await user.type(dialog.getByRole("textbox", { name: /^Phone/ }), "12345");
    await user.click(dialog.getByRole("button", { name: "Continue" }));
    expect(await dialog.findByText("Invalid email address.")).toBeVisible();
    expect(dialog.getByText("Invalid phone number.")).toBeVisible();
    expect(calls(requests, "GET", "/api/otp/init/sub-user")).toHaveLength(0);
  });

  it("texts a code, creates the user with it, and says the new user was e-mailed a link to set a password", async () => {
    let listed = [mainUser(), cashier()];
    const requests = stubUsersApi({
      list: () => json(200, userPage(listed)),
      create: () => {
        listed = [...listed, created().user];
        return json(201, created());
      },
    });
    const { user, dialog } = await openNewUser();
    await fillPerson(user, dialog);
    await user.selectOptions(dialog.getByRole("combobox", { name: /^Role/ }), "Cashier");
    await user.click(dialog.getByRole("checkbox", { name: "Refund transaction" }));
    await user.click(dialog.getByRole("checkbox", { name: "Baku Books" }));
    await user.click(dialog.getByRole("button", { name: "Continue" }));

    expect(await dialog.findByRole("heading", { name: "Check your phone" })).toBeVisible();
    expect(dialog.getByText("We sent a 6-digit code to +994 ** *** ** 67.")).toBeVisible();
    expect(
      dialog.getByText("Kamran Həsənov (kamran@merchant.az) · role: Cashier · permissions: 3 · applications: 1"),
    ).toBeVisible();
    expect(calls(requests, "GET", "/api/otp/init/sub-user")).toHaveLength(1);

    await user.type(dialog.getByRole("textbox", { name: "Verification code" }), "123456");
    await user.click(dialog.getByRole("button", { name: "Confirm" }));

    expect(await dialog.findByRole("heading", { name: "Kamran Həsənov has been added" })).toBeVisible();
    expect(
      dialog.getByText(
        "We e-mailed a link to set a password to kamran@merchant.az. Until they set it, they show as Invited.",
      ),
    ).toBeVisible();
    const [sent] = calls(requests, "POST", "/api/user/registerPmd/123456");
    expect(sent!.headers.get("Idempotency-Key")).toMatch(/^[0-9a-f-]{36}$/);
    expect(await sent!.json()).toEqual({
      firstName: "Kamran",
      lastName: "Həsənov",
      email: "kamran@merchant.az",
      mobilePhone: "+994554445566",
      role: "cashier",
      permissions: ["createLink", "sendLink", "refundTransaction"],
      applicationIds: [BAKU_BOOKS],
    });

    await user.click(dialog.getByRole("button", { name: "Done" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    const table = within(await screen.findByRole("table", { name: "Users of the account" }));
    expect(await table.findByRole("button", { name: "Kamran Həsənov" })).toBeVisible();
    expect(table.getByText("Invited")).toBeVisible();
  });

  it("shows a wrong code on the code field, and takes the right one", async () => {
    let tries = 0;
    stubUsersApi({
      create: () =>
        ++tries === 1
          ? json(422, {
              code: "OTP_INVALID",
              message: "Wrong code",
              fields: { OTP: "validation.otp" },
              attemptsLeft: 4,
            })
          : json(201, created()),
    });
    const { user, dialog } = await openNewUser();
    await fillPerson(user, dialog);
    await user.selectOptions(dialog.getByRole("combobox", { name: /^Role/ }), "Viewer");
    await user.click(dialog.getByRole("checkbox", { name: "Caspian Tours" }));
    await user.click(dialog.getByRole("button", { name: "Continue" }));
    const code = await dialog.findByRole("textbox", { name: "Verification code" });
    await user.type(code, "123456");
    await user.click(dialog.getByRole("button", { name: "Confirm" }));
    expect(await dialog.findByText("The code must be 6 digits.")).toBeVisible();
    expect(code).toHaveAttribute("aria-invalid", "true");

    await user.click(dialog.getByRole("button", { name: "Confirm" }));
    expect(await dialog.findByRole("heading", { name: "Kamran Həsənov has been added" })).toBeVisible();
  });

  it("brings the form back with the e-mail or phone another user already has marked", async () => {
    stubUsersApi({
      create: () =>
        json(400, {
          code: "VALIDATION_ERROR",
          message: "Taken",
          fields: { email: "validation.emailTaken", mobilePhone: "validation.phoneTaken" },
        }),
    });
    const { user, dialog } = await openNewUser();
    await fillPerson(user, dialog);
    await user.selectOptions(dialog.getByRole("combobox", { name: /^Role/ }), "Cashier");
    await user.click(dialog.getByRole("button", { name: "Continue" }));
    await user.type(await dialog.findByRole("textbox", { name: "Verification code" }), "123456");
    await user.click(dialog.getByRole("button", { name: "Confirm" }));

    expect(await dialog.findByText("This e-mail is already used by another user.")).toBeVisible();
    expect(dialog.getByText("This phone number is already used by another user.")).toBeVisible();
    expect(dialog.getByText("The user was not added. Correct the marked fields and continue again.")).toBeVisible();
    await waitFor(() => expect(dialog.getByRole("textbox", { name: /^E-mail/ })).toHaveFocus());
    // What was typed is still there.
    expect(dialog.getByRole("textbox", { name: /^First name/ })).toHaveValue("Kamran");
  });

  it("lets an administrator give only what they hold, and never the administrator role", async () => {
    stubUsersApi({
      user: sessionUser({
        id: "7b8c9d0e-1f2a-4b3c-8d4e-6f7a8b9c0d1e",
        userType: "sub",
        roles: ["administrator"],
        privileges: ["createLink", "sendLink", "refundTransaction"],
      }),
      apps: [application(CASPIAN, "Caspian Tours")],
    });
    const { user, dialog } = await openNewUser();
    const roles = within(dialog.getByRole("combobox", { name: /^Role/ }))
      .getAllByRole("option")
      .map((option) => option.textContent);
    expect(roles).toEqual(["Choose a role", "Accountant", "Cashier", "Viewer"]);
    expect(dialog.getByText("0 of 13 chosen. You can give only the permissions you hold yourself.")).toBeVisible();
    expect(dialog.getByRole("checkbox", { name: "Payout payment" })).toBeDisabled();
    expect(dialog.getByRole("checkbox", { name: "Refund transaction" })).toBeEnabled();

    // An accountant's permissions, less those the administrator does not hold.
    await user.selectOptions(dialog.getByRole("combobox", { name: /^Role/ }), "Accountant");
    expect(checkedPermissions(dialog)).toEqual(["refundTransaction"]);
    expect(within(dialog.getByRole("group", { name: "Applications" })).getAllByRole("checkbox")).toHaveLength(1);
  });

  it("brings a refusal for giving more than held back to the form, in the user's words", async () => {
    stubUsersApi({
      create: () =>
        json(403, {
          code: "GRANT_BEYOND_OWN",
          message: "Beyond own",
          fields: { permissions: "validation.grantBeyondOwn" },
        }),
    });
    const { user, dialog } = await openNewUser();
    await fillPerson(user, dialog);
    await user.selectOptions(dialog.getByRole("combobox", { name: /^Role/ }), "Cashier");
    await user.click(dialog.getByRole("button", { name: "Continue" }));
    await user.type(await dialog.findByRole("textbox", { name: "Verification code" }), "123456");
    await user.click(dialog.getByRole("button", { name: "Confirm" }));

    const permissions = await dialog.findByRole("group", { name: "Permissions" });
    expect(
      within(permissions).getByText("You can give only the permissions and applications you hold yourself."),
    ).toBeVisible();
  });
});
