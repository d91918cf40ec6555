/** Types of verify.mjs, for TypeScript projects that import it. */
export function verifyPortalSignature(
  rawBody: string | Buffer,
  header: string | string[] | undefined,
  secret: string,
  options?: { toleranceSeconds?: number; now?: number },
): boolean;
