import { dictionary } from "@zxcvbn-ts/language-common";

// The ~49 000 passwords seen most often in public breaches (zxcvbn's list, lower case),
// bundled with the server: no call leaves the machine to check one.
const common = new Set(dictionary["passwords-common"]);

/**
 * True when the password, ignoring case and a trailing run of symbols, is one of the
 * commonest leaked passwords: "Password1!" is "password1" with a capital and a "!", which
 * is what the complexity rules push people to write.
 */
export function isBreachedPassword(password: string): boolean {
  const lower = password.toLowerCase();
  return common.has(lower) || common.has(lower.replace(/[^a-z0-9]+$/, ""));
}
