import { once } from "node:events";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import net, { type AddressInfo } from "node:net";
import tls from "node:tls";
import { afterEach, describe, expect, it, vi } from "vitest";
import { eventually } from "@/test-support/eventually";
import { postJson, reachOf, type ResolvedAddress } from "./outbound-http";

// Every connection here goes to 127.0.0.1. Where the code under test must refuse another
// address, dialling is forbidden outright (the spies throw), so even a broken refusal
// reaches no real network.

const closers: (() => void)[] = [];
afterEach(() => {
  vi.restoreAllMocks();
  for (const close of closers.splice(0)) close();
});

interface Received {
  method: string | undefined;
  url: string | undefined;
  headers: IncomingMessage["headers"];
  body: string;
}

/** An HTTP server on 127.0.0.1 that records each connection and request and lets `answer` reply. */
async function receiver(answer: (res: ServerResponse) => void = (res) => res.end("ok")) {
  const received: Received[] = [];
  let connections = 0;
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      received.push({ method: req.method, url: req.url, headers: req.headers, body: Buffer.concat(chunks).toString() });
      answer(res);
    });
  });
  server.on("connection", () => connections++);
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  closers.push(() => {
    server.closeAllConnections();
    server.close();
  });
  const { port } = server.address() as AddressInfo;
  return { port, url: `http://127.0.0.1:${port}`, received, connections: () => connections };
}

/** A resolver that answers every name with these addresses. */
const answering = (...addresses: string[]) =>
  vi.fn(async (_hostname: string): Promise<ResolvedAddress[]> =>
    addresses.map((address) => ({ address, family: net.isIP(address) })),
  );

/** Makes any connection attempt throw instead of reaching the network; returns the spies. */
function forbidDialling() {
  const refuse = () => {
    throw new Error("this test must not connect anywhere");
  };
  return [vi.spyOn(net, "connect").mockImplementation(refuse), vi.spyOn(tls, "connect").mockImplementation(refuse)];
}

const local = { allowPrivate: true };
const production = { allowPrivate: false };

describe("postJson to a receiver", () => {
  it("sends the body byte for byte with the caller's headers and reports the answer", async () => {
    const r = await receiver((res) => res.writeHead(200, { "content-type": "text/plain" }).end("thanks"));
    const body = JSON.stringify({ type: "transaction.approved", amount: "12.50", customer: "Leyla Əliyeva" });
    const outcome = await postJson(
      `${r.url}/hooks/portal?source=test`,
      body,
      { "Portal-Signature": "t=1,v1=ab", "user-agent": "portal-webhooks" },
      local,
    );
    expect(outcome).toEqual({ kind: "response", status: 200, bodyExcerpt: "thanks", durationMs: expect.any(Number) });
    expect(r.received).toHaveLength(1);
    const [request] = r.received;
    expect(request).toMatchObject({ method: "POST", url: "/hooks/portal?source=test", body });
    expect(request?.headers).toMatchObject({
      "portal-signature": "t=1,v1=ab",
      "user-agent": "portal-webhooks",
      "content-type": "application/json",
      "content-length": String(Buffer.byteLength(body)),
    });
  });

  it("reports a 500 and a redirect as the answers they are, and follows no redirect", async () => {
    const failing = await receiver((res) => res.writeHead(500).end("boom"));
    expect(await postJson(failing.url, "{}", {}, local)).toMatchObject({
      kind: "response",
      status: 500,
      bodyExcerpt: "boom",
    });

    const elsewhere = await receiver();
    const redirecting = await receiver((res) => res.writeHead(302, { location: `${elsewhere.url}/stolen` }).end());
    expect(await postJson(redirecting.url, "{}", {}, local)).toMatchObject({ kind: "response", status: 302 });
    expect(elsewhere.connections()).toBe(0);
  });

  it("connects to the address it resolved once, and names the host in Host", async () => {
    const r = await receiver();
    const resolve = answering("127.0.0.1");
    const dial = vi.spyOn(net, "connect");
    const outcome = await postJson(`http://hooks.example.com:${r.port}/in`, "{}", {}, { ...local, resolve });
    expect(outcome).toMatchObject({ kind: "response", status: 200 });
    expect(resolve).toHaveBeenCalledTimes(1);
    expect(resolve).toHaveBeenCalledWith("hooks.example.com");
    // The spy sees the connection: the tests that forbid dialling watch the right function.
    expect(dial).toHaveBeenCalledTimes(1);
    expect(dial).toHaveBeenCalledWith({ host: "127.0.0.1", port: r.port });
    expect(r.received[0]?.headers.host).toBe(`hooks.example.com:${r.port}`);
  });

  it("tries the next checked address when one takes no connection, and sends once", async () => {
    const r = await receiver();
    // The first address "refuses" (a socket that fails before connecting, no dial made); the second is the receiver.
    const dial = vi.spyOn(net, "connect").mockImplementationOnce(() => {
      const socket = new net.Socket();
      process.nextTick(() =>
        socket.destroy(Object.assign(new Error("connect ECONNREFUSED"), { code: "ECONNREFUSED" })),
      );
      return socket;
    });
    const outcome = await postJson(
      `http://localhost:${r.port}/in`,
      "{}",
      {},
      { ...local, resolve: answering("127.0.0.1", "127.0.0.1") },
    );
    expect(outcome).toMatchObject({ kind: "response", status: 200 });
    expect(dial).toHaveBeenCalledTimes(2);
    expect(r.received).toHaveLength(1);
  });

  it("over https, connects to the checked address and gives TLS the host's name", async () => {
    const hellos: Buffer[] = [];
    const server = net.createServer((socket) =>
      socket.once("data", (hello: Buffer) => {
        hellos.push(hello);
        socket.destroy();
      }),
    );
    server.listen(0, "127.0.0.1");
    await once(server, "listening");
    closers.push(() => server.close());
    const { port } = server.address() as AddressInfo;
    const dial = vi.spyOn(tls, "connect");

    const outcome = await postJson(
      `https://hooks.example.com:${port}/`,
      "{}",
      {},
      { ...local, resolve: answering("127.0.0.1") },
    );
    expect(outcome.kind).toBe("network");
    expect(dial).toHaveBeenCalledWith({ host: "127.0.0.1", port, servername: "hooks.example.com" });
    // The ClientHello carries the name in its server_name extension, in the clear.
    expect(hellos[0]?.includes("hooks.example.com")).toBe(true);
  });
});

describe("postJson in production", () => {
  // The last answers one public address and one private: a name that also points inside is refused.
  it.each([
    "10.0.0.5",
    "169.254.169.254",
    "::1",
    "::ffff:127.0.0.1",
    "100.64.0.1",
    "fd00:ec2::254",
    "93.184.216.34 10.0.0.5",
  ])("refuses a host that resolves to %s without connecting", async (answer) => {
    const addresses = answer.split(" ");
    const dials = forbidDialling();
    const outcome = await postJson(
      "https://hooks.example.com/portal",
      "{}",
      {},
      { ...production, resolve: answering(...addresses) },
    );
    expect(outcome).toMatchObject({
      kind: "refused",
      message: "The host is on a private or reserved network, which is not allowed.",
    });
    for (const dial of dials) expect(dial).not.toHaveBeenCalled();
  });

  it("judges a host before any call as a call would: private if any address is, unknown when the name does not resolve in time", async () => {
    expect(await reachOf("hooks.example.com", answering("93.184.216.34"))).toBe("public");
    expect(await reachOf("hooks.example.com", answering("93.184.216.34", "10.0.0.5"))).toBe("private");
    expect(await reachOf("::ffff:127.0.0.1", answering("93.184.216.34"))).toBe("private");
    expect(await reachOf("hooks.example.com", answering())).toBe("unknown");
    const missing = vi.fn(async (): Promise<ResolvedAddress[]> =>
      Promise.reject(Object.assign(new Error("not found"), { code: "ENOTFOUND" })),
    );
    expect(await reachOf("soon.example.com", missing)).toBe("unknown");
    const started = performance.now();
    expect(await reachOf("slow.example.com", () => new Promise(() => {}), 200)).toBe("unknown");
    expect(performance.now() - started).toBeLessThan(2_000);
  });

  it("refuses a local receiver the resolver points at, which sees no connection", async () => {
    const r = await receiver();
    const outcome = await postJson(
      `http://hooks.example.com:${r.port}/`,
      "{}",
      {},
      { ...production, resolve: answering("127.0.0.1") },
    );
    expect(outcome.kind).toBe("refused");
    expect(r.connections()).toBe(0);
  });

  it("refuses a URL that names a private address however it is written, without resolving it", async () => {
    const r = await receiver();
    const resolve = answering("93.184.216.34");
    const dials = forbidDialling();
    for (const host of [
      "127.0.0.1",
      "[::1]",
      "0x7f.1",
      "2130706433",
      "[::ffff:127.0.0.1]",
      "10.1.2.3",
      "169.254.169.254",
    ]) {
      const outcome = await postJson(`http://${host}:${r.port}/`, "{}", {}, { ...production, resolve });
      expect(outcome.kind, host).toBe("refused");
    }
    expect(resolve).not.toHaveBeenCalled();
    for (const dial of dials) expect(dial).not.toHaveBeenCalled();
    expect(r.connections()).toBe(0);
  });

  it("refuses, in any environment, what is not a plain http or https URL", async () => {
    const resolve = answering("127.0.0.1");
    const dials = forbidDialling();
    for (const url of [
      "ftp://hooks.example.com/",
      "file:///etc/passwd",
      "http://user:secret@hooks.example.com/",
      "http://:secret@hooks.example.com/",
      "hooks.example.com/portal",
    ]) {
      const outcome = await postJson(url, "{}", {}, { ...local, resolve });
      expect(outcome.kind, url).toBe("refused");
      expect(JSON.stringify(outcome)).not.toContain("secret");
    }
    expect(resolve).not.toHaveBeenCalled();
    for (const dial of dials) expect(dial).not.toHaveBeenCalled();
  });
});

describe("postJson when things go wrong", () => {
  it("gives up on a receiver that does not answer once the time is up", async () => {
    const r = await receiver(() => undefined);
    const outcome = await postJson(r.url, "{}", {}, { ...local, timeoutMs: 300 });
    expect(outcome).toMatchObject({ kind: "timeout" });
    expect(outcome.durationMs).toBeGreaterThanOrEqual(295);
    expect(outcome.durationMs).toBeLessThan(1500);
  });

  it("keeps a status that came in time though the body did not end", async () => {
    const r = await receiver((res) => res.writeHead(200).write("accepted"));
    const outcome = await postJson(r.url, "{}", {}, { ...local, timeoutMs: 300 });
    expect(outcome).toMatchObject({ kind: "response", status: 200, bodyExcerpt: "accepted" });
  });

  it("reads only the start of a huge answer and hangs up", async () => {
    const total = 10 * 1024 * 1024;
    const chunk = Buffer.alloc(64 * 1024, "x");
    let sent = 0;
    let hungUp = false;
    const r = await receiver((res) => {
      res.on("close", () => (hungUp = true));
      const pump = () => {
        while (sent < total) {
          sent += chunk.length;
          if (!res.write(chunk)) {
            res.once("drain", pump);
            return;
          }
        }
        res.end();
      };
      pump();
    });
    const outcome = await postJson(r.url, "{}", {}, local);
    expect(outcome).toMatchObject({ kind: "response", status: 200, bodyExcerpt: "x".repeat(4096) });
    expect(outcome.durationMs).toBeLessThan(2000);
    await eventually(() => hungUp);
    expect(sent).toBeLessThan(total);
  });

  it("reports a receiver that cannot be reached and a name that does not resolve, naming no address", async () => {
    const gone = net.createServer();
    gone.listen(0, "127.0.0.1");
    await once(gone, "listening");
    const { port } = gone.address() as AddressInfo;
    gone.close();
    await once(gone, "close");
    const refused = await postJson(`http://127.0.0.1:${port}/`, "{}", {}, local);
    expect(refused).toMatchObject({ kind: "network", message: "The receiver could not be reached (ECONNREFUSED)." });

    const unknown = vi.fn(() =>
      Promise.reject(Object.assign(new Error("getaddrinfo ENOTFOUND hooks.example.com"), { code: "ENOTFOUND" })),
    );
    expect(await postJson("https://hooks.example.com/", "{}", {}, { ...production, resolve: unknown })).toMatchObject({
      kind: "network",
      message: "The receiver could not be reached (ENOTFOUND).",
    });
    expect(
      await postJson("https://hooks.example.com/", "{}", {}, { ...production, resolve: answering() }),
    ).toMatchObject({ kind: "network" });
  });

  it("rejects, as fetch does, when the caller aborts", async () => {
    const r = await receiver(() => undefined);
    const caller = new AbortController();
    setTimeout(() => caller.abort(), 50);
    await expect(postJson(r.url, "{}", {}, { ...local, signal: caller.signal })).rejects.toMatchObject({
      name: "AbortError",
    });
    await expect(postJson(r.url, "{}", {}, { ...local, signal: AbortSignal.abort() })).rejects.toMatchObject({
      name: "AbortError",
    });
  });
});
