// Migration 0011 adds users.avatar_version and fills it for images stored before it, with a random
// version (SQLite cannot hash in SQL). The rows it fills must carry an address the avatar route
// accepts, the rows without an image none.
import { readdirSync, readFileSync } from "node:fs";
import { DatabaseSync } from "node:sqlite";
import { describe, expect, it } from "vitest";
import { AVATAR_VERSION } from "../accounts/avatar.ts";

const MIGRATIONS = new URL("../../migrations/", import.meta.url);
const MIGRATION = "0011_avatar_version.sql";

/** A database as it stood before 0011, with three players: with an image, without, with one but no type. */
function before(): DatabaseSync {
  const db = new DatabaseSync(":memory:");
  for (const file of readdirSync(MIGRATIONS)
    .filter((f) => f.endsWith(".sql") && f < MIGRATION)
    .sort()) {
    db.exec(readFileSync(new URL(file, MIGRATIONS), "utf8"));
  }
  const add = db.prepare(
    "INSERT INTO users (email, password_hash, avatar, avatar_type, created_at, updated_at) VALUES (?, 'x', ?, ?, 0, 0)",
  );
  add.run("image@example.org", new Uint8Array([0x89, 0x50, 0x4e, 0x47]), "image/png");
  add.run("none@example.org", null, null);
  add.run("untyped@example.org", new Uint8Array([1, 2, 3]), null);
  add.run("second@example.org", new Uint8Array([0xff, 0xd8, 0xff]), "image/jpeg");
  return db;
}

describe("migration 0011 (avatar version)", () => {
  it("gives every stored image a version of the address's shape, and none to a player without one", () => {
    const db = before();
    db.exec(readFileSync(new URL(MIGRATION, MIGRATIONS), "utf8"));
    const rows = db.prepare("SELECT email, avatar_version AS version FROM users ORDER BY id").all() as {
      email: string;
      version: string | null;
    }[];
    const version = Object.fromEntries(rows.map((r) => [r.email, r.version]));
    expect(version["image@example.org"]).toMatch(AVATAR_VERSION);
    expect(version["second@example.org"]).toMatch(AVATAR_VERSION);
    // One version per image, not one for all (randomblob per row).
    expect(version["second@example.org"]).not.toBe(version["image@example.org"]);
    // The shell linked an image only with its type (and the route serves only a recognised one).
    expect(version["untyped@example.org"]).toBeNull();
    expect(version["none@example.org"]).toBeNull();
  });
});
