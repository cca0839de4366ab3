// A full-panel notice: agent not found (404), disabled agent (R-WSH-6), config that failed to load.
import { WIDGET_MESSAGES } from '../../shared/widget-messages';
import { Icon } from './icon';

interface StatusViewProps {
  message: string;
  testId: string;
  onMinimize?: () => void;
  onRetry?: () => void;
}

export function StatusView({ message, testId, onMinimize, onRetry }: StatusViewProps) {
  return (
    <div className="status" data-testid={testId}>
      {onMinimize ? (
        <button
          type="button"
          className="icon-button status__minimize"
          aria-label={WIDGET_MESSAGES.minimize}
          onClick={onMinimize}
        >
          <Icon name="minimize" />
        </button>
      ) : null}
      <p className="status__message">{message}</p>
      {onRetry ? (
        <button type="button" className="text-button" onClick={onRetry}>
          {WIDGET_MESSAGES.retry}
        </button>
      ) : null}
    </div>
  );
}
