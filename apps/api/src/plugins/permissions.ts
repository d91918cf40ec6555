import type { Permission } from "@portal/contracts";
import type { FastifyRequest } from "fastify";
import { AppError } from "@/lib/app-error";
import { accessCheck, authOf } from "./auth";

/**
 * Access check (after `authenticate`): the account's main user may do everything; a sub-user
 * only what one of the listed permissions grants.
 */
export function requirePermission(...anyOf: Permission[]) {
  return accessCheck(async (request: FastifyRequest) => {
    const { user, privileges } = authOf(request);
    if (user.userType === "main" || anyOf.some((p) => privileges.includes(p))) return;
    throw new AppError("FORBIDDEN", "You do not have permission to do this.");
  });
}

/**
 * Access check (after `authenticate`) of what only a confirmed address may do: connect a
 * business, attach a payout card, take payments. A registration made with someone else's
 * e-mail never gets this far.
 */
export const requireVerifiedEmail = accessCheck(async (request: FastifyRequest) => {
  if (!authOf(request).user.emailVerifiedAt) {
    throw new AppError("EMAIL_NOT_VERIFIED", "Confirm your e-mail address first: open the link we sent to it.");
  }
});
