// A visitor's upload from the widget (R-WUP-1..3, R-WUP-6, R-CRD-3): checked by its bytes, stored in the
// file store, then charged and recorded at once. A refused upload leaves nothing behind.
import type { DataContext } from '@parley/db/context';
import { AppError } from '@parley/kernel/errors';
import { randomId } from '@parley/kernel/ids';
import type { Region } from '@parley/kernel/regions';
import { AGENT_MESSAGES } from '@parley/messages/agents';
import { WIDGET_FILE_MESSAGES } from '@parley/messages/widget-files';
import {
  checkWidgetFile,
  creditsForUpload,
  storedFileName,
  type WidgetFileComponent,
} from '../domain/upload-rules';
import { chargeAndRecordUpload, findWorkspaceCredits } from '../infrastructure/charge-upload';
import type { FileStores } from '../infrastructure/file-store';
import { requireEnabledAgent } from './public-agent';

export interface StoredWidgetFile {
  id: string;
  /** Absolute URL under PUBLIC_URL. */
  url: string;
  fileName: string;
  contentType: string;
  sizeKB: number;
}

export const widgetFilePath = (id: string) => `/api/files/${id}`;

export async function uploadWidgetFile(
  ctx: DataContext,
  deps: { stores: FileStores; publicUrl: string },
  args: {
    agentId: string;
    userId: string;
    component: WidgetFileComponent;
    fileName: string;
    bytes: Uint8Array;
    region?: Region;
  },
): Promise<StoredWidgetFile> {
  const { row: agent, region } = await requireEnabledAgent(ctx, args.agentId, args.region);
  const check = checkWidgetFile(args.component, args.bytes);
  if (!check.ok) throw new AppError('BAD_REQUEST', check.message);

  const credits = creditsForUpload(args.bytes.length);
  const workspace = await findWorkspaceCredits(ctx, agent.ownerID, region);
  if (!workspace) throw new AppError('NOT_FOUND', AGENT_MESSAGES.notFound);
  // Checked before anything is written; the debit below re-checks it atomically.
  if (workspace.balance < credits) throw new AppError('PAYMENT_REQUIRED', WIDGET_FILE_MESSAGES.noCredits);

  const id = randomId(32);
  const key = `${region}/${agent.id}/${id}`;
  const fileName = storedFileName(args.fileName, check.extensions);
  const store = deps.stores.write;
  await store.put(key, args.bytes, check.contentType);
  let recorded = false;
  try {
    recorded = await chargeAndRecordUpload(ctx, {
      agentRegion: region,
      workspaceRegion: workspace.region,
      charge: {
        workspaceId: agent.ownerID,
        agentId: agent.id,
        credits,
        message: `Widget upload ${fileName} (${args.component})`,
      },
      row: {
        id,
        agentId: agent.id,
        userId: args.userId,
        component: args.component,
        fileName,
        contentType: check.contentType,
        sizeBytes: args.bytes.length,
        storage: store.kind,
        storageKey: key,
        createdAt: Date.now(),
      },
    });
  } finally {
    if (!recorded) await store.delete(key).catch(() => undefined);
  }
  if (!recorded) throw new AppError('PAYMENT_REQUIRED', WIDGET_FILE_MESSAGES.noCredits);
  return {
    id,
    url: `${deps.publicUrl}${widgetFilePath(id)}`,
    fileName,
    contentType: check.contentType,
    sizeKB: Math.max(1, Math.round(args.bytes.length / 1024)),
  };
}
