import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";
import { localCacheId, localDatabaseId, splitStatements, whenFree } from "../../scripts/local-d1";

/** A wrangler.toml of the given text, in a folder of its own. */
const toml = (text: string) => {
  const file = join(mkdtempSync(join(tmpdir(), "caravan-toml-")), "wrangler.toml");
  writeFileSync(file, text);
  return pathToFileURL(file);
};

describe("splitStatements", () => {
  it("splits at semicolons outside quotes and comments", () => {
    expect(splitStatements("SELECT 'a;b'; -- a note; not a statement\nUPDATE t SET x = \"c;d\";\n\nDELETE FROM t")).toEqual([
      "SELECT 'a;b'",
      'UPDATE t SET x = "c;d"',
      "DELETE FROM t",
    ]);
  });
  it("keeps a doubled quote inside its string", () => {
    expect(splitStatements("INSERT INTO t VALUES ('it''s; fine');")).toEqual(["INSERT INTO t VALUES ('it''s; fine')"]);
  });
});

describe("localDatabaseId", () => {
  it("reads the top-level DB binding's id, not a production one", () => {
    expect(localDatabaseId()).toMatch(/^[0-9a-f-]{36}$/);
    const file = toml(
      '[[d1_databases]]\nbinding = "DB"\ndatabase_id = "local-id"\n\n[[kv_namespaces]]\nid = "x"\n\n[[env.production.d1_databases]]\nbinding = "DB"\ndatabase_id = "prod-id"\n',
    );
    expect(localDatabaseId(file)).toBe("local-id");
  });
  it("prefers the preview id, as wrangler does locally", () => {
    expect(localDatabaseId(toml('[[d1_databases]]\nbinding = "DB"\ndatabase_id = "a"\npreview_database_id = "b"\n'))).toBe("b");
  });
  it("says so when there is none", () => {
    expect(() => localDatabaseId(toml('[vars]\nX = "1"\n'))).toThrow(/no database_id/);
  });
});

describe("localCacheId", () => {
  it("reads the top-level CACHE binding's id, not another namespace's or production's", () => {
    expect(localCacheId()).toMatch(/^[0-9a-f]{32}$/);
    const file = toml(
      '[[kv_namespaces]]\nbinding = "OTHER"\nid = "other"\n\n[[kv_namespaces]]\nbinding = "CACHE"\nid = "local-cache"\n\n[[env.production.kv_namespaces]]\nbinding = "CACHE"\nid = "prod-cache"\n',
    );
    expect(localCacheId(file)).toBe("local-cache");
  });
  it("says so when there is none", () => {
    expect(() => localCacheId(toml('[[kv_namespaces]]\nbinding = "OTHER"\nid = "x"\n'))).toThrow(/no id for the CACHE/);
  });
});

describe("whenFree", () => {
  it("tries a busy call again, and hands back its answer", async () => {
    let calls = 0;
    const answer = await whenFree(async () => {
      calls++;
      if (calls < 3) throw new Error("D1_ERROR: Failed to parse body as JSON, got: Error: internal error; reference = x");
      return "rows";
    });
    expect({ answer, calls }).toEqual({ answer: "rows", calls: 3 });
  });
  it("passes any other error on at once, and a busy one after the last try", async () => {
    let calls = 0;
    await expect(
      whenFree(async () => {
        calls++;
        throw new Error("no such table: tours");
      }),
    ).rejects.toThrow("no such table");
    expect(calls).toBe(1);
    await expect(whenFree(() => Promise.reject(new Error("SQLITE_BUSY")), 2)).rejects.toThrow("SQLITE_BUSY");
  });
});
