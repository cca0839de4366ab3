// A full-panel notice: agent not found, config failed, disabled agent (R-WSH-6), tokens consumed (R-WSH-7).
import { useT } from '../i18n/use-phrases';
import { Icon } from './icon';

interface StatusViewProps {
  message: string;
  hint?: string;
  testId: string;
  onMinimize?: () => void;
  onRetry?: () => void;
  /** R-WSH-7: the 'Close' button. */
  onClose?: () => void;
}

export function StatusView({ message, hint, testId, onMinimize, onRetry, onClose }: StatusViewProps) {
  const t = useT();
  return (
    <div className="status" data-testid={testId}>
      {onMinimize ? (
        <button
          type="button"
          className="icon-button status__minimize"
          aria-label={t('minimize')}
          onClick={onMinimize}
        >
          <Icon name="minimize" />
        </button>
      ) : null}
      <h1 className="status__message">{message}</h1>
      {hint ? <p className="status__hint">{hint}</p> : null}
      {onRetry ? (
        <button type="button" className="button" onClick={onRetry}>
          {t('retry')}
        </button>
      ) : null}
      {onClose ? (
        <button type="button" className="button button--primary" onClick={onClose}>
          {t('close')}
        </button>
      ) : null}
    </div>
  );
}
