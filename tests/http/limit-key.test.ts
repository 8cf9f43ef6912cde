import { describe, expect, it } from "vitest";
import { limitKey } from "@/lib/http/limit-key";
import { clientKey } from "@/lib/http/rate-limit";

describe("the key a client's limits count under", () => {
  it("keeps an IPv4 address as it is, without a port or leading zeros", () => {
    expect(limitKey("203.0.113.7")).toBe("203.0.113.7");
    expect(limitKey(" 203.0.113.7 ")).toBe("203.0.113.7");
    expect(limitKey("203.0.113.7:5678")).toBe("203.0.113.7");
    expect(limitKey("203.000.113.007")).toBe("203.0.113.7");
  });

  it("reads IPv4-mapped IPv6 as the IPv4 address", () => {
    expect(limitKey("::ffff:203.0.113.7")).toBe("203.0.113.7");
    expect(limitKey("::FFFF:CB00:7107")).toBe("203.0.113.7");
    expect(limitKey("0:0:0:0:0:ffff:203.0.113.7")).toBe("203.0.113.7");
    expect(limitKey("[::ffff:203.0.113.7]:443")).toBe("203.0.113.7");
  });

  it("counts every address of an IPv6 /64 as one client, whichever way it is written", () => {
    const key = "2001:db8:85a3:8d3::/64";
    for (const address of [
      "2001:db8:85a3:8d3:1319:8a2e:370:7348",
      "2001:0DB8:85A3:08D3:0000:0000:0000:0001",
      "2001:db8:85a3:8d3::1",
      "2001:db8:85a3:8d3::",
      "2001:DB8:85A3:8D3:FFFF:FFFF:FFFF:FFFF",
      "2001:db8:85a3:8d3::203.0.113.7",
      "[2001:db8:85a3:8d3::1]",
      "[2001:db8:85a3:8d3::1]:8443",
      "2001:db8:85a3:8d3::1%eth0",
    ]) {
      expect(limitKey(address), address).toBe(key);
    }
    expect(limitKey("2001:db8:85a3:8d4::1")).toBe("2001:db8:85a3:8d4::/64");
  });

  it("writes the /64 in RFC 5952 form: the longest run of zero groups compressed", () => {
    expect(limitKey("2001:0db8:0000:0000:0000:0000:0000:0001")).toBe("2001:db8::/64");
    expect(limitKey("2001:db8::1:0:0:1")).toBe("2001:db8::/64");
    expect(limitKey("2001:0:0:1::1")).toBe("2001:0:0:1::/64");
    expect(limitKey("0:0:1:0::9")).toBe("0:0:1::/64");
    expect(limitKey("1:2:3:4:5:6:7:8")).toBe("1:2:3:4::/64");
    expect(limitKey("fe80::1%25en0")).toBe("fe80::/64");
    expect(limitKey("::1")).toBe("::/64");
    expect(limitKey("::")).toBe("::/64");
  });

  it("leaves text that is no address as its own key", () => {
    for (const text of [
      "unknown",
      "1.2.3.256",
      "1.2.3",
      "2001:db8::1::2",
      "12345::",
      "1:2:3:4:5:6:7:8:9",
      ":1::",
      "[::1",
    ]) {
      expect(limitKey(text), text).toBe(text);
    }
  });

  it("keys a request on the address the server put first in X-Forwarded-For", () => {
    const headers = (forwarded?: string) => new Headers(forwarded ? { "x-forwarded-for": forwarded } : {});
    expect(clientKey(headers("2001:db8:85a3:8d3::1, 10.0.0.1"))).toBe("2001:db8:85a3:8d3::/64");
    expect(clientKey(headers("::ffff:198.51.100.4"))).toBe("198.51.100.4");
    expect(clientKey(headers())).toBe("unknown");
  });
});
