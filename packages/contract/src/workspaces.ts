// Public REST shapes of the workspace calls (R-WKS-6, R-WKS-12..15). Rules with spec messages
// (a name, valid e-mails, seats) are checked by the use cases; these schemas bound types and sizes.
import { z } from 'zod';
import { ZRegion } from './auth';

export const ZWorkspaceUid = z.string().regex(/^[A-Za-z0-9_-]{6,64}$/, 'Invalid workspace id');
const ZEmailText = z.string().max(320);

/** R-WKS-12. The read-only fields are accepted so a whole document can be posted back; they are never written. */
export const ZWorkspaceDocumentInput = z.object({
  uid: z.string().max(64).optional(),
  workspaceName: z.string().max(500).optional(),
  workspaceEmails: z.array(ZEmailText).max(1000).optional(),
  workspacePhotoURL: z.string().max(2048).nullable().optional(),
  workspaceSecret: z.string().max(200).optional().describe('read-only: ignored'),
  loadTokens: z.number().optional().describe('read-only: ignored'),
  freeLTsTS: z.number().nullable().optional().describe('read-only: ignored'),
  joinedAt: z.number().optional().describe('read-only: ignored'),
});

export const ZWorkspaceDocument = z.object({
  uid: z.string(),
  email: z.string(),
  ownerID: z.string(),
  workspaceName: z.string(),
  workspaceEmails: z.array(z.string()),
  workspacePhotoURL: z.string().nullable(),
  joinedAt: z.number(),
  loadTokens: z.number(),
  location: z.string(),
  region: ZRegion,
});

/** R-WKS-14: `to` is one address or a list; every one must be a member of the workspace. */
export const ZWorkspaceEmailInput = z.object({
  subject: z.string().trim().min(1, 'Please enter a subject.').max(300),
  html: z.string().min(1, 'Please enter the message.').max(200_000),
  to: z.union([ZEmailText, z.array(ZEmailText).min(1).max(50)]),
});

/** R-WKS-6: the no-auth join call; `secret` is the invitation's token, never the workspace secret. */
export const ZJoinQuery = z.object({
  secret: z.string().regex(/^[A-Za-z0-9]{20,100}$/, 'Invalid invitation link'),
  email: ZEmailText.optional(),
});
export const ZJoinBody = z.object({ email: ZEmailText }).partial();

export const ZJoined = z.object({
  success: z.literal(true),
  uid: z.string(),
  region: ZRegion,
  workspaceName: z.string(),
  email: z.string(),
});
