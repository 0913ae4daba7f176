import { describe, expect, it } from "vitest";
import { addressSubject } from "./ip-address.ts";

describe("addressSubject", () => {
  it.each([
    ["203.0.113.7", "203.0.113.7"],
    ["0.0.0.0", "0.0.0.0"],
    ["255.255.255.255", "255.255.255.255"],
    [" 198.51.100.1 ", "198.51.100.1"],
  ])("counts IPv4 %j per address: %s", (ip, subject) => {
    expect(addressSubject(ip)).toBe(subject);
  });

  it.each([
    ["2001:db8:1:2:aaaa:bbbb:cccc:dddd", "2001:db8:1:2::/64"],
    ["2001:0db8:0001:0002:0000:0000:0000:0001", "2001:db8:1:2::/64"],
    ["2001:DB8:1:2::1", "2001:db8:1:2::/64"],
    ["2001:db8::1", "2001:db8:0:0::/64"],
    ["::1", "0:0:0:0::/64"],
    ["::", "0:0:0:0::/64"],
    ["fe80::1%eth0", "fe80:0:0:0::/64"],
    ["2001:db8:1:2:3:4:192.0.2.1", "2001:db8:1:2::/64"],
  ])("counts IPv6 %s per /64: %s", (ip, subject) => {
    expect(addressSubject(ip)).toBe(subject);
  });

  it("gives every address of one /64 the same subject, and the next /64 another", () => {
    const home = ["2a02:8070:1:ff00::1", "2a02:8070:1:ff00:1234:5678:9abc:def0", "2a02:8070:0001:ff00:ffff:ffff:ffff:ffff"];
    expect(new Set(home.map(addressSubject))).toEqual(new Set(["2a02:8070:1:ff00::/64"]));
    expect(addressSubject("2a02:8070:1:ff01::1")).toBe("2a02:8070:1:ff01::/64");
  });

  it("counts an IPv4-mapped IPv6 address as the IPv4 address", () => {
    expect(addressSubject("::ffff:203.0.113.7")).toBe("203.0.113.7");
    expect(addressSubject("::ffff:cb00:7107")).toBe("203.0.113.7");
  });

  it.each(["local", "", "256.1.1.1", "1.2.3", "2001:db8::1::2", "2001:db8:1:2:3:4:5:6:7", "2001:db8:1:2:3:4:5", "12345::", "g::1"])(
    "counts anything else as its own text: %j",
    (ip) => {
      expect(addressSubject(ip)).toBe(ip.trim());
    },
  );
});
