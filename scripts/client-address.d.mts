// Types of client-address.mjs (plain JavaScript, run by the server script without a build).
export function clientAddressOf(
  forwardedFor: string | undefined,
  socketAddress: string | undefined,
  trustedHops: number,
): string;
