import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";

/**
 * Keeps a secret the server must read back (a webhook signing secret: it signs every delivery)
 * encrypted at rest: AES-256-GCM under a key derived from APP_SECRET for one purpose, so a copy
 * of the database alone does not give it away, and a changed or swapped ciphertext fails to open.
 * The text is `v1.<iv>.<tag>.<ciphertext>`, base64url.
 */
export function secretBox(appSecret: string, purpose: string) {
  const key = Buffer.from(hkdfSync("sha256", appSecret, "", `merchant-portal/${purpose}`, 32));
  return {
    seal(plain: string): string {
      const iv = randomBytes(12);
      const cipher = createCipheriv("aes-256-gcm", key, iv);
      const sealed = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
      return ["v1", iv, cipher.getAuthTag(), sealed]
        .map((part) => (typeof part === "string" ? part : part.toString("base64url")))
        .join(".");
    },
    open(text: string): string {
      const [version, iv, tag, sealed] = text.split(".");
      if (version !== "v1" || !iv || !tag || sealed === undefined) throw new Error("not a sealed secret");
      const decipher = createDecipheriv("aes-256-gcm", key, Buffer.from(iv, "base64url"));
      decipher.setAuthTag(Buffer.from(tag, "base64url"));
      return Buffer.concat([decipher.update(Buffer.from(sealed, "base64url")), decipher.final()]).toString("utf8");
    },
  };
}
