// Adding sources to an agent's knowledge base (R-KB-1, R-KB-3): the row is written INITIALIZED and queued.

import type { AgentActor } from '@parley/agents/application/agent-access';
import type { DataContext } from '@parley/db/context';
import { AppError } from '@parley/kernel/errors';
import { randomId } from '@parley/kernel/ids';
import type { Region } from '@parley/kernel/regions';
import { type SourceKind, sourceTypeOf } from '../domain/document-status';
import { contentMatches, FILE_MESSAGES, kindFromName } from '../domain/file-type';
import type { RefreshRate } from '../domain/refresh-schedule';
import { assertFetchable, parseHttpUrl } from '../infrastructure/address-policy';
import { insertDocument } from '../infrastructure/document-repo';
import { extractFileText } from '../infrastructure/extract-text';
import { type KnowledgeAgent, requireAgentAccess } from './agent-access';
import type { KnowledgeOptions } from './knowledge-options';
import { assertWithinCharLimit } from './plan-limit';

export interface SourceDeps {
  ctx: DataContext;
  options: KnowledgeOptions;
  enqueue(region: Region, docId: string): void;
}

interface NewSource {
  kind: SourceKind;
  name: string;
  content?: string;
  contentURL?: string;
  fileName?: string;
  mimeType?: string;
  refreshRate?: RefreshRate;
  metadata?: Record<string, unknown>;
}

async function addSource(deps: SourceDeps, agent: KnowledgeAgent, source: NewSource): Promise<string> {
  const id = randomId(20);
  const now = Date.now();
  const refreshRate = source.refreshRate ?? 'never';
  await insertDocument(deps.ctx.dbs[agent.region].db, {
    id,
    agentId: agent.agentId,
    workspaceId: agent.workspaceId,
    agencyId: agent.agencyId,
    name: source.name.trim().slice(0, 300) || 'Untitled',
    sourceType: sourceTypeOf(source.kind),
    kind: source.kind,
    status: 'INITIALIZED',
    refreshRate,
    withRefresh: refreshRate === 'never' ? 0 : 1,
    content: source.content ?? null,
    contentURL: source.contentURL ?? null,
    fileName: source.fileName ?? null,
    mimeType: source.mimeType ?? null,
    metadata: source.metadata ?? {},
    ts: now,
    updatedAt: now,
  });
  deps.enqueue(agent.region, id);
  return id;
}

interface Target {
  principal: AgentActor;
  agentId: string;
  region?: Region;
}

export async function createTextSource(
  deps: SourceDeps,
  target: Target,
  input: { name?: string; content: string; description?: string },
): Promise<{ id: string; region: Region }> {
  const agent = await requireAgentAccess(deps.ctx, target.principal, target.agentId, 'write', target.region);
  const content = input.content.trim();
  if (!content) throw new AppError('BAD_REQUEST', 'The text is empty.');
  await assertWithinCharLimit(deps.ctx, agent.workspaceId, content.length);
  const name = input.name?.trim() || (content.split('\n')[0] ?? '').slice(0, 60);
  const metadata = input.description ? { description: input.description } : {};
  return {
    id: await addSource(deps, agent, { kind: 'text', name, content, metadata }),
    region: agent.region,
  };
}

/** Checked by extension and content, extracted now (a broken file is refused at once), indexed in the queue. */
export async function createFileSource(
  deps: SourceDeps,
  target: Target,
  file: { fileName: string; bytes: Uint8Array; mimeType?: string },
): Promise<{ id: string; region: Region }> {
  const agent = await requireAgentAccess(deps.ctx, target.principal, target.agentId, 'write', target.region);
  const { fileName, bytes } = file;
  const kind = kindFromName(fileName);
  if (!kind) throw new AppError('BAD_REQUEST', FILE_MESSAGES.unsupported(fileName));
  if (bytes.length > deps.options.maxFileMb * 1024 * 1024)
    throw new AppError('BAD_REQUEST', FILE_MESSAGES.tooLarge(fileName, deps.options.maxFileMb));
  if (bytes.length === 0) throw new AppError('BAD_REQUEST', FILE_MESSAGES.empty(fileName));
  if (!contentMatches(kind, bytes)) throw new AppError('BAD_REQUEST', FILE_MESSAGES.mismatch(fileName, kind));
  const page = await extractFileText(kind, bytes).catch((err: unknown) => {
    throw new AppError(
      'BAD_REQUEST',
      `"${fileName}" could not be read: ${err instanceof Error ? err.message : err}`,
    );
  });
  if (!page.text) throw new AppError('BAD_REQUEST', `No text could be extracted from "${fileName}".`);
  await assertWithinCharLimit(deps.ctx, agent.workspaceId, page.text.length);
  const metadata = page.description || page.title ? { description: page.description ?? page.title } : {};
  const id = await addSource(deps, agent, {
    kind: 'file',
    name: fileName,
    content: page.text,
    fileName,
    mimeType: file.mimeType,
    metadata,
  });
  return { id, region: agent.region };
}

/** One document per URL: a page, a sitemap, or (crawl) the same-site pages linked from it. */
export async function createUrlSources(
  deps: SourceDeps,
  target: Target,
  input: { urls: string[]; crawl?: boolean; refreshRate?: RefreshRate },
): Promise<{ ids: string[]; region: Region }> {
  const agent = await requireAgentAccess(deps.ctx, target.principal, target.agentId, 'write', target.region);
  const urls = [...new Set(input.urls.map((u) => parseHttpUrl(u).toString()))];
  if (urls.length === 0) throw new AppError('BAD_REQUEST', 'Add at least one URL.');
  for (const url of urls) await assertFetchable(url, deps.options.allowPrivateNetwork);
  const ids: string[] = [];
  for (const url of urls) {
    ids.push(
      await addSource(deps, agent, {
        kind: 'url',
        name: url,
        contentURL: url,
        refreshRate: input.refreshRate,
        metadata: { crawl: input.crawl === true },
      }),
    );
  }
  return { ids, region: agent.region };
}
