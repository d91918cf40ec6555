import type { Db } from "./client";
import { createAccountWithMainUser, findUserByEmail, updateUser } from "@/modules/auth/auth.repo";
import { hashPassword } from "@/lib/crypto";

/** The demo merchant a fresh local install signs in with (printed at start-up). */
export const DEMO_MERCHANT = {
  email: "demo@merchant.az",
  password: "Demo@2026",
  fullName: "Demo Merchant",
  mobilePhone: "+994501234567",
} as const;

export async function seedDemoMerchant(db: Db): Promise<void> {
  if (await findUserByEmail(db, DEMO_MERCHANT.email)) return;
  const { password, ...details } = DEMO_MERCHANT;
  const user = await createAccountWithMainUser(db, { ...details, passwordHash: await hashPassword(password) });
  await updateUser(db, user.id, { status: "active" });
}
