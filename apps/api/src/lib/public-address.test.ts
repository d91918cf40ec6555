import { describe, expect, it } from "vitest";
import { isPublicAddress } from "./public-address";

describe("isPublicAddress", () => {
  it("takes hosts on the internet, IPv4, IPv6 and IPv4 written as IPv6", () => {
    for (const address of [
      "93.184.216.34",
      "8.8.8.8",
      "1.1.1.1",
      "100.63.255.255",
      "100.128.0.0",
      "172.15.255.255",
      "172.32.0.0",
      "192.169.0.1",
      "223.255.255.255",
      "2606:4700::1111",
      "2a00:1450:4001:80b::200e",
      "::ffff:93.184.216.34",
    ]) {
      expect(isPublicAddress(address), address).toBe(true);
    }
  });

  it("refuses loopback, private, shared, link-local, metadata, multicast and reserved addresses", () => {
    for (const address of [
      "0.0.0.0",
      "10.0.0.5",
      "100.64.0.1",
      "100.127.255.255",
      "127.0.0.1",
      "127.255.255.254",
      "169.254.169.254",
      "172.16.0.1",
      "172.31.255.255",
      "192.168.1.1",
      "192.0.2.1",
      "198.18.0.1",
      "203.0.113.7",
      "224.0.0.1",
      "239.255.255.250",
      "240.0.0.1",
      "255.255.255.255",
      "::",
      "::1",
      "fc00::1",
      "fd00:ec2::254",
      "fe80::1",
      "fe80::1%eth0",
      "ff02::1",
      "2001:db8::1",
      "2001::1",
      "2002:a00:1::",
      "64:ff9b::a00:5",
    ]) {
      expect(isPublicAddress(address), address).toBe(false);
    }
  });

  it("judges an IPv4-mapped IPv6 address as the IPv4 address it is, however it is written", () => {
    for (const address of [
      "::ffff:127.0.0.1",
      "::ffff:7f00:1",
      "::ffff:10.0.0.5",
      "::ffff:169.254.169.254",
      "::ffff:100.64.0.1",
      "0:0:0:0:0:ffff:c0a8:101",
    ]) {
      expect(isPublicAddress(address), address).toBe(false);
    }
  });

  it("refuses what is not an address", () => {
    for (const value of [
      "",
      "localhost",
      "hooks.example.com",
      "1.2.3",
      "256.1.1.1",
      "[::1]",
      "::1 ",
      "93.184.216.34/8",
    ]) {
      expect(isPublicAddress(value), value).toBe(false);
    }
  });
});
