// One agent field as a Mantine input, by kind (the settings catalogue's kinds plus Design's colour and
// segmented choice). Shared by the Settings and Design tabs; test ids are `<prefix>-field-<path>`.
import {
  ActionIcon,
  Badge,
  Code,
  ColorInput,
  Group,
  Input,
  NumberInput,
  PasswordInput,
  SegmentedControl,
  Select,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
  Tooltip,
} from '@mantine/core';
import type { SettingsField } from '@parley/agent-page/settings-sections';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useCopy } from '../lib/use-copy';
import { CustomButtonsEditor } from './custom-buttons-editor';
import { type FieldKind, numberValue } from './settings-form';
import { WidgetTabsEditor } from './widget-tabs-editor';

export type FormField = Omit<SettingsField, 'kind'> & { kind: FieldKind };

interface FieldInputProps {
  field: FormField;
  /** The local value (for a secret: only what was typed into the replace box). */
  value: unknown;
  onChange: (next: unknown) => void;
  error?: string;
  /** Secrets: whether the server holds one. */
  secretSet?: boolean;
  /** 'settings' or 'design': test ids read `<prefix>-field-<path>` and `<prefix>-error-<path>`. */
  prefix: string;
  /** The whole local document, for editors that depend on another field (the tabs on ui.widgetType). */
  doc?: Record<string, unknown>;
}

const str = (value: unknown): string => (typeof value === 'string' ? value : '');

export function FieldInput({ field, value, onChange, error, secretSet, prefix, doc }: FieldInputProps) {
  const testId = `${prefix}-field-${field.path}`;
  const common = {
    label: field.label,
    description: field.description,
    placeholder: field.placeholder,
    error: error && <span data-testid={`${prefix}-error-${field.path}`}>{error}</span>,
    'data-testid': testId,
  };

  switch (field.kind) {
    case 'text':
      return <TextInput {...common} value={str(value)} onChange={(e) => onChange(e.currentTarget.value)} />;
    case 'url':
      return (
        <TextInput
          {...common}
          placeholder={field.placeholder ?? 'https://'}
          inputMode="url"
          spellCheck={false}
          value={str(value)}
          onChange={(e) => onChange(e.currentTarget.value)}
        />
      );
    case 'textarea':
    case 'code':
      return (
        <Textarea
          {...common}
          autosize
          minRows={field.kind === 'code' ? 6 : 3}
          maxRows={16}
          spellCheck={field.kind !== 'code'}
          styles={
            field.kind === 'code'
              ? { input: { fontFamily: 'var(--mantine-font-family-monospace)' } }
              : undefined
          }
          value={str(value)}
          onChange={(e) => onChange(e.currentTarget.value)}
        />
      );
    case 'number':
      return (
        <NumberInput
          {...common}
          min={field.min}
          max={field.max}
          step={field.step}
          // No silent clamping: an out-of-range entry stays, and the contract's message explains (R-VER-16).
          clampBehavior="none"
          allowDecimal={field.step === undefined || !Number.isInteger(field.step)}
          thousandSeparator={field.max !== undefined && field.max >= 100_000 ? ',' : undefined}
          hideControls={Boolean(field.unit)}
          rightSection={field.unit && <Unit>{field.unit}</Unit>}
          rightSectionWidth={field.unit ? field.unit.length * 7 + 24 : undefined}
          rightSectionPointerEvents="none"
          value={typeof value === 'number' ? value : ''}
          onChange={(next) => onChange(numberValue(next))}
        />
      );
    case 'switch':
      return (
        <Switch
          label={field.label}
          description={field.description}
          error={common.error}
          data-testid={testId}
          checked={value === true}
          onChange={(e) => onChange(e.currentTarget.checked)}
        />
      );
    case 'select':
      return (
        <Select
          {...common}
          // Unset reads as the catalogue's 'default' choice, as the widget treats it.
          placeholder={field.placeholder ?? field.options?.find((o) => o.value === 'default')?.label}
          data={field.options?.map((o) => ({ value: o.value, label: o.label })) ?? []}
          allowDeselect={false}
          value={str(value) || null}
          onChange={(next) => onChange(next ?? '')}
        />
      );
    case 'segmented':
      return (
        <Input.Wrapper label={field.label} description={field.description} error={common.error}>
          <SegmentedControl
            mt={6}
            data-testid={testId}
            data={field.options?.map((o) => ({ value: o.value, label: o.label })) ?? []}
            value={str(value)}
            onChange={onChange}
          />
        </Input.Wrapper>
      );
    case 'color':
      return (
        <ColorInput
          {...common}
          format="hex"
          placeholder={field.placeholder ?? '#1c7ed6'}
          swatches={SWATCHES}
          swatchesPerRow={8}
          value={str(value)}
          onChange={onChange}
        />
      );
    case 'secret':
      return (
        <Stack gap={6}>
          <Group gap="xs">
            <Text size="sm" fw={500}>
              {field.label}
            </Text>
            <Badge size="sm" variant="light" color={secretSet ? 'green' : 'gray'}>
              {secretSet ? 'Set' : 'Not set'}
            </Badge>
          </Group>
          <PasswordInput
            {...common}
            label={undefined}
            placeholder={secretSet ? 'Enter a new value to replace it' : 'Enter a value'}
            autoComplete="new-password"
            value={str(value)}
            onChange={(e) => onChange(e.currentTarget.value)}
          />
        </Stack>
      );
    case 'readonly':
      return <ReadonlyValue field={field} value={value} testId={testId} />;
    case 'widgetTabs':
      return (
        <WidgetTabsEditor
          label={field.label}
          description={field.description}
          value={value}
          widgetType={(doc?.ui as { widgetType?: unknown } | undefined)?.widgetType}
          onChange={onChange}
          error={common.error}
          testId={testId}
        />
      );
    case 'customButtons':
      return (
        <CustomButtonsEditor
          label={field.label}
          description={field.description}
          value={value}
          onChange={onChange}
          error={common.error}
          testId={testId}
        />
      );
  }
}

function Unit({ children }: { children: ReactNode }) {
  return (
    <Text size="xs" c="dimmed">
      {children}
    </Text>
  );
}

function ReadonlyValue({ field, value, testId }: { field: FormField; value: unknown; testId: string }) {
  const { copy, copied } = useCopy();
  const text = typeof value === 'number' ? value.toLocaleString('en-US') : str(value);
  return (
    <Input.Wrapper label={field.label} description={field.description}>
      <Group gap={6} wrap="nowrap" mt={6}>
        <Code fz="sm" data-testid={testId} style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
          {text || '—'}
        </Code>
        {text && (
          <Tooltip label={`Copy ${field.label.toLowerCase()}`}>
            <ActionIcon
              variant="subtle"
              color={copied ? 'green' : 'gray'}
              size="sm"
              aria-label={`Copy ${field.label.toLowerCase()}`}
              onClick={() => void copy(typeof value === 'number' ? String(value) : text)}
            >
              {copied ? <IconCheck size={14} /> : <IconCopy size={14} />}
            </ActionIcon>
          </Tooltip>
        )}
      </Group>
    </Input.Wrapper>
  );
}

const SWATCHES = [
  '#1c7ed6',
  '#228be6',
  '#4c6ef5',
  '#7950f2',
  '#be4bdb',
  '#e64980',
  '#fa5252',
  '#fd7e14',
  '#fab005',
  '#40c057',
  '#12b886',
  '#15aabf',
  '#495057',
  '#212529',
];
