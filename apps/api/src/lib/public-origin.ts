import type { FastifyRequest } from "fastify";

/** `host`, `host:port` or `[ipv6]:port`, lower case: nothing that could add a path or a user to a link. */
export const HOST_NAME = /^(?:[a-z0-9-]+(?:\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/;

/**
 * Where links a customer opens (payment links in SMS and e-mail, QR codes, the link on the
 * screen) point, for a merchant's request. PUBLIC_URL wins when set. Otherwise it is the
 * address the merchant opened the portal on, so a link made at http://192.168.1.20:3000
 * also opens on the customer's phone, where localhost would not. That address is the Host
 * header (X-Forwarded-Host only when TRUST_PROXY says a proxy sets it, as Fastify reads it).
 * When PUBLIC_HOSTS is set (production insists on it or PUBLIC_URL) a host not on it is
 * replaced by the configured address: a forged Host never ends up in a link.
 */
export function publicOrigin(request: FastifyRequest): string {
  const { config } = request.server;
  if (!config.linksFromRequest) return config.PUBLIC_URL;
  const host = request.host.toLowerCase();
  const allowed = config.PUBLIC_HOSTS.length > 0 ? config.PUBLIC_HOSTS.includes(host) : HOST_NAME.test(host);
  if (!allowed) return config.PUBLIC_URL;
  // In production card payments are taken over TLS only, whatever the hop before us used.
  const scheme = config.NODE_ENV === "production" || request.protocol === "https" ? "https" : "http";
  return `${scheme}://${host}`;
}
