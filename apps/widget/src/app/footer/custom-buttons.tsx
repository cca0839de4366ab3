// R-WCV-10: the owner's footer buttons: 'default' sends its text, 'intent' its intent, 'link' opens its link.
import type { TCustomButton } from '@parley/contract/widget-config';
import { useChat } from '../chat-context';
import { useT } from '../i18n/use-phrases';
import { safeLinkUrl } from '../markdown/safe-url';

export function CustomButtons({
  buttons,
  disabled,
}: {
  buttons: readonly TCustomButton[];
  disabled: boolean;
}) {
  const t = useT();
  const { controller, notify } = useChat();
  if (buttons.length === 0) return null;
  const press = (b: TCustomButton) => {
    if (b.type === 'link') {
      const href = b.value ? safeLinkUrl(b.value) : null;
      if (!href) return notify(t('linkValueNull'));
      window.open(href, '_blank', 'noopener,noreferrer');
    } else if (b.type === 'intent') {
      if (!b.value) return notify(t('intentValueNull'));
      controller.sendAction(
        { type: 'intent', payload: { intent: { name: b.value }, query: b.viewValue } },
        { label: b.viewValue },
      );
    } else controller.sendText(b.viewValue);
  };
  return (
    <div className="custom-buttons" data-testid="parley-custom-buttons">
      {buttons.map((b) => (
        <button
          key={`${b.type}:${b.viewValue}`}
          type="button"
          className="chip chip--small"
          disabled={disabled && b.type !== 'link'}
          onClick={() => press(b)}
        >
          {b.iconLink ? <img src={b.iconLink} alt="" className="chip__icon" /> : null}
          {b.viewValue}
        </button>
      ))}
    </div>
  );
}
