// Messages of dashboard event recording (not quoted by the spec; ours).
export const ANALYTICS_MESSAGES = {
  unknownTab: (tab: string) => `Unknown tab: ${tab}`,
} as const;
