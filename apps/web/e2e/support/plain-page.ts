import http from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A merchant's own web page, somewhere else than the portal: `html` served at `/` by a
 * server of the test's own on 127.0.0.1 (another origin than the portal's), until `close`.
 */
export async function servePlainPage(html: string) {
  const server = http.createServer((_req, res) => {
    res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
    res.end(html);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
