// Tags of a conversation: any tag, suggesting the organisation's predefinedTags; or only those when the
// organisation sets disallowAnyTags (R-ORG-2; the server refuses others with the same rule).
import { MultiSelect, TagsInput } from '@mantine/core';
import { IconTag } from '@tabler/icons-react';

interface TagsEditorProps {
  tags: string[];
  predefined: string[];
  onlyPredefined: boolean;
  disabled?: boolean;
  onChange: (tags: string[]) => void;
}

export function TagsEditor({ tags, predefined, onlyPredefined, disabled, onChange }: TagsEditorProps) {
  const common = {
    size: 'xs' as const,
    value: tags,
    onChange,
    disabled,
    leftSection: <IconTag size={14} />,
    'aria-label': 'Tags',
    placeholder: tags.length ? undefined : 'Add tags',
    miw: 180,
    style: { flex: 1 },
    'data-testid': 'conversation-tags',
  };
  if (onlyPredefined)
    return (
      <MultiSelect
        {...common}
        data={predefined}
        searchable
        nothingFoundMessage="Not one of the organization's tags"
      />
    );
  return <TagsInput {...common} data={predefined} maxTags={50} clearable={false} />;
}
