// Stored turns as the model's chat messages (R-IAPI-8 roles): human → user, bot → assistant, text only.
import type { TTurn } from '@parley/contract/chat';
import { messageText } from '@parley/contract/message-text';

export interface ChatMessage {
  role: 'user' | 'assistant';
  content: string;
}

/** Keeps the latest `maxTurns` turns; consecutive turns of one side are joined into one message. */
export function mapHistoryToMessages(turns: TTurn[], maxTurns = 40): ChatMessage[] {
  const out: ChatMessage[] = [];
  for (const turn of turns.slice(-maxTurns)) {
    const text = turn.messages
      .map(messageText)
      .filter((t): t is string => t !== null && t.trim() !== '')
      .join('\n');
    if (text === '') continue;
    const role = turn.from === 'human' ? 'user' : 'assistant';
    const last = out[out.length - 1];
    if (last && last.role === role) last.content = `${last.content}\n${text}`;
    else out.push({ role, content: text });
  }
  return out;
}

/** 'automatic' follows the visitor: their browser language if known, else the language they write in. */
export function describeLanguage(agentLang: string, visitorLang?: string): string {
  if (agentLang !== 'automatic') return `Always reply in the language with code "${agentLang}".`;
  if (visitorLang) return `Reply in the visitor's language (browser language "${visitorLang}").`;
  return 'Reply in the language the visitor writes in.';
}
