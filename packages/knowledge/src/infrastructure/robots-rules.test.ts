import { describe, expect, it } from 'vitest';
import { isPrivateAddress } from './address-policy';
import { parseRobots } from './robots-rules';

describe('robots rules', () => {
  const robots = parseRobots(
    'https://shop.example/robots.txt',
    'User-agent: *\nDisallow: /private\nAllow: /private/open\n\nUser-agent: OtherBot\nDisallow: /\n\nSitemap: https://shop.example/sitemap.xml\n',
  );
  it('honours Disallow and Allow for our agent', () => {
    expect(robots.isAllowed('https://shop.example/')).toBe(true);
    expect(robots.isAllowed('https://shop.example/private/page')).toBe(false);
    expect(robots.isAllowed('https://shop.example/private/open')).toBe(true);
    expect(robots.sitemaps).toEqual(['https://shop.example/sitemap.xml']);
  });
  it('an empty robots.txt allows everything', () => {
    expect(parseRobots('https://a.example/robots.txt', '').isAllowed('https://a.example/x')).toBe(true);
  });
});

describe('private addresses', () => {
  it('recognises loopback, private and link-local ranges', () => {
    for (const ip of [
      '127.0.0.1',
      '10.1.2.3',
      '172.16.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '::1',
      'fd00::1',
      '::ffff:127.0.0.1',
      '0.0.0.0',
    ])
      expect(isPrivateAddress(ip), ip).toBe(true);
    for (const ip of ['8.8.8.8', '172.32.0.1', '2606:4700::1111'])
      expect(isPrivateAddress(ip), ip).toBe(false);
  });
});
