// What a model reply costs in credits (R-CRD-1): 1 credit per started 1,000 tokens, input and output alike.
export const TOKENS_PER_CREDIT = 1000;

export function creditsForTokens(inputTokens: number, outputTokens: number): number {
  const tokens = Math.max(0, inputTokens) + Math.max(0, outputTokens);
  return Math.ceil(tokens / TOKENS_PER_CREDIT);
}
