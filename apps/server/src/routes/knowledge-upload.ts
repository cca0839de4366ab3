// Multipart upload of knowledge files: each part is size-limited by @fastify/multipart (KB_MAX_FILE_MB).

import type { AgentActor } from '@parley/agents/application/agent-access';
import { AppError } from '@parley/kernel/errors';
import type { Region } from '@parley/kernel/regions';
import { createFileSource } from '@parley/knowledge/application/create-source';
import type { KnowledgeService } from '@parley/knowledge/application/knowledge-service';
import { FILE_MESSAGES } from '@parley/knowledge/domain/file-type';
import type { FastifyRequest } from 'fastify';

export async function uploadFiles(
  kb: KnowledgeService,
  target: { principal: AgentActor; agentId: string; region?: Region },
  request: FastifyRequest,
): Promise<string[]> {
  if (!request.isMultipart()) throw new AppError('BAD_REQUEST', 'Send the files as multipart/form-data.');
  const ids: string[] = [];
  for await (const part of request.files()) {
    let bytes: Buffer;
    try {
      bytes = await part.toBuffer();
    } catch (err) {
      if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
        throw new AppError('BAD_REQUEST', FILE_MESSAGES.tooLarge(part.filename, kb.options.maxFileMb));
      throw err;
    }
    const created = await createFileSource(kb, target, {
      fileName: part.filename,
      bytes: new Uint8Array(bytes),
      mimeType: part.mimetype,
    });
    ids.push(created.id);
  }
  if (ids.length === 0) throw new AppError('BAD_REQUEST', 'No file was uploaded.');
  return ids;
}
