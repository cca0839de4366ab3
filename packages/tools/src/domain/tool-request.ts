// The HTTP request a tool call sends (R-TOOL-6): POST to serverUrl, bearer secret, fields by placement.
import { resolveFieldValue } from './field-values';
import type { Tool } from './tool';

export interface ToolRequest {
  method: 'POST';
  url: string;
  headers: Record<string, string>;
  body: Record<string, unknown>;
}

export type ToolTarget = Pick<Tool, 'name' | 'fields' | 'serverUrl' | 'serverUrlSecret'>;

const asText = (v: unknown) => (typeof v === 'object' ? JSON.stringify(v) : String(v));

export function buildToolRequest(
  tool: ToolTarget,
  input: Record<string, unknown>,
): { ok: true; request: ToolRequest } | { ok: false; error: string } {
  const url = new URL(tool.serverUrl);
  const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json' };
  const body: Record<string, unknown> = {};
  for (const field of tool.fields) {
    const resolved = resolveFieldValue(field, input);
    if (!resolved.ok) return { ok: false, error: `Tool ${tool.name}: ${resolved.error}` };
    if (resolved.value === undefined) continue;
    if (field.in === 'query') url.searchParams.append(field.key, asText(resolved.value));
    else if (field.in === 'header') headers[field.key.toLowerCase()] = asText(resolved.value);
    else body[field.key] = resolved.value;
  }
  // The stored secret wins over a header field of the same name: it is what the owner configured to authenticate.
  if (tool.serverUrlSecret) headers.authorization = `Bearer ${tool.serverUrlSecret}`;
  return { ok: true, request: { method: 'POST', url: url.toString(), headers, body } };
}
