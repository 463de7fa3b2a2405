import { describe, expect, it } from 'vitest';
import { addressKey } from './address-key';

describe('addressKey (issue 8: a client is counted by its IPv4 address or its IPv6 /64)', () => {
  it.each([
    { ip: '203.0.113.5', key: '203.0.113.5' },
    { ip: '2001:db8:1:2:aaaa:bbbb:cccc:dddd', key: '2001:db8:1:2::/64' },
    { ip: '2001:db8:1:2::1', key: '2001:db8:1:2::/64' },
    { ip: '2001:0DB8:0001:0002:0:0:0:fffe', key: '2001:db8:1:2::/64' },
    { ip: '2001:db8:1:3::1', key: '2001:db8:1:3::/64' },
    { ip: '2001:db8::7', key: '2001:db8:0:0::/64' },
    { ip: '::1', key: '0:0:0:0::/64' },
    { ip: 'fe80::1:2%eth0', key: 'fe80:0:0:0::/64' },
    { ip: '64:ff9b::198.51.100.9', key: '64:ff9b:0:0::/64' },
    { ip: '::ffff:198.51.100.9', key: '198.51.100.9' },
    { ip: '::ffff:c633:6409', key: '198.51.100.9' },
  ])('$ip counts as $key', ({ ip, key }) => {
    expect(addressKey(ip)).toBe(key);
  });
});
