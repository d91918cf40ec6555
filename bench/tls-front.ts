import { execFileSync } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import http2 from "node:http2";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";

/**
 * What production puts in front of the server (docs/container.md, "TLS"): a proxy that ends
 * TLS and speaks HTTP/2 to browsers, HTTP/1.1 to the server. Here a self-signed certificate
 * for 127.0.0.1, made for the run, and node's own HTTP/2 server passing every request on as
 * it came (its Host too, so the server sees what it would behind the proxy). The browser
 * must be told to accept the certificate (`--ignore-certificate-errors`).
 */
export async function startTlsFront(backend: string) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "tls-front-"));
  const [key, cert] = [path.join(dir, "key.pem"), path.join(dir, "cert.pem")];
  execFileSync(
    "openssl",
    ["req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes", "-days", "1"].concat([
      "-keyout",
      key,
      "-out",
      cert,
      "-subj",
      "/CN=127.0.0.1",
      "-addext",
      "subjectAltName=IP:127.0.0.1",
    ]),
    { stdio: "ignore" },
  );
  const target = new URL(backend);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  const server = http2.createSecureServer({ key: fs.readFileSync(key), cert: fs.readFileSync(cert) }, (req, res) => {
    // HTTP/2's pseudo-headers (":path", ":authority" …) are not HTTP/1.1's; the host is.
    const headers = Object.fromEntries(Object.entries(req.headers).filter(([name]) => !name.startsWith(":")));
    headers.host = req.headers[":authority"] ?? target.host;
    const upstream = http.request(
      { host: target.hostname, port: target.port, method: req.method, path: req.url, headers, agent },
      (answer) => {
        // Connection-level headers have no place in HTTP/2 (RFC 9113 §8.2.2).
        for (const name of ["connection", "keep-alive", "transfer-encoding", "upgrade", "proxy-connection"])
          delete answer.headers[name];
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on("error", () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    base: `https://127.0.0.1:${port}`,
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      agent.destroy();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
