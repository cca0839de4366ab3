// R-WSH-11: in the dashboard's test chat the super admin replaces the banner image by upload. The file goes
// to the signed-in owner's uploads (same origin as the dashboard); the dashboard saves the address to the
// agent's draft. The words are the dashboard's (English), not the visitor's phrase catalogue.
import { useRef, useState } from 'react';
import { postToDashboard } from '../bridge/dashboard-bridge';
import { Icon } from '../shell/icon';

const IMAGE_TYPES = 'image/png,image/jpeg,image/gif,image/webp';

async function uploadImage(file: File): Promise<string> {
  const form = new FormData();
  form.append('file', file, file.name);
  const res = await fetch('/api/uploads?purpose=image', {
    method: 'POST',
    body: form,
    credentials: 'same-origin',
  });
  const body = (await res.json().catch(() => ({}))) as { url?: unknown; detail?: unknown };
  if (!res.ok || typeof body.url !== 'string')
    throw new Error(typeof body.detail === 'string' ? body.detail : 'The image could not be uploaded.');
  return new URL(body.url, window.location.origin).toString();
}

export function BannerImageEdit({ onChanged }: { onChanged(url: string): void }) {
  const input = useRef<HTMLInputElement>(null);
  const [state, setState] = useState<{ busy: boolean; error: string | null }>({ busy: false, error: null });
  const change = async (file: File) => {
    setState({ busy: true, error: null });
    try {
      const url = await uploadImage(file);
      onChanged(url);
      postToDashboard({ type: 'parley:edit', field: 'bannerImageUrl', value: url });
      setState({ busy: false, error: null });
    } catch (error) {
      setState({ busy: false, error: error instanceof Error ? error.message : String(error) });
    }
  };
  return (
    <div className="banner__edit">
      <input
        ref={input}
        type="file"
        accept={IMAGE_TYPES}
        className="visually-hidden"
        tabIndex={-1}
        aria-hidden="true"
        data-testid="parley-banner-file"
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          event.currentTarget.value = '';
          if (file) void change(file);
        }}
      />
      <button
        type="button"
        className="banner__edit-button"
        disabled={state.busy}
        onClick={() => input.current?.click()}
      >
        <Icon name="attach" />
        {state.busy ? 'Uploading…' : 'Change banner image'}
      </button>
      {state.error ? (
        <p className="banner__edit-error" role="alert">
          {state.error}
        </p>
      ) : null}
    </div>
  );
}
