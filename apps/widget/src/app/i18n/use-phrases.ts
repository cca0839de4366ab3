// Every fixed text of the frame goes through t(): the agent's language from the widget config, else English.
import { fillPhrase } from '@parley/widget-i18n/fill-phrase';
import { PHRASES_EN, type PhraseKey } from '@parley/widget-i18n/phrases-en';
import { createContext, useContext } from 'react';

export type Translate = (key: PhraseKey, values?: Record<string, string | number>) => string;

/** Known server texts (appError) shown in the visitor's language. */
const SERVER_TEXTS: Partial<Record<string, PhraseKey>> = {
  [PHRASES_EN.errorLive]: 'errorLive',
  [PHRASES_EN.maxInteractions]: 'maxInteractions',
  [PHRASES_EN.tokensConsumed]: 'tokensConsumed',
  [PHRASES_EN.agentDisabled]: 'agentDisabled',
};

export function makeTranslate(phrases?: Record<string, string>): Translate {
  return (key, values) => {
    const own = phrases?.[key];
    return fillPhrase(typeof own === 'string' && own ? own : PHRASES_EN[key], values);
  };
}

export function translateServerText(t: Translate, text: string): string {
  const key = SERVER_TEXTS[text];
  return key ? t(key) : text;
}

export const PhrasesContext = createContext<Translate>(makeTranslate());

export const useT = () => useContext(PhrasesContext);
