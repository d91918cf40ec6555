import { randomBytes, randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { backends, startTestApp, type TestApp } from "@/test-support/test-app";

describe.each(backends)("the sandbox outbox's attachments on %s", (backend) => {
  let t: TestApp;
  const to = `files.${randomUUID()}@example.az`;
  const content = randomBytes(3000);
  beforeAll(async () => {
    t = await startTestApp(backend);
    await t.app.messaging.send({
      channel: "email",
      to,
      subject: "Your report",
      text: "Your report is attached.",
      attachment: { name: "hesabat ə.pdf", contentType: "application/pdf", content },
    });
    await t.app.messaging.send({ channel: "email", to, subject: "No file", text: "No file here." });
  });
  afterAll(async () => {
    expect(t.leaks).toEqual([]);
    await t.close();
  });

  it("lists an e-mail's file by name and size, and serves it as a download", async () => {
    const entries = (await t.call({ method: "GET", url: `/sandbox/outbox.json?to=${encodeURIComponent(to)}` })).json();
    const withFile = entries.find((e: { text: string }) => e.text === "Your report is attached.");
    expect(withFile.attachment).toEqual({
      name: "hesabat ə.pdf",
      size: 3000,
      url: expect.stringMatching(/^\/sandbox\/outbox\/[0-9a-f-]{36}\/attachment$/),
    });
    expect(entries.find((e: { text: string }) => e.text === "No file here.")).not.toHaveProperty("attachment");

    const file = await t.call({ method: "GET", url: withFile.attachment.url });
    expect(file.statusCode).toBe(200);
    expect(file.headers["content-type"]).toBe("application/pdf");
    expect(file.headers["content-disposition"]).toBe(
      `attachment; filename="hesabat _.pdf"; filename*=UTF-8''hesabat%20%C9%99.pdf`,
    );
    expect(file.rawPayload.equals(content)).toBe(true);

    const page = await t.call({ method: "GET", url: `/sandbox/outbox?to=${encodeURIComponent(to)}` });
    expect(page.body).toContain(`<a href="${withFile.attachment.url}" download>hesabat ə.pdf</a> (2.9 KB)`);
  });

  it("logs the file's name and size, never its bytes", () => {
    const logs = t.logs();
    expect(logs).toContain("[hesabat ə.pdf, 3000 bytes]");
    for (const encoding of ["hex", "base64"] as const)
      expect(logs).not.toContain(content.subarray(0, 24).toString(encoding));
    expect(logs).not.toContain('"type":"Buffer"');
  });

  it("answers 404 for no file, and to other machines", async () => {
    const entries = (await t.call({ method: "GET", url: `/sandbox/outbox.json?to=${encodeURIComponent(to)}` })).json();
    const url = entries.find((e: { attachment?: { url: string } }) => e.attachment).attachment.url;
    expect((await t.call({ method: "GET", url, remoteAddress: "203.0.113.50" })).statusCode).toBe(404);
    expect((await t.call({ method: "GET", url, headers: { "x-forwarded-for": "203.0.113.50" } })).statusCode).toBe(404);
    const missing = await t.call({ method: "GET", url: `/sandbox/outbox/${randomUUID()}/attachment` });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe("NOT_FOUND");
    expect((await t.call({ method: "GET", url: "/sandbox/outbox/not-an-id/attachment" })).statusCode).toBe(400);
  });
});
