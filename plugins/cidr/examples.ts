import type { TransformExample } from '@/ui/transform';
import type { Mode } from './logic';
import type { Options } from './options';

/**
 * The Example button loads the current tab's example. Outputs are Python 3.11's ipaddress module's,
 * written out by the line in the comment above each.
 */
export const examples: readonly TransformExample<Options, Mode>[] = [
  { mode: 'inspect', input: '192.168.1.10/24\n2001:DB8:0:0:8:800:200C:417A/64\n10.0.0.0 255.255.240.0' },
  // '\n'.join(map(str, ipaddress.ip_network('10.0.0.0/24').subnets(new_prefix=26)))
  {
    mode: 'split',
    input: '10.0.0.0/24',
    options: { splitBy: '/26' },
    output: '10.0.0.0/26\n10.0.0.64/26\n10.0.0.128/26\n10.0.0.192/26',
  },
  // nets = [ip_network('192.168.0.0/24'), ip_network('192.168.1.0/24'),
  //         *summarize_address_range(ip_address('10.0.0.1'), ip_address('10.0.0.254'))]
  // '\n'.join(map(str, collapse_addresses(nets)))
  {
    mode: 'merge',
    input: '10.0.0.1 - 10.0.0.254\n192.168.0.0/24\n192.168.1.0/24',
    output: [
      '10.0.0.1/32',
      '10.0.0.2/31',
      '10.0.0.4/30',
      '10.0.0.8/29',
      '10.0.0.16/28',
      '10.0.0.32/27',
      '10.0.0.64/26',
      '10.0.0.128/26',
      '10.0.0.192/27',
      '10.0.0.224/28',
      '10.0.0.240/29',
      '10.0.0.248/30',
      '10.0.0.252/31',
      '10.0.0.254/32',
      '192.168.0.0/23',
    ].join('\n'),
  },
  // r = list(ip_network('0.0.0.0/0').address_exclude(ip_network('10.0.0.0/8')))
  // r = [m for n in r for m in (n.address_exclude(ip_network('192.168.0.0/16'))
  //      if ip_network('192.168.0.0/16').subnet_of(n) else [n])]
  // '\n'.join(map(str, sorted(collapse_addresses(r))))
  {
    mode: 'exclude',
    input: '0.0.0.0/0 minus 10.0.0.0/8, 192.168.0.0/16',
    output: [
      '0.0.0.0/5',
      '8.0.0.0/7',
      '11.0.0.0/8',
      '12.0.0.0/6',
      '16.0.0.0/4',
      '32.0.0.0/3',
      '64.0.0.0/2',
      '128.0.0.0/2',
      '192.0.0.0/9',
      '192.128.0.0/11',
      '192.160.0.0/13',
      '192.169.0.0/16',
      '192.170.0.0/15',
      '192.172.0.0/14',
      '192.176.0.0/12',
      '192.192.0.0/10',
      '193.0.0.0/8',
      '194.0.0.0/7',
      '196.0.0.0/6',
      '200.0.0.0/5',
      '208.0.0.0/4',
      '224.0.0.0/3',
    ].join('\n'),
  },
  // ip_network('10.1.0.0/16').subnet_of(ip_network('10.0.0.0/8')) → True;
  // ip_network('10.0.0.0/8').overlaps(ip_network('192.168.0.0/16')) → False;
  // ip_network('192.168.0.0/16') == ip_network('192.168.0.0/16') → True
  {
    mode: 'overlaps',
    input: '10.0.0.0/8\n192.168.0.0/16\n10.1.0.0/16\n192.168.0.0/16',
    output:
      'line 3: 10.1.0.0/16 lies inside 10.0.0.0/8 (line 1)\nline 4: 192.168.0.0/16 is the same block as 192.168.0.0/16 (line 2)',
  },
];
