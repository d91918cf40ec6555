import { randomBytes } from "node:crypto";
import type { webhookEndpoints } from "@/db/schema";
import { secretBox } from "@/lib/secret-box";

export type SecretBox = ReturnType<typeof secretBox>;

/** The box endpoints' signing secrets are sealed in (`webhook_endpoints.secret_ciphertext`). */
export const webhookSecretBox = (appSecret: string): SecretBox => secretBox(appSecret, "webhook-signing-secrets");

/** `whsec_` and 256 random bits: what the merchant's receiver keys its HMAC with. */
export const newSigningSecret = () => `whsec_${randomBytes(32).toString("base64url")}`;

type Sealed = Pick<
  typeof webhookEndpoints.$inferSelect,
  "secretCiphertext" | "previousSecretCiphertext" | "previousSecretExpiresAt"
>;

/** The secrets a delivery is signed with now: the current one, and the one it replaced until the overlap ends. */
export function signingSecrets(box: SecretBox, endpoint: Sealed, now: Date): string[] {
  const previous =
    endpoint.previousSecretCiphertext && endpoint.previousSecretExpiresAt && endpoint.previousSecretExpiresAt > now
      ? [box.open(endpoint.previousSecretCiphertext)]
      : [];
  return [box.open(endpoint.secretCiphertext), ...previous];
}
