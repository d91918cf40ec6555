import type { AuthUser } from "@portal/contracts";

/** A main user as the session check answers with; a test overrides what it looks at. */
export const sessionUser = (overrides: Partial<AuthUser> = {}): AuthUser => ({
  id: "u-1",
  email: "demo@merchant.az",
  username: "demo@merchant.az",
  fullName: "Demo Merchant",
  name: "Demo",
  mobilePhone: "+994501234567",
  fin: "",
  active: true,
  attachedCard: false,
  userType: "main",
  roles: [],
  privileges: [],
  // Confirmed, so screens under test show no "confirm your e-mail" banner unless asked to.
  emailVerified: true,
  // No strong method: code steps are met by SMS, as before strong methods existed.
  secondSteps: ["sms"],
  mustAddStrongMethod: false,
  ...overrides,
});
