import type { FieldValues, Path, UseFormReturn } from "react-hook-form";

/**
 * Puts the server's field errors (`validation.*` keys, DESIGN §5 `fields`) on the matching
 * form fields; the server names nested fields by dotted path (`app.appName`), as
 * react-hook-form does. Returns false when none matched, so the caller shows the error as
 * a whole instead. Shared by the portal and the sign-in page, each reading `fields` from
 * its own client's errors; kept with the page so its import ban holds here (eslint.config.js).
 */
export function setServerFieldErrors<T extends FieldValues, C, O extends FieldValues>(
  fields: Record<string, string> | undefined,
  form: UseFormReturn<T, C, O>,
): boolean {
  const values = form.getValues() as Record<string, unknown>;
  const hasField = (path: string) =>
    path.split(".").reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], values) !==
    undefined;
  const paths = Object.keys(fields ?? {}).filter(hasField) as Path<T>[];
  for (const path of paths) form.setError(path, { type: "server", message: fields![path] });
  return paths.length > 0;
}
