import * as z from "zod/mini";

/**
 * A response schema that checks an answer against its contract and keeps it as the API sent it.
 * A contract's amounts decode to minor units (bigints) for the server's own use; the portal's
 * screens show the decimals the API sends, and the store keeps only plain values.
 */
export const asSent = <S extends z.ZodMiniType>(schema: S) =>
  z.pipe(
    schema,
    z.transform((value: z.output<S>) => z.encode(schema, value)),
  );
