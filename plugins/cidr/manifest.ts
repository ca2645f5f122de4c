import { defineTool } from '@/registry/types';
import { optionsSpec } from './options';

export default defineTool({
  id: 'cidr',
  name: 'IP / CIDR Calculator',
  description:
    'Subnet calculator for IPv4 and IPv6: network, broadcast, usable hosts, masks, reverse DNS and special-purpose ranges; split, merge, exclude and find overlaps.',
  group: 'tools',
  path: '/tools/cidr',
  aliases: ['/tools/subnet-calculator', '/tools/ip'],
  order: 100,
  icon: 'network',
  keywords: [
    'cidr',
    'subnet',
    'ip',
    'ipv4',
    'ipv6',
    'netmask',
    'wildcard',
    'broadcast',
    'range',
    'supernet',
    'reverse dns',
    'allowedips',
  ],
  features: ['IPv4 and IPv6', 'Split, merge and exclude', 'Range to CIDR', 'Special-purpose ranges'],
  seo: {
    title: 'IP / CIDR Subnet Calculator (IPv4 and IPv6)',
    description:
      'Calculate subnets, masks, broadcast and usable hosts; split networks, turn ranges into CIDR, exclude ranges for VPN allowed IPs. Private: runs in your browser.',
    keywords: [
      'cidr calculator',
      'subnet calculator',
      'ipv6 subnet calculator',
      'range to cidr',
      'allowedips calculator',
    ],
  },
  options: optionsSpec,
});
