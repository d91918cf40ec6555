import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { LoginRequest, NewPasswordRequest, RegisterRequest } from "./auth";
import {
  PASSWORD_SPECIALS,
  emailField,
  isValidEmail,
  isValidOtp,
  isValidPassword,
  isValidPhone,
  messages,
  otpField,
  phoneField,
} from "./fields";
import { phoneHint } from "./otp";

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe("password policy (SPEC §5)", () => {
  it.each([
    ["Abcdef1!", true, "! is one of the specials"],
    ["Abcdef1@", true, "all four classes, 8 long"],
    ["Abcde1@", false, "7 characters"],
    ["abcdef1@", false, "no upper case"],
    ["ABCDEF1@", false, "no lower case"],
    ["Abcdefg@", false, "no digit"],
    ["Abcdefg1", false, "no special"],
    ["Abcdef1*", false, "* is not one of the specials"],
    ["Abc def1@", false, "white space"],
    ["Abcdef1=", true, "= is a special"],
    ["Abcdef1+", true, "+ is a special"],
  ])("%s → %s (%s)", (value, valid) => {
    expect(isValidPassword(value)).toBe(valid);
  });

  it("accepts any password built from the four classes and at least 8 characters", () => {
    const cls = (chars: string) => fc.constantFrom(...chars.split(""));
    const lower = cls("abcdefghijklmnopqrstuvwxyz");
    const upper = cls("ABCDEFGHIJKLMNOPQRSTUVWXYZ");
    const digit = cls("0123456789");
    const special = cls(PASSWORD_SPECIALS);
    const any = fc.oneof(lower, upper, digit, special);
    fc.assert(
      fc.property(lower, upper, digit, special, fc.array(any, { minLength: 4, maxLength: 60 }), (l, u, d, s, rest) => {
        expect(isValidPassword([l, u, d, s, ...rest].join(""))).toBe(true);
      }),
    );
  });

  it("rejects every password missing a special character", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Za-z0-9]{8,40}$/), (value) => {
        expect(isValidPassword(value)).toBe(false);
      }),
    );
  });

  it("rejects every password shorter than 8", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 7 }), (value) => {
        expect(isValidPassword(value)).toBe(false);
      }),
    );
  });
});

describe("phone (+994 and 9 digits)", () => {
  it.each([
    ["+994507776655", true],
    ["994507776655", false],
    ["+99450777665", false],
    ["+9945077766551", false],
    ["+994 50 777 66 55", false],
    ["+995507776655", false],
    ["+99450777665a", false],
  ])("%s → %s", (value, valid) => expect(isValidPhone(value)).toBe(valid));

  it("accepts exactly +994 followed by any nine digits", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{9}$/), (digits) => {
        expect(isValidPhone(`+994${digits}`)).toBe(true);
      }),
    );
    fc.assert(
      fc.property(fc.stringMatching(/^\d{0,8}$|^\d{10,12}$/), (digits) => {
        expect(isValidPhone(`+994${digits}`)).toBe(false);
      }),
    );
  });

  it("reports the SPEC messages", () => {
    expect(firstMessage(phoneField.safeParse(""))).toBe(messages.required);
    expect(firstMessage(phoneField.safeParse("0501234567"))).toBe(messages.phone);
  });

  it.each(["+994 50 123 45 67", "+994-50-123-45-67", "+994.50.123.45.67", "+994 (50) 123-45-67", " +994 50 1234567 "])(
    "takes %j as typed and keeps it as +994501234567",
    (typed) => expect(phoneField.parse(typed)).toBe("+994501234567"),
  );

  it("still refuses what grouping cannot mend", () => {
    for (const typed of ["050 123 45 67", "+994 50 123 45 6", "+994 50 123 45 6a", "+994/50/1234567", "- ( ) ."]) {
      expect(firstMessage(phoneField.safeParse(typed)), typed).toBe(messages.phone);
    }
  });
});

describe("e-mail", () => {
  it.each([
    ["merchant@example.az", true],
    ["a.b+c@sub.example.com", true],
    ["no-at-sign.example.com", false],
    ["two@@example.com", false],
    ["user@localhost", false],
    ["user@exa mple.com", false],
    ["@example.com", false],
    ["a@b.c", false],
  ])("%s → %s", (value, valid) => expect(isValidEmail(value)).toBe(valid));

  it("is trimmed and lower-cased, so one mailbox is one account", () => {
    expect(emailField.parse("  Merchant@Example.AZ ")).toBe("merchant@example.az");
  });

  it("rejects anything without an @", () => {
    fc.assert(
      fc.property(
        fc.string().filter((s) => !s.includes("@")),
        (s) => {
          expect(isValidEmail(s)).toBe(false);
        },
      ),
    );
  });

  it("rejects addresses longer than 254 characters", () => {
    expect(isValidEmail(`${"a".repeat(64)}@${"b".repeat(190)}.com`)).toBe(false);
  });
});

describe("one-time code", () => {
  it("is exactly six digits", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 999_999 }), (n) => {
        expect(isValidOtp(String(n).padStart(6, "0"))).toBe(true);
      }),
    );
    for (const bad of ["12345", "1234567", "12a456", " 123456", "１２３４５６"]) expect(isValidOtp(bad)).toBe(false);
  });

  it("reports required, then format", () => {
    expect(firstMessage(otpField.safeParse(""))).toBe(messages.required);
    expect(firstMessage(otpField.safeParse("12"))).toBe(messages.otp);
  });
});

describe("request schemas", () => {
  it("names every missing registration field as required", () => {
    const result = RegisterRequest.safeParse({});
    const byField = Object.fromEntries(result.error!.issues.map((i) => [i.path.join("."), i.message]));
    expect(byField).toEqual({
      email: messages.required,
      fullName: messages.required,
      password: messages.required,
      mobilePhone: messages.required,
    });
  });

  it("defaults rememberMe to false", () => {
    expect(LoginRequest.parse({ username: "a@example.com", password: "x" }).rememberMe).toBe(false);
  });

  it("puts a confirm-password mismatch on confirmPassword", () => {
    const result = NewPasswordRequest.safeParse({ password: "Abcdef1@", confirmPassword: "Abcdef1#" });
    expect(result.error?.issues[0]).toMatchObject({ path: ["confirmPassword"], message: messages.confirmPassword });
  });
});

it("phone hint keeps only the country code and last two digits", () => {
  expect(phoneHint("+994501234567")).toBe("+994 ** *** ** 67");
});
