import { actionPermissions, type GuardedAction, managesUsers, mayDo } from "@portal/contracts";
import type { FastifyRequest } from "fastify";
import { AppError } from "@/lib/app-error";
import { accessCheck, authOf } from "./auth";

/**
 * Access check (after `authenticate`) of a guarded action (`actionPermissions` in contracts):
 * the account's main user may do everything; a sub-user only what one of its permissions grants.
 */
export function requireAction(action: GuardedAction) {
  return accessCheck(
    async (request: FastifyRequest) => {
      const { user, privileges } = authOf(request);
      if (!mayDo({ userType: user.userType, privileges }, action))
        throw new AppError("FORBIDDEN", "You do not have permission to do this.");
    },
    { kind: "permission", anyOf: [...actionPermissions[action]] },
  );
}

/** Access check of what belongs to the account's main user alone (SPEC §6: the secret key, the contract, the account's trail). */
export const requireMainUser = accessCheck(
  async (request: FastifyRequest) => {
    if (authOf(request).user.userType !== "main")
      throw new AppError("FORBIDDEN", "Only the account's main user can do this.");
  },
  { kind: "mainUser" },
);

/** Access check of managing users: the main user, or a sub-user made an administrator. */
export const requireUserManager = accessCheck(
  async (request: FastifyRequest) => {
    if (!managesUsers(authOf(request).user)) throw new AppError("FORBIDDEN", "You do not have permission to do this.");
  },
  { kind: "userManager" },
);

/**
 * Access check (after `authenticate`) of what only a confirmed address may do: connect a
 * business, attach a payout card, take payments. A registration made with someone else's
 * e-mail never gets this far.
 */
export const requireVerifiedEmail = accessCheck(
  async (request: FastifyRequest) => {
    if (!authOf(request).user.emailVerifiedAt) {
      throw new AppError("EMAIL_NOT_VERIFIED", "Confirm your e-mail address first: open the link we sent to it.");
    }
  },
  { kind: "verifiedEmail" },
);
