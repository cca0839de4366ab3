// GET /api/translate (R-WSH-16): the languages the widget speaks, and one language's fixed phrases.
import { CATALOGUE } from '@parley/widget-i18n/catalogue';
import { WIDGET_LANGUAGES } from '@parley/widget-i18n/languages';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

const ZLanguage = z.enum(WIDGET_LANGUAGES.map((l) => l.language) as [string, ...string[]]);

const ZTranslateResponse = z.object({
  success: z.literal(true),
  languages: z.array(z.object({ language: z.string(), name: z.string() })),
  /** With `?lang=`: that language's phrases, keyed like the English catalogue. */
  language: z.string().optional(),
  phrases: z.record(z.string(), z.string()).optional(),
});

export function translateRoutes(server: FastifyInstance) {
  const app = server.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/translate',
    {
      schema: {
        tags: ['chat'],
        querystring: z.object({ lang: ZLanguage.optional() }),
        response: { 200: ZTranslateResponse },
      },
    },
    async (request, reply) => {
      // The catalogue changes only with a deploy.
      reply.header('cache-control', 'public, max-age=3600');
      const languages = WIDGET_LANGUAGES.map(({ language, name }) => ({ language, name }));
      const { lang } = request.query;
      if (!lang) return { success: true as const, languages };
      return {
        success: true as const,
        languages,
        language: lang,
        phrases: CATALOGUE[lang as keyof typeof CATALOGUE],
      };
    },
  );
}
