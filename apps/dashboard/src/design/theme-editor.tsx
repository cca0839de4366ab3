// The custom theme editor (R-THM-1..5) inside the Design tab: a dark-mode toggle, the primary colour
// (applied only at six hex digits) and the ten-shade palette built from it, saved into the draft as
// `theme` and `customThemeJSONString`.
import { ColorInput, Group, Input, Stack, Switch, Text, Tooltip } from '@mantine/core';
import {
  buildCustomTheme,
  isSixDigitHex,
  paletteOf,
  readCustomTheme,
  themeNameOf,
  themeTypeOf,
} from '@parley/agent-page/custom-theme';
import type { FormField } from '../settings/field-input';
import type { DraftForm } from '../settings/use-draft-form';
import { withPrimary } from './design-form';

interface ThemeEditorProps {
  form: DraftForm;
  fields: FormField[];
}

const SWATCHES = [
  '#1c7ed6',
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
  '#212529',
];

export function ThemeEditor({ form, fields }: ThemeEditorProps) {
  const themeField = fields.find((f) => f.path === 'theme');
  const colourField = fields.find((f) => f.path === 'customThemeJSONString');
  if (!themeField || !colourField) return null;
  const themeType = themeTypeOf(form.value('theme'));
  const stored = form.value('customThemeJSONString');
  const typed = readCustomTheme(stored).primary;
  const primary = typeof typed === 'string' ? typed : '';
  const complete = isSixDigitHex(primary);
  const ownerID = typeof form.local.ownerID === 'string' ? form.local.ownerID : undefined;
  const palette = complete ? paletteOf(primary, themeType) : null;
  const error = form.errors.customThemeJSONString;

  const setDark = (dark: boolean) => {
    const next = dark ? 'dark' : 'light';
    form.change(themeField, themeNameOf(next));
    if (complete) form.change(colourField, buildCustomTheme(stored, { primary, themeType: next, ownerID }));
  };

  const setPrimary = (text: string) => {
    const value = text.trim();
    if (value === '') form.change(colourField, '');
    else if (isSixDigitHex(value))
      form.change(colourField, buildCustomTheme(stored, { primary: value, themeType, ownerID }));
    // R-THM-3: an entry that is not six hex digits yet is kept for the field but applies nowhere.
    else form.change(colourField, withPrimary(stored, value));
  };

  return (
    <Stack gap="md" data-testid="theme-editor">
      <Switch
        label={themeField.label}
        description={themeField.description}
        checked={themeType === 'dark'}
        onChange={(e) => setDark(e.currentTarget.checked)}
        data-testid="design-dark-mode"
      />
      <ColorInput
        label={colourField.label}
        description={colourField.description}
        format="hex"
        placeholder="#1c7ed6"
        swatches={SWATCHES}
        swatchesPerRow={6}
        value={primary}
        onChange={setPrimary}
        error={error && <span data-testid="design-error-customThemeJSONString">{error}</span>}
        data-testid="design-field-customThemeJSONString"
      />
      <Input.Wrapper
        label="Palette"
        description="Ten shades of the primary colour for backgrounds, borders and text, lightest first (darkest first in dark mode)."
      >
        {palette ? (
          <Group
            component="ul"
            gap={6}
            mt={8}
            mb={0}
            wrap="wrap"
            data-testid="design-palette"
            aria-label="Palette"
            style={{ listStyle: 'none', padding: 0 }}
          >
            {palette.map((shade, i) => (
              <Tooltip key={shade} label={shade} withinPortal>
                <li
                  aria-label={`Shade ${i + 1}: ${shade}`}
                  data-shade={shade}
                  style={{
                    width: 32,
                    height: 32,
                    borderRadius: 'var(--mantine-radius-sm)',
                    background: shade,
                    border: '1px solid var(--parley-surface-border)',
                  }}
                />
              </Tooltip>
            ))}
          </Group>
        ) : (
          <Text size="sm" c="dimmed" mt={6} data-testid="design-palette-empty">
            Choose a primary colour to build the palette.
          </Text>
        )}
      </Input.Wrapper>
    </Stack>
  );
}
