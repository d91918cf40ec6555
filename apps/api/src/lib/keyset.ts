import { type Column, type SQL, sql } from "drizzle-orm";

/**
 * Keyset paging behind page numbers (docs/transactions.md "Transactions"): lists are newest
 * first by `(created_at, id)`; a cursor names the row a page starts after or before, so a
 * page deep in a long list costs what the first does. `last` is the end of the list.
 */
export type Cursor = { kind: "after" | "before"; at: Date; id: string } | { kind: "last" };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Timestamps are written from the server's clock, in milliseconds: the cursor keeps those. */
export function encodeCursor(kind: "after" | "before", row: { createdAt: Date; id: string }): string {
  return Buffer.from(`${kind === "after" ? "a" : "b"}.${row.createdAt.getTime()}.${row.id}`).toString("base64url");
}

/** A cursor this server did not make reads as none: the list starts from `page`. */
export function decodeCursor(value: string | undefined): Cursor | null {
  if (!value) return null;
  if (value === "last") return { kind: "last" };
  const [kind, ms, id] = Buffer.from(value, "base64url").toString().split(".");
  const at = new Date(Number(ms));
  if ((kind !== "a" && kind !== "b") || !id || !UUID.test(id) || Number.isNaN(at.getTime())) return null;
  return { kind: kind === "a" ? "after" : "before", at, id };
}

/** Rows older (`<`) or newer (`>`) than the cursor's row, by `(created_at, id)`. */
export const beyond = (columns: { createdAt: Column; id: Column }, op: "<" | ">", c: { at: Date; id: string }): SQL =>
  sql`(${columns.createdAt}, ${columns.id}) ${sql.raw(op)} (${c.at.toISOString()}::timestamptz, ${c.id}::uuid)`;

/** How one page is read: newest or oldest first, from the rows beyond a cursor or at an offset. */
export type PageReader<R> = (read: {
  order: "newest" | "oldest";
  limit: number;
  offset: number;
  beyond?: { op: "<" | ">"; at: Date; id: string };
}) => Promise<R[]>;

export interface KeysetPage<R> {
  rows: R[];
  /** Zero-based; null on the last page of a list too long to count. */
  page: number | null;
  total: number;
  capped: boolean;
  hasNext: boolean;
  hasPrevious: boolean;
}

/**
 * One page, newest first. With a cursor it reads by keyset; without one `page` is an offset (a
 * bookmarked or typed page). The last page of a counted list holds what is left over, so its
 * rows are the ones paging one by one would reach.
 */
export async function keysetPage<R>(opts: {
  cursor: Cursor | null;
  page: number;
  size: number;
  count: Promise<{ total: number; capped: boolean }>;
  read: PageReader<R>;
}): Promise<KeysetPage<R>> {
  const { cursor, page, size, read } = opts;
  if (cursor?.kind === "last") {
    const { total, capped } = await opts.count;
    const pages = Math.max(1, Math.ceil(total / size));
    const take = capped ? size : total - (pages - 1) * size || size;
    const rows = await read({ order: "oldest", limit: take + 1, offset: 0 });
    return {
      rows: rows.slice(0, take).reverse(),
      page: capped ? null : pages - 1,
      total,
      capped,
      hasNext: false,
      hasPrevious: rows.length > take,
    };
  }
  if (cursor) {
    const forward = cursor.kind === "after";
    const [rows, counted] = await Promise.all([
      read({
        order: forward ? "newest" : "oldest",
        limit: size + 1,
        offset: 0,
        beyond: { op: forward ? "<" : ">", at: cursor.at, id: cursor.id },
      }),
      opts.count,
    ]);
    const more = rows.length > size;
    const shown = rows.slice(0, size);
    return {
      rows: forward ? shown : shown.reverse(),
      page,
      ...counted,
      hasNext: forward ? more : true,
      hasPrevious: forward ? true : more,
    };
  }
  const [rows, counted] = await Promise.all([
    read({ order: "newest", limit: size + 1, offset: page * size }),
    opts.count,
  ]);
  return { rows: rows.slice(0, size), page, ...counted, hasNext: rows.length > size, hasPrevious: page > 0 };
}
