/** What a User-Agent says in words a person recognises; null where it says nothing we know. */
export interface DeviceSummary {
  browser: string | null;
  os: string | null;
}

// Order matters: most browsers also claim to be the ones they are built on (Edge, Opera,
// Samsung Internet and Yandex say "Chrome", Chrome says "Safari"), so the specific come first.
const browsers: readonly [RegExp, string][] = [
  [/\bEdg(?:e|A|iOS)?\//, "Edge"],
  [/\b(?:OPR|Opera|OPT)\//, "Opera"],
  [/\bSamsungBrowser\//, "Samsung Internet"],
  [/\bYaBrowser\//, "Yandex Browser"],
  [/\b(?:Firefox|FxiOS)\//, "Firefox"],
  [/\b(?:HeadlessChrome|Chrome|CriOS|Chromium)\//, "Chrome"],
  [/\bVersion\/[\d.]+.*\bSafari\//, "Safari"],
];

// Android says "Linux" and iPads may say "Macintosh"-like things: the specific come first here too.
const systems: readonly [RegExp, string][] = [
  [/\bWindows\b/, "Windows"],
  [/\bAndroid\b/, "Android"],
  [/\b(?:iPhone|iPad|iPod)\b/, "iOS"],
  [/\bCrOS\b/, "ChromeOS"],
  [/\bMac OS X\b|\bMacintosh\b/, "macOS"],
  [/\bLinux\b/, "Linux"],
];

const firstMatch = (userAgent: string, table: readonly [RegExp, string][]) =>
  table.find(([pattern]) => pattern.test(userAgent))?.[1] ?? null;

/**
 * "Mozilla/5.0 (Windows NT 10.0; Win64; x64) … Chrome/126 … Safari/537.36" → Chrome on
 * Windows. Names are products, the same in every language; the screen words the rest.
 */
export function summariseUserAgent(userAgent: string | null): DeviceSummary {
  if (!userAgent) return { browser: null, os: null };
  return { browser: firstMatch(userAgent, browsers), os: firstMatch(userAgent, systems) };
}
