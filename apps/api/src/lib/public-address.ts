import { BlockList, isIPv4, isIPv6 } from "node:net";

/**
 * IPv4 ranges that are not the internet (IANA's special-purpose registry): this machine,
 * private networks, carrier-grade NAT, link-local (where clouds answer metadata requests,
 * 169.254.169.254), documentation and benchmarking, multicast, reserved and broadcast.
 * Node's BlockList also matches these against IPv4-mapped IPv6 (`::ffff:10.0.0.5`).
 */
const notInternetV4: [string, number][] = [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.0.2.0", 24],
  ["192.88.99.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["198.51.100.0", 24],
  ["203.0.113.0", 24],
  ["224.0.0.0", 4],
  ["240.0.0.0", 4],
];

/**
 * The parts of IPv6 global unicast (2000::/3) that are not plain internet hosts: protocol
 * assignments (Teredo among them), documentation, and 6to4, whose addresses carry an IPv4
 * address that may be a private one.
 */
const notInternetV6: [string, number][] = [
  ["2001::", 23],
  ["2001:db8::", 32],
  ["2002::", 16],
  ["3fff::", 20],
];

const reserved = new BlockList();
for (const [network, prefix] of notInternetV4) reserved.addSubnet(network, prefix, "ipv4");
for (const [network, prefix] of notInternetV6) reserved.addSubnet(network, prefix, "ipv6");

// IPv6 is judged by what may be public rather than by what may not: loopback, unique-local
// (fc00::/7, where AWS serves metadata at fd00:ec2::254), link-local and multicast all lie
// outside global unicast. An IPv4-mapped address is judged as the IPv4 address it is.
const globalUnicast = new BlockList();
globalUnicast.addSubnet("2000::", 3, "ipv6");
const ipv4Mapped = new BlockList();
ipv4Mapped.addSubnet("::ffff:0:0", 96, "ipv6");

/**
 * Whether an IP address (as DNS answers it, or as a URL names it without brackets) is a
 * host on the public internet. Anything else, a name or garbage included, is not: BlockList
 * answers false for what it cannot parse, so the address is checked to be one first.
 */
export function isPublicAddress(address: string): boolean {
  if (isIPv4(address)) return !reserved.check(address, "ipv4");
  // A zone (`fe80::1%eth0`) only names a link-local address, and BlockList cannot parse one.
  if (!isIPv6(address) || address.includes("%")) return false;
  return (
    (ipv4Mapped.check(address, "ipv6") || globalUnicast.check(address, "ipv6")) && !reserved.check(address, "ipv6")
  );
}
