// Languages an organisation's client dashboard can be shown in (R-ORG-16: en by default).
export const ORG_LANGUAGES = [
  { value: 'en', label: 'English' },
  { value: 'es', label: 'Español' },
  { value: 'fr', label: 'Français' },
  { value: 'de', label: 'Deutsch' },
  { value: 'it', label: 'Italiano' },
  { value: 'pt', label: 'Português' },
  { value: 'nl', label: 'Nederlands' },
  { value: 'pl', label: 'Polski' },
  { value: 'tr', label: 'Türkçe' },
  { value: 'ar', label: 'العربية' },
  { value: 'he', label: 'עברית' },
  { value: 'ja', label: '日本語' },
  { value: 'zh', label: '中文' },
] as const;

/** A stored language the list does not know is still offered, so a save never changes it silently. */
export function languageOptions(current: string): { value: string; label: string }[] {
  const known = ORG_LANGUAGES.some((l) => l.value === current);
  return known || !current ? [...ORG_LANGUAGES] : [...ORG_LANGUAGES, { value: current, label: current }];
}
