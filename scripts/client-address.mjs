// Who the client is, from the socket and X-Forwarded-For: with no trusted proxies (0 hops) the
// socket's address, whatever the header says; behind N trusted proxies the address the outermost
// one saw (the N-th entry from the right, counting the socket as the nearest).

/**
 * @param {string | undefined} forwardedFor the X-Forwarded-For header as received
 * @param {string | undefined} socketAddress the TCP peer
 * @param {number} trustedHops how many proxies in front of the app we trust
 */
export function clientAddressOf(forwardedFor, socketAddress, trustedHops) {
  const chain = [
    ...(forwardedFor ?? "")
      .split(",")
      .map((entry) => entry.trim())
      .filter(Boolean),
    socketAddress ?? "unknown",
  ];
  return chain[Math.max(0, chain.length - 1 - trustedHops)];
}
