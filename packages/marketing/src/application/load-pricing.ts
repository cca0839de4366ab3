// The operator's plans for /pricing, from content/pricing.json (billing itself is a later issue).
import { z } from 'zod';
import { readContentFile, type SiteContentOptions } from './site-content';

const ZHref = z
  .string()
  .max(500)
  .refine((v) => v.startsWith('/') || /^https?:\/\//.test(v), 'a path or an http(s) URL');

export const ZPricing = z.object({
  headline: z.string().max(200),
  summary: z.string().max(1000),
  currency: z.string().length(3),
  plans: z
    .array(
      z.object({
        id: z.string().max(50),
        name: z.string().max(80),
        price: z.number().min(0),
        period: z.string().max(40),
        description: z.string().max(300),
        features: z.array(z.string().max(200)).max(30),
        cta: z.object({ label: z.string().max(40), href: ZHref }),
        highlighted: z.boolean().default(false),
      }),
    )
    .min(1)
    .max(6),
  notes: z.array(z.string().max(500)).max(10).default([]),
});
export type TPricing = z.infer<typeof ZPricing>;

export async function loadPricing(options: SiteContentOptions): Promise<TPricing> {
  const raw = await readContentFile(options, 'pricing.json');
  const parsed = ZPricing.safeParse(JSON.parse(raw));
  if (!parsed.success) {
    throw new Error(
      `pricing.json is not valid: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`,
    );
  }
  return parsed.data;
}
