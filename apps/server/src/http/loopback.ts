import { isIP } from 'node:net';

/** Whether a peer address is this machine (127.0.0.0/8, ::1, or an IPv4-mapped loopback address). */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (address === undefined) return false;
  const ipv4 = address.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address;
  if (isIP(ipv4) === 4) return ipv4.split('.')[0] === '127';
  return isIP(address) === 6 && /^(0{0,4}:){2,7}0{0,3}1$|^::1$/i.test(address);
}
