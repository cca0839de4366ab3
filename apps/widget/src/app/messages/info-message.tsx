// R-WMK-2: an info notice in the conversation, variant primary, default, danger or success.
import type { InfoVariant } from '../lib/message-rules';
import { TextBody } from './text-message';

export function InfoMessage({ variant, text }: { variant: InfoVariant; text: string }) {
  return (
    <div
      className={`info info--${variant}`}
      role={variant === 'danger' ? 'alert' : undefined}
      data-testid="parley-info"
      data-variant={variant}
    >
      <TextBody text={text} />
    </div>
  );
}
