// A tool as the model sees it: only fields without a fixed value become parameters.
import type { ToolSpec } from '@parley/runtime/domain/ports';
import { coerceFieldValue } from './field-values';
import type { Tool } from './tool';

export type ToolDefinition = Pick<Tool, 'id' | 'name' | 'description' | 'fields'>;

export function toolSpecOf(tool: ToolDefinition): ToolSpec {
  const properties: Record<string, unknown> = {};
  const required: string[] = [];
  for (const field of tool.fields) {
    if (field.value !== '') continue;
    const property: Record<string, unknown> = { type: field.type };
    if (field.description) property.description = field.description;
    if (field.defaultValue !== '') {
      const coerced = coerceFieldValue(field.defaultValue, field.type);
      if (coerced.ok) property.default = coerced.value;
    }
    properties[field.key] = property;
    if (field.required) required.push(field.key);
  }
  return {
    id: tool.id,
    name: tool.name,
    description: tool.description,
    parameters: { type: 'object', properties, required },
  };
}
