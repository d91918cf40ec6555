import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { type ParsedMail, simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

/** A real SMTP server on 127.0.0.1 (no TLS, any or no login) that keeps every message it receives, parsed. */
export async function fakeSmtpServer(options: { refuseRecipient?: string } = {}) {
  const received: ParsedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (address.address === options.refuseRecipient)
        return callback(Object.assign(new Error("No such mailbox"), { responseCode: 550 }));
      callback();
    },
    onData(stream, _session, callback) {
      simpleParser(stream).then(
        (mail) => {
          received.push(mail);
          callback();
        },
        (err: Error) => callback(err),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export interface TwilioRequest {
  path: string;
  authorization: string | undefined;
  form: URLSearchParams;
}

/**
 * Twilio's Messages API as a local HTTP server: records each request, and answers with the
 * statuses given to `answerNext` in turn, then 201 with a message resource, as Twilio does.
 */
export async function fakeTwilio() {
  const requests: TwilioRequest[] = [];
  const queue: number[] = [];
  const read = async (req: IncomingMessage) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString();
  };
  const server = createServer((req, res) => {
    void read(req).then((body) => {
      const form = new URLSearchParams(body);
      requests.push({ path: req.url ?? "", authorization: req.headers.authorization, form });
      const status = queue.shift() ?? 201;
      res.writeHead(status, { "content-type": "application/json" });
      res.end(
        JSON.stringify(
          status === 201
            ? {
                sid: `SM${requests.length.toString().padStart(32, "0")}`,
                status: "queued",
                to: form.get("To"),
                body: form.get("Body"),
              }
            : status === 400
              ? { code: 21211, message: `The 'To' number ${form.get("To")} is not a valid phone number.`, status }
              : { code: 20500, message: "Internal Server Error", status },
        ),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    /** The answers to the next requests, before the 201s. */
    answerNext: (...next: number[]) => queue.push(...next),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
