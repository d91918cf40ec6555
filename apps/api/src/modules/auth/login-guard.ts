import type { Language } from "@portal/contracts";
import type { FastifyInstance } from "fastify";
import { AppError } from "@/lib/app-error";
import { authMessages } from "./auth.messages";
import type { User } from "./auth.repo";
import { emailLinks } from "./email-links";

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;
/** Wrong passwords one address may try on one account before each further try waits. */
const FREE_TRIES_PER_ADDRESS = 5;
/** The wait after each further wrong password from that address doubles up to this. */
const MAX_DELAY_MS = 60 * MINUTE_MS;

/**
 * Password guessing (PCI DSS 8.3.4): every try is reserved before the password is checked,
 * so parallel guesses cannot outrun the count. Two brakes:
 * - per account and address, a growing delay after a few wrong passwords (one address
 *   slows itself down, nobody else);
 * - per account, a lock after LOGIN_FAILURES_BEFORE_LOCK wrong passwords, for
 *   LOGIN_LOCK_MINUTES, which the owner lifts at once with the link e-mailed to them.
 * Unknown e-mails are counted and answered the same way, so nothing tells them apart.
 */
export function loginGuard(app: FastifyInstance) {
  const { rateLimits, config, messaging } = app;
  const links = emailLinks(app);
  const lockMs = config.LOGIN_LOCK_MINUTES * MINUTE_MS;
  const keys = (email: string, address: string) => ({
    tries: `login:tries:${email}`,
    lock: `login:lock:${email}`,
    addressTries: `login:address:${email}:${address}`,
    delay: `login:delay:${email}:${address}`,
  });

  const locked = (ms: number) =>
    new AppError("ACCOUNT_LOCKED", "Sign-in to this account is locked after too many wrong passwords.", { retryAfter: Math.ceil(ms / 1000) });

  async function lock(email: string, user: User | undefined, lang: Language) {
    const k = keys(email, "");
    await rateLimits.block(k.lock, lockMs);
    await rateLimits.reset(k.tries, DAY_MS);
    if (user) {
      const link = await links.issue(user.id, "unlock");
      await messaging.send({ channel: "email", to: user.email, text: authMessages(lang).accountLocked(link, config.LOGIN_LOCK_MINUTES) });
    }
  }

  /** Before the password is checked: refuses a locked account or a waiting address, else reserves the try. */
  async function admit(email: string, address: string, user: User | undefined, lang: Language) {
    const k = keys(email, address);
    const lockedFor = await rateLimits.blockedFor(k.lock);
    if (lockedFor > 0) throw locked(lockedFor);
    const waitFor = await rateLimits.blockedFor(k.delay);
    if (waitFor > 0) {
      throw new AppError("RATE_LIMITED", "Too many wrong passwords from here. Wait and try again.", { retryAfter: Math.ceil(waitFor / 1000) });
    }
    const { count } = await rateLimits.hit(k.tries, DAY_MS);
    if (count > config.LOGIN_FAILURES_BEFORE_LOCK) {
      await lock(email, user, lang);
      throw locked(lockMs);
    }
  }

  /** The password was wrong: the reserved try stays counted; the account may lock, the address wait. */
  async function failed(email: string, address: string, user: User | undefined, lang: Language) {
    const k = keys(email, address);
    if ((await rateLimits.peek(k.tries, DAY_MS)) >= config.LOGIN_FAILURES_BEFORE_LOCK) await lock(email, user, lang);
    const { count } = await rateLimits.hit(k.addressTries, DAY_MS);
    if (count >= FREE_TRIES_PER_ADDRESS) {
      await rateLimits.block(k.delay, Math.min(MINUTE_MS * 2 ** (count - FREE_TRIES_PER_ADDRESS), MAX_DELAY_MS));
    }
  }

  /** The right password: the account's and this address's wrong tries are forgiven. */
  async function succeeded(email: string, address: string) {
    const k = keys(email, address);
    await rateLimits.reset(k.tries, DAY_MS);
    await rateLimits.reset(k.addressTries, DAY_MS);
    await rateLimits.unblock(k.delay);
  }

  /** The owner proved the mailbox (unlock link, password reset): the account opens again. */
  async function unlock(email: string) {
    const k = keys(email, "");
    await rateLimits.unblock(k.lock);
    await rateLimits.reset(k.tries, DAY_MS);
  }

  return { admit, failed, succeeded, unlock };
}
