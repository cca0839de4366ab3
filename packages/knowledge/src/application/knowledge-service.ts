// The knowledge base as the server runs it: an ingestion queue, the refresh scheduler and the retriever.
import type { DataContext } from '@parley/db/context';
import type { Region } from '@parley/kernel/regions';
import type { Retriever } from '@parley/runtime/domain/ports';
import { createEmbedder, type Embedder } from '../infrastructure/embedder';
import type { KnowledgeOptions } from './knowledge-options';
import { type ProcessOutcome, processDocument } from './process-document';
import { dueDocuments, unfinishedDocuments } from './refresh-sweep';
import { createRetriever } from './retrieve';
import { createWorkQueue } from './work-queue';

export interface KnowledgeService {
  ctx: DataContext;
  options: KnowledgeOptions;
  enqueue(region: Region, docId: string): void;
  /** Resolves when the queue is empty (tests, shutdown). */
  idle(): Promise<void>;
  /** Processes one document now (tests, and the queue's job). */
  process(region: Region, docId: string): Promise<ProcessOutcome>;
  /** Queues documents left unfinished and those due for refresh. */
  sweep(now?: number): Promise<number>;
  retrieve: Retriever;
  embedderFor(region: Region): Promise<Embedder | null>;
}

export function createKnowledgeService(
  ctx: DataContext,
  options: KnowledgeOptions,
  log: (err: unknown) => void = () => undefined,
): KnowledgeService {
  const embedder = options.embeddings ? createEmbedder(options.embeddings) : null;
  const vectorByRegion = new Map<Region, Promise<boolean>>();
  const embedderFor = async (region: Region) => {
    if (!embedder) return null;
    if (!vectorByRegion.has(region)) vectorByRegion.set(region, ctx.dbs[region].hasVector());
    return (await vectorByRegion.get(region)) ? embedder : null;
  };
  const queue = createWorkQueue(Math.min(Math.max(options.concurrency, 1), 4), log);
  const process = (region: Region, docId: string) =>
    processDocument({ ctx, options, embedderFor }, region, docId);
  const enqueue = (region: Region, docId: string) =>
    queue.push(`${region}:${docId}`, async () => {
      await process(region, docId);
    });
  return {
    ctx,
    options,
    enqueue,
    idle: queue.idle,
    process,
    embedderFor,
    retrieve: createRetriever(ctx, { embedderFor, onError: log }),
    sweep: async (now = Date.now()) => {
      const docs = [...(await unfinishedDocuments(ctx)), ...(await dueDocuments(ctx, now))];
      for (const d of docs) enqueue(d.region, d.id);
      return docs.length;
    },
  };
}

/**
 * Resumes unfinished documents now, then sweeps for due refreshes every KB_REFRESH_SWEEP_SECONDS
 * (0 disables the timer). Returns stop(), which waits for running jobs.
 */
export function startKnowledgeScheduler(
  service: KnowledgeService,
  log: (err: unknown) => void = () => undefined,
) {
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  const run = () => {
    if (!stopped) service.sweep().catch(log);
  };
  run();
  if (service.options.refreshSweepSeconds > 0) {
    timer = setInterval(run, service.options.refreshSweepSeconds * 1000);
    timer.unref();
  }
  return async () => {
    stopped = true;
    if (timer) clearInterval(timer);
    await service.idle();
  };
}
