// The knowledge service of a running server: one per data context, configured from the env.
import type { DataContext } from '@parley/db/context';
import { knowledgeOptionsFromEnv } from '@parley/knowledge/application/knowledge-options';
import {
  createKnowledgeService,
  type KnowledgeService,
} from '@parley/knowledge/application/knowledge-service';
import type { ServerDeps } from './deps';

const services = new WeakMap<DataContext, KnowledgeService>();

/** Private network addresses are refused unless KB_ALLOW_PRIVATE_NETWORK is set. */
export function knowledgeOf(deps: Pick<ServerDeps, 'ctx' | 'env'>): KnowledgeService {
  let service = services.get(deps.ctx);
  if (!service) {
    service = createKnowledgeService(deps.ctx, knowledgeOptionsFromEnv(deps.env), (err) => {
      process.stderr.write(`knowledge job failed: ${err instanceof Error ? err.stack : String(err)}\n`);
    });
    services.set(deps.ctx, service);
  }
  return service;
}
