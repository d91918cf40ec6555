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
  const lockKey = (email: string) => `login:lock:${email}`;
  // Each lock starts a new count of tries: the count is never reset under tries in flight,
  // which could then be counted from zero again and checked past the limit.
  const epochKey = (email: string) => `login:locks:${email}`;
  const triesKey = (email: string, epoch: number) => `login:tries:${email}:${epoch}`;
  const failuresKey = (email: string, epoch: number) => `login:failures:${email}:${epoch}`;
  const addressKeys = (email: string, address: string) => ({
    tries: `login:address:${email}:${address}`,
    delay: `login:delay:${email}:${address}`,
  });

  const locked = (ms: number) =>
    new AppError("ACCOUNT_LOCKED", "Sign-in to this account is locked after too many wrong passwords.", {
      retryAfter: Math.ceil(ms / 1000),
    });

  /** The block first, then the new count: a try that read the old count meets the block or an exhausted count. */
  async function lock(email: string, user: User | undefined, lang: Language) {
    await rateLimits.block(lockKey(email), lockMs);
    await rateLimits.hit(epochKey(email), DAY_MS);
    if (user) {
      const link = await links.issue(user.id, "unlock");
      const texts = authMessages(lang);
      await messaging.send({
        channel: "email",
        to: user.email,
        subject: texts.subjects.accountLocked,
        text: texts.accountLocked(link, config.LOGIN_LOCK_MINUTES),
      });
    }
  }

  /**
   * Before the password is checked: refuses a locked account or a waiting address, else
   * reserves the try. Returns the count it was reserved in, for `failed` and `succeeded`.
   */
  async function admit(email: string, address: string, user: User | undefined, lang: Language): Promise<number> {
    const epoch = await rateLimits.peek(epochKey(email), DAY_MS);
    const lockedFor = await rateLimits.blockedFor(lockKey(email));
    if (lockedFor > 0) throw locked(lockedFor);
    const waitFor = await rateLimits.blockedFor(addressKeys(email, address).delay);
    if (waitFor > 0) {
      throw new AppError("RATE_LIMITED", "Too many wrong passwords from here. Wait and try again.", {
        retryAfter: Math.ceil(waitFor / 1000),
      });
    }
    const { count } = await rateLimits.hit(triesKey(email, epoch), DAY_MS);
    if (count > config.LOGIN_FAILURES_BEFORE_LOCK) {
      // Only the first refusal of a count locks (and e-mails the owner).
      if (count === config.LOGIN_FAILURES_BEFORE_LOCK + 1) await lock(email, user, lang);
      throw locked(lockMs);
    }
    return epoch;
  }

  /** The password was wrong: the reserved try stays counted; the account may lock, the address wait. */
  async function failed(email: string, address: string, epoch: number, user: User | undefined, lang: Language) {
    // Failures numbered one by one: exactly one of them is the one that locks (unless a reservation past the limit already did).
    const { count: failures } = await rateLimits.hit(failuresKey(email, epoch), DAY_MS);
    if (failures === config.LOGIN_FAILURES_BEFORE_LOCK && (await rateLimits.blockedFor(lockKey(email))) === 0)
      await lock(email, user, lang);
    const k = addressKeys(email, address);
    const { count } = await rateLimits.hit(k.tries, DAY_MS);
    if (count >= FREE_TRIES_PER_ADDRESS) {
      await rateLimits.block(k.delay, Math.min(MINUTE_MS * 2 ** (count - FREE_TRIES_PER_ADDRESS), MAX_DELAY_MS));
    }
  }

  /** The right password: the account's and this address's wrong tries are forgiven. */
  async function succeeded(email: string, address: string, epoch: number) {
    const k = addressKeys(email, address);
    await rateLimits.reset(triesKey(email, epoch), DAY_MS);
    await rateLimits.reset(failuresKey(email, epoch), DAY_MS);
    await rateLimits.reset(k.tries, DAY_MS);
    await rateLimits.unblock(k.delay);
  }

  /** The owner proved the mailbox (unlock link, password reset): the account opens again, with a new count. */
  async function unlock(email: string) {
    await rateLimits.hit(epochKey(email), DAY_MS);
    await rateLimits.unblock(lockKey(email));
  }

  return { admit, failed, succeeded, unlock };
}
