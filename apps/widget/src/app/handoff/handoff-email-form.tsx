// R-HND-10, R-HND-12: 'Send an Email' while waiting: 'Your Email', 'Message', attachments and 'Submit',
// checked here, posted to the notify route, and the outcome said as it is.
import '../messages/lazy/rich.css';
import { useState } from 'react';
import { HandoffEmailError, sendHandoffEmail } from '../api/handoff-api';
import { useChat } from '../chat-context';
import { useT } from '../i18n/use-phrases';
import { canSubmitForm, FORM_NOTICE_MS, type FormField } from '../lib/form-rules';
import { FilePicker, type PickedFile } from '../messages/lazy/file-picker';
import { FormFieldView } from '../messages/lazy/form-field';

export function HandoffEmailForm({ onClose }: { onClose(): void }) {
  const t = useT();
  const { agent, userId, identity, notify } = useChat();
  const fields: FormField[] = [
    { id: 'email', type: 'SHORT_ANSWER', label: `${t('yourEmail')}:email`, required: true },
    { id: 'message', type: 'LONG_ANSWER', label: t('inputLabel'), required: true },
  ];
  const [answers, setAnswers] = useState<Record<string, string>>({
    email: identity.email ?? '',
    message: '',
  });
  const [files, setFiles] = useState<PickedFile[]>([]);
  const [tried, setTried] = useState(false);
  const [status, setStatus] = useState<'editing' | 'sending' | 'sent'>('editing');
  const [failure, setFailure] = useState<string | null>(null);

  if (status === 'sent') {
    return (
      <div className="handoff-email" data-testid="parley-handoff-email-sent">
        <p className="handoff-email__sent" role="status">
          {t('emailSent')}
        </p>
        <button type="button" className="button button--small" onClick={onClose}>
          {t('back')}
        </button>
      </div>
    );
  }
  const sending = status === 'sending';
  return (
    <form
      className="form handoff-email"
      data-testid="parley-handoff-email"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (sending) return;
        setTried(true);
        if (!canSubmitForm(fields, answers) || files.some((f) => !f.url))
          return notify(t('pushRequired'), 'error', FORM_NOTICE_MS);
        setStatus('sending');
        setFailure(null);
        sendHandoffEmail(agent, userId, {
          email: (answers.email ?? '').trim(),
          message: (answers.message ?? '').trim(),
          attachmentLinks: files.map((f) => ({
            url: f.url as string,
            filename: f.name,
            sizeKB: f.sizeKB ?? Math.round(f.sizeMegabytes * 1024),
          })),
        })
          .then(() => setStatus('sent'))
          .catch((error: unknown) => {
            setStatus('editing');
            setFailure(error instanceof HandoffEmailError && error.detail ? error.detail : t('emailFailed'));
          });
      }}
    >
      <p className="form__title">{t('sendEmail')}</p>
      {fields.map((field) => (
        <FormFieldView
          key={field.id}
          field={field}
          value={answers[field.id]}
          disabled={sending}
          showAll={tried}
          onChange={(v) => setAnswers({ ...answers, [field.id]: String(v) })}
        />
      ))}
      <FilePicker component="form" multiple disabled={sending} onChange={setFiles} />
      {failure ? (
        <p className="form-field__error" role="alert" data-testid="parley-handoff-email-error">
          {failure}
        </p>
      ) : null}
      <div className="handoff-panel__actions">
        <button type="button" className="button button--small" onClick={onClose} disabled={sending}>
          {t('cancel')}
        </button>
        <button type="submit" className="button button--small button--primary" disabled={sending}>
          {t('submit')}
        </button>
      </div>
    </form>
  );
}
