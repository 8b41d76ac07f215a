import { lookup } from "node:dns/promises";
import { BlockList, isIP } from "node:net";

/**
 * Addresses a webhook is never sent to in production: this machine, the private networks,
 * link-local ones (the clouds' metadata service among them), carrier-grade NAT, and their
 * IPv6 kin. An owner's endpoint must not be a way into our own network.
 */
const inside = new BlockList();
for (const [network, prefix] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.168.0.0", 16],
  ["224.0.0.0", 4],
  ["240.0.0.0", 4],
] as const)
  inside.addSubnet(network, prefix, "ipv4");
for (const [network, prefix] of [
  ["::", 128],
  ["::1", 128],
  ["fc00::", 7],
  ["fe80::", 10],
  ["ff00::", 8],
] as const)
  inside.addSubnet(network, prefix, "ipv6");

/** Whether `address` (an IP literal) is on the open internet. */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  // An IPv4 address written as IPv6 ("::ffff:10.0.0.1") is judged as the IPv4 it is.
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mapped) return isPublicAddress(mapped);
  return !inside.check(address, family === 4 ? "ipv4" : "ipv6");
}

/** Whether every address `hostname` resolves to now is public (none: not public). */
export async function resolvesPublicly(
  hostname: string,
  resolve: (host: string) => Promise<{ address: string }[]> = (host) => lookup(host, { all: true }),
): Promise<boolean> {
  const bare = hostname.replace(/^\[|\]$/g, "");
  if (isIP(bare)) return isPublicAddress(bare);
  try {
    const addresses = await resolve(bare);
    return addresses.length > 0 && addresses.every((found) => isPublicAddress(found.address));
  } catch {
    return false;
  }
}
