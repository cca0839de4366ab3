// A tool an agent's model may call: its fields and validation (R-TOOL-1, R-TOOL-2, R-TOOL-3).
import { TOOL_MESSAGES } from '@parley/messages/tools';
import { z } from 'zod';

export const FIELD_PLACEMENTS = ['query', 'body', 'header'] as const;
export const FIELD_TYPES = ['string', 'number', 'boolean', 'object'] as const;

export const ZToolField = z.object({
  in: z.enum(FIELD_PLACEMENTS),
  key: z.string().trim().min(1, TOOL_MESSAGES.fieldKeyRequired).max(128),
  /** A fixed value sent as-is; empty means the model supplies it. */
  value: z.string().max(4000).default(''),
  defaultValue: z.string().max(4000).default(''),
  type: z.enum(FIELD_TYPES).default('string'),
  description: z.string().max(1000).default(''),
  required: z.boolean().default(false),
});
export type TToolField = z.infer<typeof ZToolField>;

/** Only http(s): a tool server is called from our network, file: or data: URLs make no sense. */
export const ZServerUrl = z
  .string()
  .trim()
  .refine((value) => {
    try {
      const url = new URL(value);
      return url.protocol === 'http:' || url.protocol === 'https:';
    } catch {
      return false;
    }
  }, TOOL_MESSAGES.serverUrlInvalid);

/** Model-safe: OpenAI-style function names. */
export const ZToolName = z
  .string()
  .trim()
  .min(1, TOOL_MESSAGES.nameRequired)
  .regex(/^[a-zA-Z0-9_-]{1,64}$/, TOOL_MESSAGES.nameInvalid);

const ZFields = z
  .array(ZToolField)
  .max(50)
  .superRefine((fields, issue) => {
    // Keys are unique across placements: the model and the test payload see one flat key → value map.
    const seen = new Set<string>();
    fields.forEach((field, index) => {
      if (seen.has(field.key))
        issue.addIssue({
          code: 'custom',
          path: [index, 'key'],
          message: TOOL_MESSAGES.duplicateFieldKey(field.key),
        });
      seen.add(field.key);
    });
  });

/** What an owner writes. serverUrlSecret: a new secret; omitted keeps the stored one, null removes it. */
export const ZToolInput = z.object({
  name: ZToolName,
  description: z.string().trim().min(1, TOOL_MESSAGES.descriptionRequired).max(1000),
  imageUrl: z.string().trim().max(2000).optional(),
  fields: ZFields.default([]),
  serverUrl: ZServerUrl,
  serverUrlSecret: z.string().max(2000).nullable().optional(),
});
export type TToolInput = z.input<typeof ZToolInput>;
export type TToolInputParsed = z.output<typeof ZToolInput>;

/** A stored tool with its secret opened; never leaves the server. */
export interface Tool {
  id: string;
  agentId: string;
  userId: string;
  name: string;
  description: string;
  imageUrl: string | null;
  fields: TToolField[];
  serverUrl: string;
  serverUrlSecret: string | null;
  createdAt: number;
  updatedAt: number;
}

/** What the dashboard and API see (R-TOOL-1 minus the secret, which is write-only). */
export type ToolView = Omit<Tool, 'serverUrlSecret'> & { hasSecret: boolean };

export function toToolView(tool: Tool): ToolView {
  const { serverUrlSecret, ...rest } = tool;
  return { ...rest, hasSecret: Boolean(serverUrlSecret) };
}
