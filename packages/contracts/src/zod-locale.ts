import * as z from "zod/mini";

/**
 * zod/mini loads no locale: without one, zod's own messages (a rule that names no
 * `validation.*` key of ours, such as a malformed id) all read "Invalid input". Classic
 * zod installed English on first use; this does the same, unless a locale is already set.
 */
if (!z.core.globalConfig.localeError) z.config(z.locales.en());
