// Choose files, check them against the component's limits (R-WUP-1..3), upload each with its percentage
// (R-WUP-4), and report the finished ones. Used by upload messages and forms.
import { useId, useRef, useState } from 'react';
import { UploadError, uploadFile } from '../../api/upload-file';
import { useChat } from '../../chat-context';
import { useT } from '../../i18n/use-phrases';
import { checkUpload, megabytes, type UploadComponent } from '../../lib/upload-rules';
import { Icon } from '../../shell/icon';

export interface PickedFile {
  key: number;
  name: string;
  sizeMegabytes: number;
  percent: number;
  url?: string;
  sizeKB?: number;
  abort?: () => void;
}

interface FilePickerProps {
  component: UploadComponent;
  multiple: boolean;
  disabled: boolean;
  maxSizeMB?: number;
  types?: string[];
  label?: string;
  onChange(files: PickedFile[]): void;
}

export function FilePicker({
  component,
  multiple,
  disabled,
  maxSizeMB,
  types,
  label,
  onChange,
}: FilePickerProps) {
  const t = useT();
  const { agent, userId, notify } = useChat();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [files, setFiles] = useState<PickedFile[]>([]);
  const nextKey = useRef(0);
  const current = useRef(files);

  const commit = (next: PickedFile[]) => {
    current.current = next;
    setFiles(next);
    onChange(next);
  };
  const patch = (key: number, change: Partial<PickedFile>) =>
    commit(current.current.map((f) => (f.key === key ? { ...f, ...change } : f)));

  const add = (list: FileList) => {
    const chosen = multiple ? [...list] : [...list].slice(0, 1);
    const base = multiple ? current.current : [];
    const added: PickedFile[] = [];
    for (const file of chosen) {
      const refusal = checkUpload(file, component, { maxSizeMB, types });
      if (refusal) {
        notify(
          refusal.reason === 'size'
            ? t('maxSize', { n: refusal.maxMB })
            : t('onlyTypes', { types: refusal.types }),
        );
        continue;
      }
      const key = ++nextKey.current;
      const upload = uploadFile(agent, userId, file, component, (percent) => patch(key, { percent }));
      added.push({
        key,
        name: file.name,
        sizeMegabytes: megabytes(file.size),
        percent: 0,
        abort: upload.abort,
      });
      upload.promise
        .then((done) => patch(key, { url: done.url, sizeKB: done.sizeKB, percent: 100, abort: undefined }))
        .catch((error: unknown) => {
          commit(current.current.filter((f) => f.key !== key));
          notify(error instanceof UploadError && error.detail ? error.detail : t('uploadFailed'));
        });
    }
    for (const old of multiple ? [] : current.current) old.abort?.();
    commit([...base, ...added]);
  };

  return (
    <div className="file-picker">
      <input
        ref={input}
        id={inputId}
        type="file"
        className="visually-hidden"
        multiple={multiple}
        accept={
          types?.map((x) => (x.includes('/') || x.startsWith('.') ? x : `.${x}`)).join(',') || undefined
        }
        disabled={disabled}
        onChange={(event) => {
          if (event.currentTarget.files?.length) add(event.currentTarget.files);
          event.currentTarget.value = '';
        }}
      />
      <label htmlFor={inputId} className={`button${disabled ? ' button--disabled' : ''}`}>
        <Icon name="attach" /> {label || t(multiple ? 'chooseFiles' : 'chooseFile')}
      </label>
      {files.length ? (
        <ul className="file-list">
          {files.map((f) => (
            <li key={f.key} className="file-list__item" data-testid="parley-file">
              <Icon name="file" />
              <span className="file-list__name">{f.name}</span>
              {f.url ? null : (
                <span
                  className="file-list__progress"
                  role="progressbar"
                  aria-valuenow={f.percent}
                  aria-valuemin={0}
                  aria-valuemax={100}
                  aria-label={f.name}
                >
                  {t('uploading', { n: f.percent })}
                </span>
              )}
              <button
                type="button"
                className="icon-button"
                aria-label={`${t('remove')} ${f.name}`}
                disabled={disabled}
                onClick={() => {
                  f.abort?.();
                  commit(current.current.filter((x) => x.key !== f.key));
                }}
              >
                <Icon name="close" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
