import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import net, { type AddressInfo, type Socket } from "node:net";

async function readJson(req: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString();
  return text ? (JSON.parse(text) as Record<string, unknown>) : {};
}

function answer(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { "content-type": "application/json" });
  res.end(JSON.stringify(body));
}

async function listen(handler: (req: IncomingMessage, res: ServerResponse) => void) {
  const server = createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * `listen`, but over a TCP server that can go silent: while silent it accepts every connection
 * and never sends a byte (an API that does not answer, not one that refuses); `speak()` drops
 * the connections it held, as a network coming back does, and serves HTTP again.
 */
async function listenOrHang(handler: (req: IncomingMessage, res: ServerResponse) => void, silent: boolean) {
  const http = createServer(handler);
  const held = new Set<Socket>();
  const tcp = net.createServer((socket) => {
    if (!silent) return http.emit("connection", socket);
    held.add(socket);
    socket.on("close", () => held.delete(socket));
  });
  await new Promise<void>((resolve) => tcp.listen(0, "127.0.0.1", resolve));
  const { port } = tcp.address() as AddressInfo;
  const dropHeld = () => {
    for (const socket of held) socket.destroy();
  };
  return {
    url: `http://127.0.0.1:${port}`,
    speak() {
      silent = false;
      dropHeld();
    },
    close: () =>
      new Promise<void>((resolve) => {
        dropHeld();
        http.closeAllConnections();
        tcp.close(() => resolve());
      }),
  };
}

export const FAKE_BOT_TOKEN = "123456789:AAFakeTokenForTheLocalBotApi_0123456";
export const FAKE_BOT_USERNAME = "portal_test_bot";

/** A Telegram user writing to the bot in a private chat. */
export interface FakeChatUser {
  id: number;
  username?: string;
  firstName: string;
  languageCode?: string;
}

/**
 * The Telegram Bot API as a local HTTP server (`/bot<token>/<method>`, JSON), for grammY's
 * `apiRoot`: records every call, answers `getMe`, `sendMessage`, `setWebhook`,
 * `deleteWebhook` and `getUpdates` (a long poll, answered as soon as an update is queued, and
 * 409 to a second poll while one is open, as Telegram does). `answerNext` makes the next
 * `sendMessage` calls fail with those statuses. `silent`: Telegram unreachable, every connection
 * accepted and never answered, until `speak()`.
 */
export async function fakeTelegram({ silent = false }: { silent?: boolean } = {}) {
  const calls: { method: string; body: Record<string, unknown> }[] = [];
  const queue: number[] = [];
  const updates: object[] = [];
  let nextUpdateId = 1;
  let openPolls = 0;
  let conflicts = 0;
  let wake: (() => void) | null = null;

  const errorOf = (status: number) =>
    ({
      ok: false,
      error_code: status,
      description: status === 403 ? "Forbidden: bot was blocked by the user" : "Internal Server Error",
    }) as const;

  const server = await listenOrHang((req, res) => {
    void readJson(req).then(async (body) => {
      const match = /^\/bot([^/]+)\/(\w+)$/.exec(req.url ?? "");
      if (!match || match[1] !== FAKE_BOT_TOKEN)
        return answer(res, 401, { ok: false, error_code: 401, description: "Unauthorized" });
      const method = match[2]!;
      calls.push({ method, body });
      switch (method) {
        case "getMe":
          return answer(res, 200, {
            ok: true,
            result: {
              id: 123456789,
              is_bot: true,
              first_name: "Portal",
              username: FAKE_BOT_USERNAME,
              can_join_groups: false,
              can_read_all_group_messages: false,
              supports_inline_queries: false,
            },
          });
        case "sendMessage": {
          const status = queue.shift() ?? 200;
          if (status !== 200) return answer(res, status, errorOf(status));
          return answer(res, 200, {
            ok: true,
            result: {
              message_id: calls.length,
              date: 0,
              chat: { id: Number(body.chat_id), type: "private" },
              text: body.text,
            },
          });
        }
        case "setWebhook":
        case "deleteWebhook":
          return answer(res, 200, { ok: true, result: true });
        case "getUpdates": {
          if (openPolls > 0) {
            conflicts += 1;
            return answer(res, 409, {
              ok: false,
              error_code: 409,
              description: "Conflict: terminated by other getUpdates request",
            });
          }
          openPolls += 1;
          const offset = Number(body.offset ?? 0);
          const pending = () => updates.filter((u) => (u as { update_id: number }).update_id >= offset);
          if (pending().length === 0) {
            // Held like Telegram's long poll, but only briefly: a test's server then asks again.
            await new Promise<void>((resolve) => {
              wake = resolve;
              setTimeout(resolve, 300);
            });
            wake = null;
          }
          openPolls -= 1;
          return answer(res, 200, { ok: true, result: pending() });
        }
        default:
          return answer(res, 404, { ok: false, error_code: 404, description: "Not Found: method not found" });
      }
    });
  }, silent);

  /** A private-chat text update, as Telegram sends it. */
  const textUpdate = (from: FakeChatUser, text: string) => ({
    update_id: nextUpdateId++,
    message: {
      message_id: nextUpdateId,
      date: Math.floor(Date.now() / 1000),
      chat: {
        id: from.id,
        type: "private",
        first_name: from.firstName,
        ...(from.username ? { username: from.username } : {}),
      },
      from: {
        id: from.id,
        is_bot: false,
        first_name: from.firstName,
        username: from.username,
        language_code: from.languageCode,
      },
      text,
      ...(text.startsWith("/")
        ? { entities: [{ type: "bot_command", offset: 0, length: text.split(" ")[0]!.length }] }
        : {}),
    },
  });

  return {
    ...server,
    calls,
    /** The texts the bot sent to a chat, oldest first. */
    sentTo: (chatId: number | string) =>
      calls
        .filter((c) => c.method === "sendMessage" && String(c.body.chat_id) === String(chatId))
        .map((c) => String(c.body.text)),
    answerNext: (...statuses: number[]) => queue.push(...statuses),
    textUpdate,
    /** Queues an update for the next `getUpdates` (the long-polling server). */
    push(update: object) {
      updates.push(update);
      wake?.();
    },
    conflicts: () => conflicts,
  };
}

export const FAKE_WHATSAPP_TOKEN = "EAAG-fake-whatsapp-token-0123456789";
export const FAKE_WHATSAPP_PHONE_ID = "1098765432101";

/**
 * The WhatsApp Cloud API's `POST /{phone-number-id}/messages` as a local HTTP server: checks
 * the bearer token and that the body is a template message, records it, and answers as Meta
 * does (or with the statuses given to `answerNext`).
 */
export async function fakeWhatsApp() {
  const messages: Record<string, unknown>[] = [];
  const queue: number[] = [];
  const server = await listen((req, res) => {
    void readJson(req).then((body) => {
      if (req.headers.authorization !== `Bearer ${FAKE_WHATSAPP_TOKEN}`) {
        return answer(res, 401, {
          error: { message: "Invalid OAuth access token.", type: "OAuthException", code: 190 },
        });
      }
      const template = body.template as { name?: string; language?: { code?: string } } | undefined;
      if (
        req.url !== `/${FAKE_WHATSAPP_PHONE_ID}/messages` ||
        body.messaging_product !== "whatsapp" ||
        body.type !== "template" ||
        !template?.name ||
        !template.language?.code
      ) {
        return answer(res, 400, { error: { message: "(#100) Invalid parameter", type: "OAuthException", code: 100 } });
      }
      messages.push(body);
      const status = queue.shift() ?? 200;
      if (status !== 200)
        return answer(res, status, {
          error: { message: "Service temporarily unavailable", code: 2, type: "OAuthException" },
        });
      return answer(res, 200, {
        messaging_product: "whatsapp",
        contacts: [{ input: body.to, wa_id: body.to }],
        messages: [{ id: `wamid.${messages.length}` }],
      });
    });
  });
  return { ...server, messages, answerNext: (...statuses: number[]) => queue.push(...statuses) };
}
