// The languages the widget speaks (GET /api/translate lists them), with their names in that language.
export const WIDGET_LANGUAGES = [
  { language: 'en', name: 'English' },
  { language: 'de', name: 'Deutsch' },
  { language: 'fr', name: 'Français' },
  { language: 'es', name: 'Español' },
  { language: 'it', name: 'Italiano' },
  { language: 'pt', name: 'Português' },
  { language: 'nl', name: 'Nederlands' },
  { language: 'ar', name: 'العربية' },
] as const;

export type WidgetLanguage = (typeof WIDGET_LANGUAGES)[number]['language'];

/** Languages written right to left. */
const RTL = new Set<string>(['ar']);

export const isRtlLanguage = (language: string) => RTL.has(language);

const SUPPORTED = new Set<string>(WIDGET_LANGUAGES.map((l) => l.language));

export const isWidgetLanguage = (value: string): value is WidgetLanguage => SUPPORTED.has(value);

/**
 * The language to show: the agent's lang (R-AGD-10), or for 'automatic' (and a missing lang) the first of
 * the browser's languages we speak; the base of a regional tag counts ('pt-BR' → 'pt'). Else English.
 */
export function resolveWidgetLanguage(
  agentLang: string | undefined,
  browserLangs: readonly string[],
): WidgetLanguage {
  const base = (tag: string) => tag.trim().toLowerCase().split(/[-_]/)[0] ?? '';
  const wanted = agentLang && agentLang !== 'automatic' ? [agentLang] : browserLangs;
  for (const tag of wanted) {
    const code = base(tag);
    if (isWidgetLanguage(code)) return code;
  }
  return 'en';
}
