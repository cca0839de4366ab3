// What the dashboard shows about how agents reply on this installation (no secrets, only which parts are on).
import { router, sessionProcedure } from './trpc';

export const systemRouter = router({
  runtime: sessionProcedure.query(({ ctx }) => {
    const { env } = ctx.deps;
    return {
      responder: env.OPENAI_BASE_URL ? ('llm' as const) : ('built-in' as const),
      /** Host only: the path may carry a deployment name, the key is never sent. */
      llmHost: env.OPENAI_BASE_URL ? new URL(env.OPENAI_BASE_URL).host : null,
      modelOverride: env.OPENAI_MODEL ?? null,
      embeddings: Boolean(env.OPENAI_BASE_URL && env.EMBEDDINGS_MODEL),
    };
  }),
});
