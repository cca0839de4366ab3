// One message of a turn, by kind (R-WMK-1): core kinds render here, rarer ones load lazily.
import { type ReactNode, Suspense } from 'react';
import { useChat } from '../chat-context';
import { SentEmail } from '../handoff/sent-email';
import { infoVariantOf, isInvisibleKind, payloadOf, textOf } from '../lib/message-rules';
import { ChoiceMessage } from './choice-message';
import { DebugMessage } from './debug-message';
import { InfoMessage } from './info-message';
import { ExtensionMessage, LAZY_KINDS } from './lazy-kinds';
import type { MessageProps } from './message-props';
import { TextBody } from './text-message';
import { VisualMessage, visualSource } from './visual-message';

const TEXT_KINDS = new Set(['text', 'speak', 'intent']);

/** The element for a message, or null when the visitor sees nothing of it. */
export function messageBody(props: MessageProps, superAdmin: boolean, extensionNames: readonly string[]) {
  const { message } = props;
  const type = message.type;
  if (isInvisibleKind(type) || type === 'end') return null;
  if (type === 'debug') return superAdmin ? <DebugMessage {...props} /> : null;
  const variant = infoVariantOf(message);
  if (variant) return <InfoMessage variant={variant} text={textOf(message) ?? ''} />;
  if (TEXT_KINDS.has(type)) {
    const text = textOf(message);
    return text ? <TextBody text={text} /> : null;
  }
  if (type === 'choice' || type === 'buttons') return <ChoiceMessage {...props} />;
  if (type === 'visual' || type === 'image')
    return visualSource(message) ? <VisualMessage {...props} /> : null;
  // The visitor's own e-mail to the team (the handoff panel's form) reads as sent, not as a form to fill.
  if (type === 'EmailForm' && props.from === 'human') return <SentEmail message={message} />;
  const extension = type === 'extension' ? String(payloadOf(message).name ?? '') : type;
  const Lazy = extensionNames.includes(extension) ? ExtensionMessage : LAZY_KINDS[type];
  if (Lazy) {
    return (
      <Suspense fallback={<span className="kind-loading" aria-hidden="true" />}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  // An unknown kind that carries text still says something.
  const text = textOf(message);
  return text ? <TextBody text={text} /> : null;
}

export function MessageView(props: MessageProps & { after?: ReactNode }) {
  const { superAdmin, config } = useChat();
  const body = messageBody(
    props,
    superAdmin,
    config.extensions.map((e) => e.name),
  );
  if (!body) return null;
  const plain = TEXT_KINDS.has(props.message.type) || props.message.type === 'debug';
  return (
    <div
      className={`message message--${props.from}${plain ? '' : ' message--rich'}`}
      data-testid="parley-message"
      data-from={props.from}
      data-type={props.message.type}
    >
      {body}
      {props.after}
    </div>
  );
}
