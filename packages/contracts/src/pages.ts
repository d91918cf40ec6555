import { z } from "zod";

/** SPEC §9: every list is paged by ten. */
export const PAGE_SIZE = 10;

export const PageQuery = z.object({ page: z.coerce.number().int().min(0).max(100_000).default(0) });

/** DESIGN §5: `{ content, page, size, totalElements, totalPages }`, pages counted from 0. */
export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({
    content: z.array(item),
    page: z.number().int(),
    size: z.number().int(),
    totalElements: z.number().int(),
    totalPages: z.number().int(),
  });
}

export interface Page<T> {
  content: T[];
  page: number;
  size: number;
  totalElements: number;
  totalPages: number;
}
