/** Path segments that carry a secret: one-time codes and reset guids. */
const SECRET_SEGMENTS = [
  /(\/approveLogin\/)[^/?]+/,
  /(\/confirmAccount\/)[^/?]+/,
  /(\/confirm-password\/)[^/?]+/,
];

/** The URL as it may appear in logs. */
export function redactUrl(url: string): string {
  return SECRET_SEGMENTS.reduce((u, pattern) => u.replace(pattern, "$1[redacted]"), url);
}
