// '+ Add Source' (R-WSP-11): Text, File or URL(s).
import {
  Alert,
  Button,
  Checkbox,
  FileInput,
  Group,
  Modal,
  SegmentedControl,
  Stack,
  Textarea,
  TextInput,
} from '@mantine/core';
import type { Region } from '@parley/kernel/regions';
import { useState } from 'react';
import { useKnowledgeMutations } from './use-knowledge';

export type SourceKind = 'text' | 'file' | 'url';
type Kind = SourceKind;

export const SOURCE_KINDS: { value: SourceKind; label: string }[] = [
  { value: 'text', label: 'Text' },
  { value: 'file', label: 'File' },
  { value: 'url', label: 'URL(s)' },
];

interface Props {
  region: Region;
  agentId: string;
  initialKind: SourceKind;
  opened: boolean;
  onClose: () => void;
}

export function AddSourceModal({ region, agentId, initialKind, opened, onClose }: Props) {
  const m = useKnowledgeMutations(region, agentId);
  const [kind, setKind] = useState<Kind>(initialKind);
  const [name, setName] = useState('');
  const [content, setContent] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [urls, setUrls] = useState('');
  const [crawl, setCrawl] = useState(false);
  const busy = m.createText.isPending || m.addUrls.isPending || m.uploadFiles.isPending;
  const error = m.createText.error ?? m.addUrls.error ?? m.uploadFiles.error;

  const done = () => {
    setName('');
    setContent('');
    setFiles([]);
    setUrls('');
    onClose();
  };
  const submit = () => {
    if (kind === 'text') m.createText.mutate({ region, agentId, name, content }, { onSuccess: done });
    if (kind === 'file') m.uploadFiles.mutate(files, { onSuccess: done });
    if (kind === 'url') {
      const list = urls.split(/\s+/).filter(Boolean);
      m.addUrls.mutate({ region, agentId, urls: list, crawl }, { onSuccess: done });
    }
  };

  return (
    <Modal opened={opened} onClose={onClose} title="Add Source" size="lg">
      <Stack>
        <SegmentedControl value={kind} onChange={(v) => setKind(v as Kind)} data={SOURCE_KINDS} />
        {kind === 'text' && (
          <>
            <TextInput label="Name" value={name} onChange={(e) => setName(e.currentTarget.value)} />
            <Textarea
              label="Text"
              autosize
              minRows={6}
              maxRows={16}
              value={content}
              onChange={(e) => setContent(e.currentTarget.value)}
            />
          </>
        )}
        {kind === 'file' && (
          <FileInput
            label="Files"
            description="PDF, DOCX, TXT, Markdown, HTML or CSV"
            multiple
            accept=".pdf,.docx,.txt,.md,.markdown,.html,.htm,.csv"
            value={files}
            onChange={setFiles}
          />
        )}
        {kind === 'url' && (
          <>
            <Textarea
              label="URLs"
              description="One per line: a page, or a sitemap.xml"
              autosize
              minRows={3}
              value={urls}
              onChange={(e) => setUrls(e.currentTarget.value)}
            />
            <Checkbox
              label="Also crawl same-site pages linked from each URL"
              checked={crawl}
              onChange={(e) => setCrawl(e.currentTarget.checked)}
            />
          </>
        )}
        {error && (
          <Alert color="red" variant="light" role="alert">
            {error.message}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button
            loading={busy}
            onClick={submit}
            disabled={
              (kind === 'text' && !content.trim()) ||
              (kind === 'file' && files.length === 0) ||
              (kind === 'url' && !urls.trim())
            }
            data-testid="kb-add-submit"
          >
            Add
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
