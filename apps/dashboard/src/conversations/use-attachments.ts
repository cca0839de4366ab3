// Files attached to the next reply: uploaded at once (POST /api/uploads?purpose=attachment), sent as links.
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { uploadFile } from '../lib/upload-file';

export interface Attachment {
  fileName: string;
  url: string;
}

/** The reply call takes at most this many. */
export const MAX_ATTACHMENTS = 10;

export function useAttachments() {
  const [attachments, setAttachments] = useState<Attachment[]>([]);
  const [uploading, setUploading] = useState(0);

  const add = async (files: File[]) => {
    const room = Math.max(0, MAX_ATTACHMENTS - attachments.length);
    for (const file of files.slice(0, room)) {
      setUploading((n) => n + 1);
      try {
        const stored = await uploadFile(file, 'attachment');
        setAttachments((list) => [...list, { fileName: stored.fileName, url: stored.url }]);
      } catch (error) {
        notifications.show({ color: 'red', message: (error as Error).message, autoClose: 5000 });
      } finally {
        setUploading((n) => n - 1);
      }
    }
  };
  const remove = (url: string) => setAttachments((list) => list.filter((a) => a.url !== url));
  const clear = () => setAttachments([]);
  /** Puts back what a refused reply carried, unless other files were attached meanwhile. */
  const restore = (previous: Attachment[]) => setAttachments((list) => (list.length ? list : previous));
  return { attachments, uploading: uploading > 0, add, remove, clear, restore };
}
