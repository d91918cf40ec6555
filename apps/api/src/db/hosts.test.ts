import { describe, expect, it } from "vitest";
import { parseHostList } from "./hosts";
import { isDatabaseUnavailable, PoolQueueFullError } from "./unavailable";

describe("a DATABASE_URL listing several hosts", () => {
  it("is one URL per host, in order, wanting the server that takes writes unless told otherwise", () => {
    expect(parseHostList("postgres://app:s3cret@db-a:5432,db-b:5433/portal?sslmode=disable")).toEqual({
      urls: [
        "postgres://app:s3cret@db-a:5432/portal?sslmode=disable",
        "postgres://app:s3cret@db-b:5433/portal?sslmode=disable",
      ],
      target: "read-write",
    });
    expect(parseHostList("postgresql://db-a,db-b/portal?target_session_attrs=any")).toEqual({
      urls: ["postgresql://db-a/portal", "postgresql://db-b/portal"],
      target: "any",
    });
  });

  it("leaves a single host as it is", () => {
    expect(parseHostList("postgres://postgres@127.0.0.1:5432/test")).toEqual({
      urls: ["postgres://postgres@127.0.0.1:5432/test"],
      target: "any",
    });
  });
});

describe("what counts as the database being unavailable (503, not 500)", () => {
  const withCode = (code: string, message = "x") => Object.assign(new Error(message), { code });
  const wrapped = (cause: Error) => Object.assign(new Error("Failed query: select 1"), { cause });

  it("is a cut connection, a server going away or starting, a full pool, a timeout, a demoted primary", () => {
    for (const error of [
      withCode("ECONNREFUSED"),
      withCode("57P01"),
      withCode("57P03"),
      withCode("08006"),
      withCode("25006"),
      withCode("57014"),
      new Error("Connection terminated unexpectedly"),
      new Error("timeout exceeded when trying to connect"),
      new Error("Query read timeout"),
      new PoolQueueFullError("full"),
    ]) {
      expect(isDatabaseUnavailable(error), error.message).toBe(true);
      expect(isDatabaseUnavailable(wrapped(error)), `wrapped ${error.message}`).toBe(true);
    }
  });

  it("is not a query that is wrong: a unique violation, a syntax error, a foreign key", () => {
    for (const code of ["23505", "42601", "23503", "40001"])
      expect(isDatabaseUnavailable(wrapped(withCode(code))), code).toBe(false);
    expect(isDatabaseUnavailable(new Error("boom"))).toBe(false);
    expect(isDatabaseUnavailable("not an error")).toBe(false);
  });
});
