// Every language's phrases, for the server's GET /api/translate (the widget bundles English only).
import type { WidgetLanguage } from './languages';
import { PHRASES_AR } from './phrases-ar';
import { PHRASES_DE } from './phrases-de';
import { PHRASES_EN, type Phrases } from './phrases-en';
import { PHRASES_ES } from './phrases-es';
import { PHRASES_FR } from './phrases-fr';
import { PHRASES_IT } from './phrases-it';
import { PHRASES_NL } from './phrases-nl';
import { PHRASES_PT } from './phrases-pt';

export const CATALOGUE: Record<WidgetLanguage, Phrases> = {
  en: PHRASES_EN,
  de: PHRASES_DE,
  fr: PHRASES_FR,
  es: PHRASES_ES,
  it: PHRASES_IT,
  pt: PHRASES_PT,
  nl: PHRASES_NL,
  ar: PHRASES_AR,
};
