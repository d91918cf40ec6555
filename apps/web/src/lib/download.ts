import type { FetchBaseQueryError } from "@reduxjs/toolkit/query";
import { env } from "@/config/env";
import { runtimeConfig } from "@/config/runtime-config";
import { storage } from "@/light/storage";
import { i18n } from "./i18n";
import { endSession } from "./session";

/** How much of a download has arrived; `total` when the server said (Content-Length). */
export interface DownloadProgress {
  received: number;
  total: number | null;
}

export interface DownloadedFile {
  blob: Blob;
  /** The server's name for it (Content-Disposition), if it gave one the browser may read. */
  fileName: string | null;
}

/** The file name of a Content-Disposition header: `filename*` (RFC 5987) first, then `filename`. */
export function fileNameOf(disposition: string | null): string | null {
  if (!disposition) return null;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(disposition);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1].trim());
    } catch {
      // A broken encoding: fall back to the plain name.
    }
  }
  const plain = /filename\s*=\s*(?:"([^"]*)"|([^;]+))/.exec(disposition);
  const name = (plain?.[1] ?? plain?.[2])?.trim();
  return name || null;
}

/**
 * Downloads a file from the API as the API client calls it (lib/api.ts: the bearer token,
 * the interface language; a 401 ends the session), reading the body as it streams in so the
 * screen can show how much has arrived. Only the wait for the answer is timed: a large file
 * may take longer to arrive than any one call should.
 *
 * Fails with the API client's error shape (`FetchBaseQueryError`), so `errorMessage` words it:
 * the server's JSON error, or FETCH_ERROR / TIMEOUT_ERROR.
 */
export async function downloadFile(
  path: string,
  params: URLSearchParams,
  onProgress: (progress: DownloadProgress) => void,
): Promise<DownloadedFile> {
  const url = new URL(path, runtimeConfig().apiBaseUrl);
  url.search = params.toString();
  const headers = new Headers({ "Accept-Language": i18n.language });
  const token = storage.getAccessToken();
  if (token) headers.set("Authorization", `Bearer ${token}`);

  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), env.requestTimeoutMs);
  let response: Response;
  try {
    response = await fetch(url, { headers, signal: controller.signal });
  } catch (error) {
    throw (
      controller.signal.aborted
        ? { status: "TIMEOUT_ERROR", error: String(error) }
        : { status: "FETCH_ERROR", error: String(error) }
    ) satisfies FetchBaseQueryError;
  } finally {
    clearTimeout(timer);
  }

  if (!response.ok) {
    if (response.status === 401) endSession();
    const data: unknown = await response.json().catch(() => undefined);
    throw { status: response.status, data } satisfies FetchBaseQueryError;
  }

  const length = Number(response.headers.get("Content-Length"));
  const total = Number.isFinite(length) && length > 0 ? length : null;
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let received = 0;
  onProgress({ received, total });
  try {
    if (response.body) {
      const reader = response.body.getReader();
      for (let part = await reader.read(); !part.done; part = await reader.read()) {
        chunks.push(part.value);
        received += part.value.byteLength;
        onProgress({ received, total });
      }
    }
  } catch (error) {
    throw { status: "FETCH_ERROR", error: String(error) } satisfies FetchBaseQueryError;
  }
  const type = response.headers.get("Content-Type") ?? "application/octet-stream";
  return { blob: new Blob(chunks, { type }), fileName: fileNameOf(response.headers.get("Content-Disposition")) };
}
