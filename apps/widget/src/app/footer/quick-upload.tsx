// R-WUP quick upload from the footer: the 30 MB chat limit is checked first, progress in percent, then
// the intent VG_MEDIA_UPLOAD with vg_media_url (R-WUP-8) and 'Uploaded file successfully.' (R-WUP-10).
import { useRef, useState } from 'react';
import { UploadError, uploadFile } from '../api/upload-file';
import { useChat } from '../chat-context';
import { useT } from '../i18n/use-phrases';
import { checkUpload } from '../lib/upload-rules';
import { Icon } from '../shell/icon';

export function QuickUpload({ disabled }: { disabled: boolean }) {
  const t = useT();
  const { agent, userId, controller, notify } = useChat();
  const input = useRef<HTMLInputElement>(null);
  const [percent, setPercent] = useState<number | null>(null);

  const upload = async (file: File) => {
    const refusal = checkUpload(file, 'chat');
    if (refusal)
      return notify(
        refusal.reason === 'size'
          ? t('maxSize', { n: refusal.maxMB })
          : t('onlyTypes', { types: refusal.types }),
      );
    setPercent(0);
    try {
      const done = await uploadFile(agent, userId, file, 'chat', setPercent).promise;
      notify(t('uploaded'), 'info');
      controller.sendAction(
        {
          type: 'intent',
          payload: {
            intent: { name: 'VG_MEDIA_UPLOAD' },
            query: done.fileName,
            entities: [{ name: 'vg_media_url', value: done.url }],
          },
        },
        { label: done.fileName, variables: { vg_media_url: done.url } },
      );
    } catch (error) {
      notify(error instanceof UploadError && error.detail ? error.detail : t('uploadFailed'));
    } finally {
      setPercent(null);
    }
  };

  return (
    <>
      <input
        ref={input}
        type="file"
        className="visually-hidden"
        tabIndex={-1}
        aria-hidden="true"
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          event.currentTarget.value = '';
          if (file) void upload(file);
        }}
      />
      {percent !== null ? (
        <span className="upload-progress" role="status" data-testid="parley-upload-progress">
          {t('uploading', { n: percent })}
        </span>
      ) : null}
      <button
        type="button"
        className="icon-button icon-button--muted"
        aria-label={t('attach')}
        disabled={disabled || percent !== null}
        onClick={() => input.current?.click()}
        data-testid="parley-attach"
      >
        <Icon name="attach" />
      </button>
    </>
  );
}
