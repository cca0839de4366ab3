// What the loader tells the frame through its query string.
import { httpOrigin } from '../../shared/protocol';

export interface FrameParams {
  agentId: string | null;
  region: 'eu' | 'na' | null;
  /** The host page's origin: the only one commands are accepted from and events are posted to. */
  parentOrigin: string | null;
  /** The visitor id the loader keeps for this agent, checked by the frame before use. */
  userId: string | null;
  /** `test=1`: the dashboard's test chat. Interact calls carry isTest and each response is reported to the dashboard. */
  test: boolean;
  /** `preview=1`: the dashboard's live preview. Unsaved widget settings posted by the dashboard override the saved ones. */
  preview: boolean;
}

export function readFrameParams(search: string): FrameParams {
  const query = new URLSearchParams(search);
  const agentId = query.get('agentId')?.trim() || null;
  const region = query.get('region');
  return {
    agentId,
    region: region === 'eu' || region === 'na' ? region : null,
    parentOrigin: httpOrigin(query.get('parentOrigin')),
    userId: query.get('userId'),
    test: query.get('test') === '1',
    preview: query.get('preview') === '1',
  };
}
