// Seed steps for the widget's public calls: an agent of a workspace with a chosen credit balance, and
// multipart bodies as a browser sends them.
import { workspaces } from '@parley/db/schema';
import type { Region } from '@parley/kernel/regions';
import { eq } from 'drizzle-orm';
import type { TestServer } from './test-server';

let counter = 0;

/** A workspace owner (in `workspaceRegion`) with one agent (in `agentRegion`) and `credits` credits. */
export async function seedWidgetAgent(
  s: TestServer,
  options: {
    agentRegion?: Region;
    workspaceRegion?: Region;
    credits?: number;
    doc?: Record<string, unknown>;
  } = {},
) {
  const workspaceRegion = options.workspaceRegion ?? 'eu';
  const agentRegion = options.agentRegion ?? workspaceRegion;
  const owner = await s.seedWorkspaceOwner({ region: workspaceRegion });
  counter += 1;
  const agentId = `WidgetAgent${String(counter).padStart(5, '0')}`;
  const res = await s.app.inject({
    method: 'POST',
    url: `/api/v2/agents/${agentId}?region=${agentRegion}`,
    payload: { title: 'Widget agent', ...options.doc },
    headers: { authorization: `Bearer ${owner.workspace.workspaceSecret}` },
  });
  if (res.statusCode !== 200) throw new Error(`agent create failed: ${res.body}`);
  if (options.credits !== undefined)
    await setCredits(s, owner.workspace.uid, workspaceRegion, options.credits);
  return { owner, agentId, agentRegion, workspaceRegion, visitorId: `${agentId}-visitor${counter}` };
}

export async function setCredits(s: TestServer, uid: string, region: Region, credits: number) {
  await s.ctx.dbs[region].db.update(workspaces).set({ loadTokens: credits }).where(eq(workspaces.uid, uid));
}

export async function creditsOf(s: TestServer, uid: string, region: Region): Promise<number> {
  const rows = await s.ctx.dbs[region].db
    .select({ loadTokens: workspaces.loadTokens })
    .from(workspaces)
    .where(eq(workspaces.uid, uid));
  return rows[0]?.loadTokens ?? Number.NaN;
}

/** One file in a multipart/form-data body, field `file`. */
export function multipartFile(fileName: string, bytes: Uint8Array, contentType = 'application/octet-stream') {
  const boundary = '----parleywidgettest';
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: ${contentType}\r\n\r\n`,
    ),
    Buffer.from(bytes),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload: body, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
