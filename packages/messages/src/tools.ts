// Messages of the Tools tab and tool calls (R-TOOL-*). The spec gives none; these are ours.
export const TOOL_MESSAGES = {
  nameRequired: 'Please provide a name for the tool.',
  nameInvalid: 'Tool name may only use letters, digits, _ and - (at most 64 characters).',
  descriptionRequired: 'Please provide a description for the tool.',
  serverUrlInvalid: 'Server URL must be a valid URL',
  fieldKeyRequired: 'Every field needs a key.',
  duplicateFieldKey: (key: string) => `Field key "${key}" is used twice.`,
  notFound: 'Tool not found.',
  nameTaken: (name: string) => `This agent already has a tool named ${name}.`,
  timedOut: (name: string, seconds: number) => `Tool ${name} timed out after ${seconds} s`,
  httpError: (name: string, status: number) => `Tool ${name} answered with HTTP ${status}`,
  networkError: (name: string, reason: string) => `Tool ${name} could not be reached: ${reason}`,
  tooLarge: (name: string, limit: number) => `Tool ${name} answered with more than ${limit} bytes`,
  cancelled: (name: string) => `Tool ${name} was cancelled`,
  missingTool: 'Tool not found for this agent.',
  deleteConfirm: 'Delete this tool? The agent will no longer be able to call it.',
} as const;
