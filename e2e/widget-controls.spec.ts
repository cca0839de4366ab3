// Interactive controls (R-WIX-6..13): multi-select, multi-dropdown, slider and the voice-note player.
import { expect, test } from '@playwright/test';
import { HOST_URL } from '../playwright.config';
import { botMessages, humanMessages, openWidget, scriptedAgent, text, vfRequests } from './support/widget';

test('R-WIX-6 R-WIX-7 multi-select: the maximum from the last name, its notice, then Select', async ({
  page,
}) => {
  const { agentId, key } = await scriptedAgent(page, {
    launch: [
      text('Which colours?'),
      {
        type: 'MultiSelect',
        payload: {
          buttons: ['Red', 'Blue', 'Green:2'].map((name) => ({
            name,
            request: { type: 'text', payload: name },
          })),
        },
      },
    ],
    replies: [{ type: 'text', text: 'Red, Blue', traces: [text('Noted: red and blue.')] }],
  });
  const chat = await openWidget(page, agentId);
  const control = chat.getByTestId('parley-multiselect');
  await control.getByRole('button', { name: 'Red' }).click();
  await control.getByRole('button', { name: 'Blue' }).click();
  await control.getByRole('button', { name: 'Green' }).click();
  await expect(chat.getByTestId('parley-notice')).toHaveText('Maximum selection is 2 items.');
  await expect(control.getByRole('button', { name: 'Green' })).toHaveAttribute('aria-pressed', 'false');
  await control.getByRole('button', { name: 'Select' }).click();
  await expect(humanMessages(chat).last()).toHaveText('Red, Blue');
  await expect(botMessages(chat).last()).toHaveText('Noted: red and blue.');
  await expect(control.getByRole('button', { name: 'Select' })).toBeDisabled();
  expect((await vfRequests(page, key)).at(-1)?.action).toEqual({ type: 'text', payload: 'Red, Blue' });
});

test('R-WIX-8 R-WIX-12 R-WMK-14 multi-dropdown: nested choices, the success note, then the action; a bad payload says so', async ({
  page,
}) => {
  const { agentId, key } = await scriptedAgent(page, {
    launch: [
      {
        type: 'MultiDropdown',
        payload: {
          buttons: [
            {
              label: 'Bikes',
              value: 'bikes',
              buttons: [
                { label: 'Road', value: 'road' },
                { label: 'Gravel', value: 'gravel' },
              ],
            },
            { label: 'Parts', value: 'parts' },
          ],
        },
      },
      { type: 'MultiDropdown', payload: { buttons: 'not a list' } },
    ],
    replies: [{ type: 'default', traces: [text('Road bikes, then.')] }],
  });
  const chat = await openWidget(page, agentId);
  await expect(chat.getByTestId('parley-dropdown-error')).toContainText('Something went wrong!');
  const form = chat.getByTestId('parley-multidropdown');
  await form.getByRole('combobox').first().selectOption('bikes');
  await form.getByRole('combobox').nth(1).selectOption('road');
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(chat.locator('[data-testid="parley-info"][data-variant="success"]')).toHaveText(
    'Successfully Submitted',
  );
  await expect(botMessages(chat).last()).toHaveText('Road bikes, then.');
  const last = (await vfRequests(page, key)).at(-1);
  expect(last?.action).toEqual({ type: 'default', payload: { multiDropdown: 'bikes > road' } });
});

test('R-WIX-9 R-WIX-10 R-WIX-11 R-WIX-12 a slider blocks the input until answered; its value goes as vg_slider_response', async ({
  page,
}) => {
  const { agentId, key } = await scriptedAgent(page, {
    launch: [
      {
        type: 'Slider',
        payload: {
          label: 'Your budget',
          minValue: 500,
          maxValue: 3000,
          step: 100,
          defaultValue: 1000,
          valueLabel: '€',
        },
      },
    ],
    replies: [{ type: 'default', traces: [text('Budget noted.')] }],
  });
  const chat = await openWidget(page, agentId);
  const input = chat.getByRole('textbox', { name: 'Message' });
  await expect(input).toBeDisabled();
  const slider = chat.getByRole('slider', { name: 'Your budget' });
  await slider.focus();
  await slider.press('ArrowRight');
  await slider.press('ArrowRight');
  await expect(chat.getByTestId('parley-slider').locator('output')).toHaveText('1200 €');
  const started = Date.now();
  await chat.getByTestId('parley-slider').getByRole('button', { name: 'Submit' }).click();
  await expect(botMessages(chat).last()).toHaveText('Budget noted.');
  expect(Date.now() - started).toBeGreaterThanOrEqual(1000);
  await expect(input).toBeEnabled();
  expect((await vfRequests(page, key)).at(-1)?.action).toEqual({
    type: 'default',
    payload: { vg_slider_response: 1200 },
  });
});

test('R-WIX-13 the voice note plays, pauses, replays at the end and cycles 1, 1.25, 1.5, 2', async ({
  page,
}) => {
  const { agentId } = await scriptedAgent(page, {
    launch: [{ type: 'VoiceNote', payload: { url: `${HOST_URL}/fixtures/tone.wav` } }],
  });
  const chat = await openWidget(page, agentId);
  const note = chat.getByTestId('parley-voice-note');
  const speed = note.getByTestId('parley-voice-speed');
  await expect(speed).toHaveText('1×');
  for (const next of ['1.25×', '1.5×', '2×', '1×', '1.25×']) {
    await speed.click();
    await expect(speed).toHaveText(next);
  }
  await note.getByRole('button', { name: 'Play', exact: true }).click();
  await expect(note).toHaveAttribute('data-state', 'playing');
  await note.getByRole('button', { name: 'Pause', exact: true }).click();
  await expect(note).toHaveAttribute('data-state', 'paused');
  await note.getByRole('button', { name: 'Play', exact: true }).click();
  // Two seconds of audio at 1.25×: it ends, and the button offers a replay.
  await expect(note.getByRole('button', { name: 'Replay', exact: true })).toBeVisible({ timeout: 8000 });
});
