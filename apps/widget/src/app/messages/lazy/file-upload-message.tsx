// FileUpload / MultiFileUpload (R-WUP-9, R-WIX-11): files up to the form limit, then Submit sends
// vg_filesupload_response {files: [{url, name, sizeMegabytes}]}.
import './rich.css';
import { useState } from 'react';
import { useChat } from '../../chat-context';
import { useT } from '../../i18n/use-phrases';
import { payloadOf } from '../../lib/message-rules';
import type { MessageProps } from '../message-props';
import { useBlocker } from '../use-blocker';
import { CancelAnswerButton } from './cancel-answer-button';
import { FilePicker, type PickedFile } from './file-picker';
import { submitAnswer } from './submit-answer';

const list = (v: unknown) =>
  Array.isArray(v)
    ? v.filter((x): x is string => typeof x === 'string')
    : typeof v === 'string'
      ? v.split(',')
      : undefined;

export function FileUploadMessage({ message, id, active }: MessageProps) {
  const t = useT();
  const { controller } = useChat();
  const p = payloadOf(message);
  const multiple = message.type === 'MultiFileUpload';
  const canCancel = p.canCancel === true;
  const [files, setFiles] = useState<PickedFile[]>([]);
  const [done, setDone] = useState(false);
  const live = active && !done;
  useBlocker(`${id}:upload`, live && !canCancel);
  const ready = files.length > 0 && files.every((f) => f.url);
  return (
    <div className="control" data-testid="parley-file-upload">
      {typeof p.label === 'string' ? <p className="control__label">{p.label}</p> : null}
      <FilePicker
        component="form"
        multiple={multiple}
        disabled={!live}
        maxSizeMB={typeof p.maxSizeMB === 'number' ? p.maxSizeMB : undefined}
        types={list(p.types ?? p.accept)}
        onChange={setFiles}
      />
      <div className="control__actions">
        <button
          type="button"
          className="button button--primary"
          disabled={!live || !ready}
          onClick={() => {
            setDone(true);
            const sent = files.map((f) => ({
              url: f.url as string,
              name: f.name,
              sizeMegabytes: f.sizeMegabytes,
            }));
            void submitAnswer(
              controller,
              t,
              'default',
              { vg_filesupload_response: { files: sent } },
              sent.map((f) => f.name).join(', '),
            );
          }}
        >
          {t('submit')}
        </button>
        {canCancel ? <CancelAnswerButton live={live} onDone={() => setDone(true)} /> : null}
      </div>
    </div>
  );
}
