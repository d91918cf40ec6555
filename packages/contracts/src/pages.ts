import * as z from "zod/mini";

/** SPEC §9: every list is paged by ten. */
export const PAGE_SIZE = 10;

export const PageQuery = z.object({ page: z._default(z.coerce.number().check(z.int(), z.gte(0), z.lte(100_000)), 0) });

/** DESIGN §5: `{ content, page, size, totalElements, totalPages }`, pages counted from 0. */
export function pageOf<T extends z.ZodMiniType>(item: T) {
  return z.object({
    content: z.array(item),
    page: z.number().check(z.int()),
    size: z.number().check(z.int()),
    totalElements: z.number().check(z.int()),
    totalPages: z.number().check(z.int()),
  });
}

export interface Page<T> {
  content: T[];
  page: number;
  size: number;
  totalElements: number;
  totalPages: number;
}

/** One page of `size` as DESIGN §5 answers it, from the rows on it and how many there are in all. */
export function pageFrom<T>(content: T[], page: number, size: number, total: number): Page<T> {
  return { content, page, size, totalElements: total, totalPages: Math.ceil(total / size) };
}
