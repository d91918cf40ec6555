import { execFileSync } from "node:child_process";
import net from "node:net";

/** A TCP port on 127.0.0.1 nothing listens on now, for a server a test starts. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer().once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** A system user's ids: PostgreSQL and PgBouncer refuse root, so as root their files and processes are this user's. */
export function userIds(name: string): { uid: number; gid: number } {
  const id = (flag: string) => Number(execFileSync("id", [flag, name]).toString().trim());
  return { uid: id("-u"), gid: id("-g") };
}
