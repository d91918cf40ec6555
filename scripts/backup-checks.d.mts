import type { ClientBase } from "pg";

/** Types of backup-checks.mjs, for the TypeScript tests that import it. */
export function takeChecks(client: ClientBase): Promise<{ takenAt: string; figures: Record<string, string> }>;
export function differences(expected: Record<string, string>, restored: Record<string, string>): string[];
