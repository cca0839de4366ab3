// GoogleForm (R-WFM-1..14): the definition from GET /api/get-gform, every field kind, the rules, and a
// submit that pushes VGVF_Channel {index, label, value, gform_id} (R-WFM-12).
import './rich.css';
import { useEffect, useState } from 'react';
import { fetchGoogleForm } from '../../api/visitor-api';
import { useChat } from '../../chat-context';
import { useT } from '../../i18n/use-phrases';
import {
  type Answer,
  canSubmitForm,
  FORM_NOTICE_MS,
  type FormDefinition,
  type FormField,
  submission,
} from '../../lib/form-rules';
import { payloadOf } from '../../lib/message-rules';
import { humanInCharge } from '../../state/conversation-state';
import { useConversationState } from '../../state/conversation-store';
import type { MessageProps } from '../message-props';
import { TextBody } from '../text-message';
import { useBlocker } from '../use-blocker';
import { FormFieldView } from './form-field';

const KINDS = new Set([
  'CHECKBOX',
  'RADIO',
  'SHORT_ANSWER',
  'LONG_ANSWER',
  'RADIO_GRID',
  'CHECKBOX_GRID',
  'DROPDOWN',
  'LINEAR',
  'DATE',
]);

/** The definition as served, with unknown field kinds dropped. */
function readDefinition(raw: unknown): FormDefinition | null {
  const d = (raw ?? {}) as Record<string, unknown>;
  if (!Array.isArray(d.fields)) return null;
  const strings = (v: unknown) =>
    Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : undefined;
  const fields = d.fields.flatMap((f): FormField[] => {
    const x = (f ?? {}) as Record<string, unknown>;
    if (
      typeof x.type !== 'string' ||
      !KINDS.has(x.type) ||
      (typeof x.id !== 'string' && typeof x.id !== 'number')
    )
      return [];
    return [
      {
        id: String(x.id),
        type: x.type as FormField['type'],
        label: typeof x.label === 'string' ? x.label : '',
        required: x.required === true,
        ...(typeof x.description === 'string' ? { description: x.description } : {}),
        ...(typeof x.lines === 'number' ? { lines: x.lines } : {}),
        ...(strings(x.options) ? { options: strings(x.options) } : {}),
        ...(strings(x.rows) ? { rows: strings(x.rows) } : {}),
      },
    ];
  });
  return {
    title: typeof d.title === 'string' ? d.title : '',
    description: typeof d.description === 'string' ? d.description : '',
    fields,
  };
}

export function GoogleFormMessage({ message, id, active }: MessageProps) {
  const t = useT();
  const { controller, notify, store, config } = useChat();
  const p = payloadOf(message);
  const formUrl = String(
    p.formId ?? p.url ?? p.gform_id ?? (typeof message.payload === 'string' ? message.payload : ''),
  );
  const convo = useConversationState(store, (s) => s.convo);
  const [form, setForm] = useState<FormDefinition | null | 'failed'>(null);
  const [answers, setAnswers] = useState<Record<string, Answer>>({});
  const [tried, setTried] = useState(false);
  const [done, setDone] = useState(false);

  useEffect(() => {
    let live = true;
    if (!formUrl) return setForm('failed');
    fetchGoogleForm(formUrl)
      .then((raw) => live && setForm(readDefinition(raw) ?? 'failed'))
      .catch(() => live && setForm('failed'));
    return () => {
      live = false;
    };
  }, [formUrl]);

  const definition = form && form !== 'failed' ? form : null;
  const live = active && !done;
  useBlocker(`${id}:gform`, live && Boolean(definition?.fields.some((f) => f.required)));
  if (form === 'failed') {
    return (
      <div className="info info--danger" role="alert">
        {t('somethingWentWrong')}
      </div>
    );
  }
  if (!definition) return <span className="kind-loading" aria-hidden="true" />;
  const disabled = !live || humanInCharge(convo, config.manualControl);
  return (
    <form
      className="control form"
      data-testid="parley-google-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (disabled) return;
        setTried(true);
        if (!canSubmitForm(definition.fields, answers))
          return notify(t('pushRequired'), 'error', FORM_NOTICE_MS);
        setDone(true);
        controller.addNote({ type: 'info:success', payload: { message: t('submitted') } });
        controller.sendAction({
          type: 'VGVF_Channel',
          payload: { index: 0, label: definition.title, value: submission(answers), gform_id: formUrl },
        });
      }}
    >
      {definition.title ? <h3 className="form__title">{definition.title}</h3> : null}
      {definition.description ? <TextBody text={definition.description} /> : null}
      {definition.fields.map((field) => (
        <FormFieldView
          key={field.id}
          field={field}
          value={answers[field.id]}
          disabled={disabled}
          showAll={tried}
          onChange={(v) => setAnswers({ ...answers, [field.id]: v })}
        />
      ))}
      <button type="submit" className="button button--primary" disabled={disabled}>
        {t('submit')}
      </button>
    </form>
  );
}
