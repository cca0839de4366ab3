// EmailForm (R-WFM-15, R-HND-10): 'Your Email', 'Message', attachments and 'Submit'; the answer goes as
// vg_email_form {email, message, attachmentLinks [{url, filename, sizeKB}]}.
import './rich.css';
import { useState } from 'react';
import { useChat } from '../../chat-context';
import { useT } from '../../i18n/use-phrases';
import { canSubmitForm, FORM_NOTICE_MS, type FormField } from '../../lib/form-rules';
import { payloadOf } from '../../lib/message-rules';
import { humanInCharge } from '../../state/conversation-state';
import { useConversationState } from '../../state/conversation-store';
import type { MessageProps } from '../message-props';
import { useBlocker } from '../use-blocker';
import { FilePicker, type PickedFile } from './file-picker';
import { FormFieldView } from './form-field';
import { submitAnswer } from './submit-answer';

export function EmailFormMessage({ message, id, active }: MessageProps) {
  const t = useT();
  const { controller, notify, store, config } = useChat();
  const p = payloadOf(message);
  const convo = useConversationState(store, (s) => s.convo);
  const fields: FormField[] = [
    { id: 'email', type: 'SHORT_ANSWER', label: `${t('yourEmail')}:email`, required: true },
    { id: 'message', type: 'LONG_ANSWER', label: t('inputLabel'), required: true },
  ];
  const [answers, setAnswers] = useState<Record<string, string>>({
    email: typeof p.email === 'string' ? p.email : '',
    message: typeof p.message === 'string' ? p.message : '',
  });
  const [files, setFiles] = useState<PickedFile[]>([]);
  const [tried, setTried] = useState(false);
  const [done, setDone] = useState(false);
  const live = active && !done;
  // R-WFM-13: a form with required fields blocks the input; R-WFM-14: a person in charge disables it.
  useBlocker(`${id}:email-form`, live);
  const disabled = !live || humanInCharge(convo, config.manualControl);
  return (
    <form
      className="control form"
      data-testid="parley-email-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (disabled) return;
        setTried(true);
        if (!canSubmitForm(fields, answers) || files.some((f) => !f.url))
          return notify(t('pushRequired'), 'error', FORM_NOTICE_MS);
        setDone(true);
        const attachmentLinks = files.map((f) => ({
          url: f.url as string,
          filename: f.name,
          sizeKB: f.sizeKB ?? Math.round(f.sizeMegabytes * 1024),
        }));
        void submitAnswer(controller, t, 'default', {
          vg_email_form: { email: answers.email?.trim(), message: answers.message, attachmentLinks },
        });
      }}
    >
      {fields.map((field) => (
        <FormFieldView
          key={field.id}
          field={field}
          value={answers[field.id]}
          disabled={disabled}
          showAll={tried}
          onChange={(v) => setAnswers({ ...answers, [field.id]: String(v) })}
        />
      ))}
      <FilePicker component="form" multiple disabled={disabled} onChange={setFiles} />
      <button type="submit" className="button button--primary" disabled={disabled}>
        {t('submit')}
      </button>
    </form>
  );
}
