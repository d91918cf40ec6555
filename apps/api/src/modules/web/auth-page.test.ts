import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { AuthPageInput } from "@portal/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "@/test-support/test-app";
import { pageLanguage } from "./page-language";

/**
 * A stand-in for the web app's server-rendering build: it writes what it was given into
 * the template, so the test sees what the route chose (the real module is tested in apps/web).
 */
const FAKE_RENDERER = `
export function renderAuthDocument(template, input) {
  const status = input.path === "/auth/no-such-screen" ? 404 : 200;
  return { status, html: template.replace("<!--lang-->", input.language).replace("<!--data-->", JSON.stringify(input)) };
}
`;
const TEMPLATE = `<!doctype html><html lang="<!--lang-->"><title>auth</title><div id="root"></div><!--data--></html>`;
const INDEX = "<!doctype html><title>portal</title>";

/** A build in a temp dir: `dist` with the given files, `dist-ssr` beside it with the given modules. */
function fakeBuild(dist: Record<string, string>, ssr: Record<string, string>) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "portal-auth-"));
  fs.mkdirSync(path.join(root, "dist"));
  fs.mkdirSync(path.join(root, "dist-ssr"));
  for (const [file, text] of Object.entries(dist)) fs.writeFileSync(path.join(root, "dist", file), text);
  for (const [file, text] of Object.entries(ssr)) fs.writeFileSync(path.join(root, "dist-ssr", file), text);
  return { dist: path.join(root, "dist"), remove: () => fs.rmSync(root, { recursive: true, force: true }) };
}

/** One directive of a Content-Security-Policy header, e.g. `style-src` → ["'self'"]. */
function directive(header: string | string[] | number | undefined, name: string): string[] | undefined {
  const found = String(header ?? "")
    .split(";")
    .map((d) => d.trim().split(/\s+/))
    .find(([n]) => n === name);
  return found?.slice(1);
}

describe("the signed-out screens (GET /auth, /auth/…)", () => {
  let t: TestApp;
  const build = fakeBuild({ "index.html": INDEX, "auth.html": TEMPLATE }, { "auth.js": FAKE_RENDERER });
  const page = (url: string, headers: Record<string, string> = {}) => t.call({ method: "GET", url, headers });
  /** What the route gave the renderer. */
  const inputOf = async (url: string, headers: Record<string, string> = {}) =>
    JSON.parse(/<\/div>(.*)<\/html>/.exec((await page(url, headers)).body)![1]!) as AuthPageInput;

  beforeAll(async () => {
    t = await startTestApp("pglite", { WEB_DIST: build.dist });
  });
  afterAll(async () => {
    await t.close();
    build.remove();
  });

  it("renders every screen on the server, never to be cached, with a strict policy", async () => {
    for (const url of [
      "/auth",
      "/auth/register",
      "/auth/forgot-password",
      "/auth/reset-password/0b5c6a9e-0000-4000-8000-000000000000",
    ]) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers["content-type"], url).toBe("text/html; charset=utf-8");
      expect(res.headers["cache-control"], url).toBe("no-store");
      expect(res.body, url).toContain("<title>auth</title>");
      const csp = res.headers["content-security-policy"];
      // Its styles are one file: the page allows no inline style at all.
      expect(directive(csp, "style-src"), url).toEqual(["'self'"]);
      expect(directive(csp, "script-src"), url).toEqual(["'self'"]);
      expect(directive(csp, "frame-ancestors"), url).toEqual(["'none'"]);
      expect(res.headers["x-frame-options"], url).toBe("DENY");
      expect(res.headers["referrer-policy"], url).toBe("no-referrer");
    }
  });

  it("gives the renderer the path without its query, and answers with the renderer's status", async () => {
    expect((await inputOf("/auth?next=%2Fbilling")).path).toBe("/auth");
    expect((await inputOf("/auth/verify-email/abc123?utm=mail")).path).toBe("/auth/verify-email/abc123");
    const missing = await page("/auth/no-such-screen");
    expect(missing.statusCode).toBe(404);
    expect(missing.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(missing.headers["cache-control"]).toBe("no-store");
    expect(missing.body).toContain(`"path":"/auth/no-such-screen"`);
  });

  it("speaks the language the visitor chose, else English: never the browser's or a link's", async () => {
    expect((await inputOf("/auth", { cookie: "lang=ru" })).language).toBe("ru");
    expect((await inputOf("/auth/register", { cookie: "theme=dark; lang=AZ" })).language).toBe("az");
    expect((await inputOf("/auth", { "accept-language": "ru" })).language).toBe("en");
    expect((await inputOf("/auth?lang=ru")).language).toBe("en");
    // A language the region does not offer is no choice: the Emirates variant has English only.
    expect(
      (await inputOf("/auth", { host: "portal.example.ae", cookie: "lang=ru", "accept-language": "ru" })).language,
    ).toBe("en");
  });

  it("gives the page only the configuration its screens use, for the host's region", async () => {
    expect((await inputOf("/auth")).config).toEqual({
      region: "default",
      apiBaseUrl: "/",
      logoUrl: "/logos/logo.svg",
      testMode: false,
      signInLayout: "form",
      appStoreUrl: t.env.REGION_DEFAULT_APP_STORE_URL,
    });
    expect((await inputOf("/auth", { host: "portal.example.ae:3000" })).config).toEqual({
      region: "emirates",
      apiBaseUrl: "/",
      logoUrl: "/logos/logo-ae.svg",
      testMode: false,
      signInLayout: "appPromotion",
      appStoreUrl: t.env.REGION_AE_APP_STORE_URL,
    });
  });

  it("answers HEAD as GET without a body, and no other method", async () => {
    const head = await t.call({ method: "HEAD", url: "/auth/register" });
    expect(head.statusCode).toBe(200);
    expect(head.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(head.body).toBe("");
    for (const url of ["/auth", "/auth/register"]) {
      const post = await t.call({ method: "POST", url });
      expect(post.statusCode, url).toBe(404);
      expect(post.json().code, url).toBe("NOT_FOUND");
    }
  });
});

describe("the signed-out screens without a server rendering", () => {
  let t: TestApp;
  // A build whose server part has only the checkout's module.
  const build = fakeBuild(
    { "index.html": INDEX, "auth.html": TEMPLATE },
    { "pay.js": "export function renderPayDocument() { return ''; }" },
  );
  beforeAll(async () => {
    t = await startTestApp("pglite", { WEB_DIST: build.dist });
  });
  afterAll(async () => {
    await t.close();
    build.remove();
  });

  it("sends the bare template, which renders in the browser, and says so once", async () => {
    for (const url of ["/auth", "/auth/unlock/abc123"]) {
      const res = await t.call({ method: "GET", url, headers: { cookie: "lang=ru" } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers["content-type"], url).toBe("text/html; charset=utf-8");
      expect(res.headers["cache-control"], url).toBe("no-store");
      expect(res.body, url).toBe(TEMPLATE);
      expect(directive(res.headers["content-security-policy"], "style-src"), url).toEqual(["'self'"]);
    }
    expect(t.logs().match(/server rendering of the auth page not found/g)).toHaveLength(1);
  });
});

describe("the signed-out screens of an older build, without auth.html", () => {
  let t: TestApp;
  const build = fakeBuild({ "index.html": INDEX }, { "auth.js": FAKE_RENDERER });
  beforeAll(async () => {
    t = await startTestApp("pglite", { WEB_DIST: build.dist });
  });
  afterAll(async () => {
    await t.close();
    build.remove();
  });

  it("are the portal's page, with the portal's policy", async () => {
    for (const url of ["/auth", "/auth/register"]) {
      const res = await t.call({ method: "GET", url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toBe(INDEX);
      expect(res.headers["cache-control"], url).toBe("no-cache");
      expect(directive(res.headers["content-security-policy"], "style-src"), url).toEqual([
        "'self'",
        "'unsafe-inline'",
      ]);
    }
    expect((await t.call({ method: "POST", url: "/auth" })).statusCode).toBe(404);
  });
});

describe("the signed-out screens' language", () => {
  const hints = { query: undefined, acceptLanguage: undefined, region: "default" } as const;

  it("is the stored choice if the region offers it, else English", () => {
    expect(pageLanguage({ ...hints, cookie: "ru" })).toBe("ru");
    expect(pageLanguage({ ...hints, cookie: " Az " })).toBe("az");
    expect(pageLanguage({ ...hints, cookie: "fr" })).toBe("en");
    expect(pageLanguage({ ...hints, cookie: undefined })).toBe("en");
    expect(pageLanguage({ ...hints, region: "emirates", cookie: "ru" })).toBe("en");
  });
});
