import type { Page } from "@portal/contracts";

/** A first page of ten as a list endpoint answers it (DESIGN §5), counted from `content`; tests override what they look at. */
export const pageOf = <T, P extends { content: T[] } = Page<T>>(content: T[], overrides: Partial<P> = {}): P =>
  // A page type may add fields (cursors, a capped count): the caller's overrides give them.
  ({
    content,
    page: 0,
    size: 10,
    totalElements: content.length,
    totalPages: Math.ceil(content.length / 10),
    ...overrides,
  }) as unknown as P;
