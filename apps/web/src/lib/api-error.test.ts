import { afterEach, describe, expect, it } from "vitest";
import { errorMessage, serverError } from "./api-error";
import { i18n } from "./i18n";

const generic = "Something went wrong, please try again!";

describe("errorMessage", () => {
  afterEach(() => i18n.changeLanguage("en"));

  it.each([
    ["FETCH_ERROR", { status: "FETCH_ERROR", error: "TypeError: Failed to fetch" }],
    ["TIMEOUT_ERROR", { status: "TIMEOUT_ERROR", error: "AbortError: signal timed out" }],
    [
      "PARSING_ERROR",
      { status: "PARSING_ERROR", originalStatus: 502, data: "<html>Bad gateway</html>", error: "SyntaxError" },
    ],
    ["a thrown error", { name: "Error", message: "boom" }],
  ])("says to try again for %s", (_kind, error) => {
    expect(errorMessage(error)).toBe(generic);
  });

  it("translates the server's code", () => {
    const error = { status: 401, data: { code: "INVALID_CREDENTIALS", message: "Incorrect e-mail or password." } };
    expect(errorMessage(error)).toBe("Incorrect e-mail or password.");
  });

  it("says how many tries a code has left", () => {
    const error = { status: 422, data: { code: "OTP_INVALID", message: "The code is not correct.", attemptsLeft: 3 } };
    expect(errorMessage(error)).toBe("Wrong code. Attempts left: 3.");
  });

  it("speaks the interface language", async () => {
    await i18n.changeLanguage("ru");
    const error = { status: 429, data: { code: "RATE_LIMITED", message: "Too many requests.", retryAfter: 60 } };
    expect(errorMessage(error)).toBe("Слишком много попыток. Подождите и попробуйте снова.");
  });

  it("falls back to the server's text for a code it does not know", () => {
    const error = { status: 409, data: { code: "INVOICE_PAID", message: "The invoice is already paid." } };
    expect(errorMessage(error)).toBe("The invoice is already paid.");
  });

  it("reads the wait from a 429", () => {
    const error = { status: 429, data: { code: "OTP_RESEND_TOO_SOON", message: "Wait.", retryAfter: 42 } };
    expect(serverError(error)?.retryAfter).toBe(42);
  });
});
