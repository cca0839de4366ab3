import { describe, expect, it } from 'vitest';
import { CATALOGUE } from './catalogue';
import { fillPhrase } from './fill-phrase';
import { isRtlLanguage, resolveWidgetLanguage, WIDGET_LANGUAGES } from './languages';
import { PHRASES_EN, type PhraseKey } from './phrases-en';

const placeholders = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('the widget phrase catalogue', () => {
  it('R-WSH-16 every listed language translates every English phrase, keeping its placeholders', () => {
    const keys = Object.keys(PHRASES_EN) as PhraseKey[];
    for (const { language } of WIDGET_LANGUAGES) {
      const phrases = CATALOGUE[language];
      expect(Object.keys(phrases).sort(), language).toEqual([...keys].sort());
      for (const key of keys) {
        expect(phrases[key].trim(), `${language}.${key}`).not.toBe('');
        expect(placeholders(phrases[key]), `${language}.${key}`).toEqual(placeholders(PHRASES_EN[key]));
      }
    }
  });

  it('R-WSH-16 translates the spec example phrase', () => {
    expect(PHRASES_EN.submitted).toBe('Successfully Submitted');
    expect(CATALOGUE.de.submitted).toBe('Erfolgreich gesendet');
  });

  it('lists at least the eight required languages, Arabic right to left', () => {
    expect(WIDGET_LANGUAGES.map((l) => l.language)).toEqual(['en', 'de', 'fr', 'es', 'it', 'pt', 'nl', 'ar']);
    expect(isRtlLanguage('ar')).toBe(true);
    expect(isRtlLanguage('de')).toBe(false);
  });
});

describe('resolveWidgetLanguage', () => {
  it("R-AGD-10 uses the agent's lang, and the browser's languages for 'automatic'", () => {
    expect(resolveWidgetLanguage('fr', ['de-DE'])).toBe('fr');
    expect(resolveWidgetLanguage('automatic', ['ja-JP', 'pt-BR', 'en'])).toBe('pt');
    expect(resolveWidgetLanguage(undefined, ['nl'])).toBe('nl');
  });

  it('falls back to English for a language the widget does not speak', () => {
    expect(resolveWidgetLanguage('ja', ['de'])).toBe('en');
    expect(resolveWidgetLanguage('automatic', ['ja', 'zh-CN'])).toBe('en');
  });
});

describe('fillPhrase', () => {
  it('fills placeholders and leaves unknown ones visible', () => {
    expect(fillPhrase(PHRASES_EN.maxSelection, { n: 3 })).toBe('Maximum selection is 3 items.');
    expect(fillPhrase('Max size: {n} MBs {x}', { n: 30 })).toBe('Max size: 30 MBs {x}');
  });
});
