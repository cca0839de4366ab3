// TXT look-ups for domain verification, through the system resolver or the servers DNS_SERVERS names.
import { Resolver } from 'node:dns/promises';

export type ResolveTxt = (name: string) => Promise<string[]>;

export function createTxtResolver(servers?: string[]): ResolveTxt {
  const resolver = new Resolver({ timeout: 3000, tries: 2 });
  if (servers?.length) resolver.setServers(servers);
  return async (name) => {
    try {
      return (await resolver.resolveTxt(name)).map((chunks) => chunks.join(''));
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (code === 'ENOTFOUND' || code === 'ENODATA') return [];
      throw error;
    }
  };
}
