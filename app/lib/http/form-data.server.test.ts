import { describe, expect, it } from "vitest";
import { readFormData } from "./form-data.server.ts";

const post = (body: BodyInit | null, type?: string) =>
  new Request("http://localhost/language", { method: "POST", body, headers: type ? { "Content-Type": type } : {} });

describe("readFormData", () => {
  it("reads a form-encoded and a multipart form", async () => {
    expect((await readFormData(post("lang=en&from=%2F", "application/x-www-form-urlencoded"))).get("lang")).toBe("en");
    const form = new FormData();
    form.set("theme", "dark");
    expect((await readFormData(new Request("http://localhost/theme", { method: "POST", body: form }))).get("theme")).toBe("dark");
  });

  it("answers an empty form for bodies request.formData() throws on", async () => {
    const broken = '--bbb\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--bbb--\r\n';
    for (const request of [
      post('{"lang":"en"}', "application/json"),
      post("lang=en", "text/plain"),
      post("lang=en"),
      post(null, "multipart/form-data; boundary=xyz"),
      post(broken, "multipart/form-data; boundary=aaa"),
      post(broken, "multipart/form-data"),
      post('--ddd\r\nContent-Disposition: form-data; name="a"\r\n\r\n1', "multipart/form-data; boundary=ddd"),
    ]) {
      await expect(request.clone().formData()).rejects.toThrow();
      expect([...(await readFormData(request)).keys()]).toEqual([]);
    }
  });
});
