// robots.txt rules for our crawler's user agent.
import robotsParser from 'robots-parser';

export const CRAWLER_USER_AGENT = 'ParleyBot';

export interface RobotsRules {
  isAllowed(url: string): boolean;
  sitemaps: string[];
}

export function parseRobots(robotsUrl: string, body: string): RobotsRules {
  const robots = robotsParser(robotsUrl, body);
  return {
    // undefined means the URL is on another site: not ours to judge here.
    isAllowed: (url) => robots.isAllowed(url, CRAWLER_USER_AGENT) !== false,
    sitemaps: robots.getSitemaps(),
  };
}

export const ALLOW_ALL: RobotsRules = { isAllowed: () => true, sitemaps: [] };
