import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { AVATAR_MAX_BYTES } from "../../app/config/limits.ts";
import { createDb } from "../../app/db/client.server.ts";
import { createSession } from "../../app/accounts/sessions.server.ts";
import { avatarPath, avatarVersion } from "../../app/accounts/avatar.ts";
import { updateProfile } from "../../app/accounts/users.server.ts";
import { request, seedPuzzles } from "./helpers.ts";

/** The instant the rows these tests write are stamped with: the site's clock as the file starts (tests/integration/setup.ts). */
const WRITTEN_AT = new Date(env.SITE_NOW);

// The signed-in player's avatar travels by address (GET /api/profile/avatar/:version), not as a
// data URL inside every document (up to 200 KB, twice: in the image and in the loader data).

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const KB = 1024;

/** The largest avatar the profile takes, recognised as a PNG by its first bytes (the rest random: no compression helps). */
function largestAvatar(): Uint8Array {
  const bytes = new Uint8Array(AVATAR_MAX_BYTES);
  for (let i = 0; i < bytes.length; i += 65536) crypto.getRandomValues(bytes.subarray(i, Math.min(i + 65536, bytes.length)));
  bytes.set(PNG_SIGNATURE);
  return bytes;
}

let counter = 0;
async function addPlayer(): Promise<{ id: number; token: string; cookie: Record<string, string> }> {
  const row = await env.DB.prepare("INSERT INTO users (email, password_hash, created_at, updated_at) VALUES (?, 'x', ?, ?) RETURNING id")
    .bind(`avatar${++counter}-${crypto.randomUUID()}@example.org`, 0, 0)
    .first<{ id: number }>();
  const { token } = await createSession(createDb(env.DB), row!.id, "", WRITTEN_AT);
  return { id: row!.id, token, cookie: { Cookie: `authenticationToken=${token}` } };
}

/** Through the profile's writer, which stores the image with its version (users.avatar_version). */
async function setAvatar(userId: number, bytes: Uint8Array | null) {
  await updateProfile(createDb(env.DB), userId, { name: "", info: "", avatar: bytes ? { bytes, type: "image/png" } : null }, WRITTEN_AT);
}

const documentBytes = async (path: string, headers: Record<string, string>) =>
  (await (await request(path, { headers })).arrayBuffer()).byteLength;

beforeAll(async () => {
  await seedPuzzles(1);
});

describe("a signed-in document with an avatar", () => {
  it.each(["/de/faq", "/de/einfach", "/en/profile"])(
    "%s is at most 10 KB larger than without one (same page, same player)",
    async (path) => {
      const player = await addPlayer();
      const without = await documentBytes(path, player.cookie);
      const avatar = largestAvatar();
      await setAvatar(player.id, avatar);
      const res = await request(path, { headers: player.cookie });
      // The page itself, not the not-found page that would measure only the shell.
      expect(res.status).toBe(200);
      const html = await res.text();
      const withAvatar = new TextEncoder().encode(html).byteLength;
      console.log(
        `${path}: ${without} bytes without an avatar, ${withAvatar} with a ${AVATAR_MAX_BYTES / KB} KB one (+${withAvatar - without})`,
      );
      expect(html).not.toContain("data:image/");
      expect(html).toContain(avatarPath(await avatarVersion(avatar)));
      // The plain level page (/de/einfach) picks a random puzzle: its document varies by a few digits, never by kilobytes.
      expect(withAvatar - without).toBeLessThanOrEqual(10 * KB);
    },
  );
});

describe("GET /api/profile/avatar/:version", () => {
  it("serves the owner's image at the address the shell links, to be kept for good", async () => {
    const player = await addPlayer();
    const avatar = largestAvatar();
    await setAvatar(player.id, avatar);
    const html = await (await request("/de/faq", { headers: player.cookie })).text();
    const path = /\/api\/profile\/avatar\/[0-9a-f]{16}/.exec(html)?.[0];
    expect(path).toBe(avatarPath(await avatarVersion(avatar)));
    const res = await request(path!, { headers: player.cookie });
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("image/png");
    expect(res.headers.get("Cache-Control")).toBe("private, max-age=31536000, immutable");
    expect(res.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(avatar);
    // By bearer token too, as every (auth) call.
    expect((await request(path!, { headers: { Authorization: `Bearer ${player.token}` } })).status).toBe(200);
  });

  it("serves an image stored before its version was, by the random version migration 0011 gave it", async () => {
    const player = await addPlayer();
    const avatar = largestAvatar();
    await env.DB.prepare("UPDATE users SET avatar = ?, avatar_type = 'image/png', avatar_version = lower(hex(randomblob(8))) WHERE id = ?")
      .bind(avatar, player.id)
      .run();
    const stored = await env.DB.prepare("SELECT avatar_version FROM users WHERE id = ?").bind(player.id).first<string>("avatar_version");
    const html = await (await request("/de/faq", { headers: player.cookie })).text();
    expect(html).toContain(avatarPath(stored!));
    const res = await request(avatarPath(stored!), { headers: player.cookie });
    expect(res.status).toBe(200);
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(avatar);
    // Its hash is no address of it: the stored version names the image.
    expect((await request(avatarPath(await avatarVersion(avatar)), { headers: player.cookie })).status).toBe(404);
  });

  it("answers only the owner: 401 without a session, 404 to another player", async () => {
    const owner = await addPlayer();
    const other = await addPlayer();
    const avatar = largestAvatar();
    await setAvatar(owner.id, avatar);
    const path = avatarPath(await avatarVersion(avatar));
    const anonymous = await request(path);
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers.get("Content-Type")).toContain("application/json");
    expect((await request(path, { headers: other.cookie })).status).toBe(404);
    // Even when the other player has an avatar of their own.
    await setAvatar(other.id, largestAvatar());
    expect((await request(path, { headers: other.cookie })).status).toBe(404);
  });

  it("answers an old, a wrong or a malformed version with 404 or 400, never 5xx", async () => {
    const player = await addPlayer();
    const first = largestAvatar();
    await setAvatar(player.id, first);
    const old = avatarPath(await avatarVersion(first));
    const second = largestAvatar();
    await setAvatar(player.id, second);
    expect((await request(old, { headers: player.cookie })).status).toBe(404);
    expect((await request(avatarPath(await avatarVersion(second)), { headers: player.cookie })).status).toBe(200);
    for (const [version, status] of [
      ["0000000000000000", 404],
      ["0123456789ABCDEF", 400],
      ["0123456789abcde", 400],
      ["0123456789abcdef0", 400],
      ["..%2F..%2Fprofile", 400],
      ["%00", 400],
      ["x".repeat(2000), 400],
    ] as const) {
      const res = await request(`/api/profile/avatar/${version}`, { headers: player.cookie });
      expect(res.status, version).toBe(status);
      expect(res.headers.get("Content-Type"), version).toContain("application/json");
    }
    await setAvatar(player.id, null);
    expect((await request(avatarPath(await avatarVersion(second)), { headers: player.cookie })).status).toBe(404);
  });

  it("takes GET and HEAD only", async () => {
    const player = await addPlayer();
    const avatar = largestAvatar();
    await setAvatar(player.id, avatar);
    const path = avatarPath(await avatarVersion(avatar));
    const head = await request(path, { method: "HEAD", headers: player.cookie });
    expect(head.status).toBe(200);
    for (const method of ["POST", "DELETE"]) {
      const res = await request(path, { method, headers: { ...player.cookie, Origin: "http://localhost:8787" } });
      expect(res.status, method).toBe(405);
    }
  });
});
