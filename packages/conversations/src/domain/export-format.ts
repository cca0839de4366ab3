// Conversations as files (issue 6: export a conversation or a filtered set as CSV and JSON).
import { messageText } from '@parley/contract/message-text';

export interface ExportTurn {
  from: 'bot' | 'human';
  messages: unknown[];
  ts: number;
  sessionId: string;
}

export interface ExportConversation {
  userId: string;
  userName: string | null;
  userEmail: string | null;
  state: string;
  tags: string[];
  ratingFrom5: number | null;
  turns: ExportTurn[];
}

export const CSV_HEADER = [
  'conversation',
  'visitor_name',
  'visitor_email',
  'session',
  'time',
  'from',
  'sender',
  'text',
];

/**
 * One CSV cell: quoted when needed; a leading =, +, - or @ is neutralised so a spreadsheet never runs
 * a visitor's text as a formula (CSV injection).
 */
export function csvCell(value: string | number | null): string {
  let text = value === null ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

const senderOf = (turn: ExportTurn, message: unknown): string => {
  const sender = (message as { sender?: { name?: unknown } }).sender;
  if (sender && typeof sender.name === 'string') return sender.name;
  return turn.from === 'human' ? 'visitor' : 'AI';
};

export function toCsv(conversations: ExportConversation[]): string {
  const lines = [CSV_HEADER.join(',')];
  for (const c of conversations) {
    for (const turn of c.turns) {
      for (const message of turn.messages) {
        const text = messageText(message as never);
        if (text === null) continue;
        lines.push(
          [
            c.userId,
            c.userName,
            c.userEmail,
            turn.sessionId,
            new Date(turn.ts).toISOString(),
            turn.from,
            senderOf(turn, message),
            text,
          ]
            .map(csvCell)
            .join(','),
        );
      }
    }
  }
  return `${lines.join('\r\n')}\r\n`;
}
