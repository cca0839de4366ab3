// What the visitor sent with the handoff panel's e-mail form, as it shows in their own transcript: the
// address, the message and the attachment names (a stored EmailForm turn of the visitor, not a form).
import type { TMessage } from '@parley/contract/chat';
import { useT } from '../i18n/use-phrases';
import { payloadOf } from '../lib/message-rules';

export function SentEmail({ message }: { message: TMessage }) {
  const t = useT();
  const p = payloadOf(message);
  const str = (v: unknown) => (typeof v === 'string' ? v : '');
  const files = Array.isArray(p.attachmentLinks) ? (p.attachmentLinks as { filename?: unknown }[]) : [];
  return (
    <div className="sent-email" data-testid="parley-sent-email">
      <p className="sent-email__label">
        {t('emailedTeam')} · {str(p.email)}
      </p>
      <p className="sent-email__text">{str(p.message)}</p>
      {files.length ? (
        <ul className="sent-email__files">
          {files.map((f, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: names may repeat
            <li key={i}>{str(f.filename)}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
