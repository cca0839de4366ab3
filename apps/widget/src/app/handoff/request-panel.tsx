// R-HND-3, R-HND-10, R-HND-14, R-AGD-12: the panel while a request waits for a person: the agent's
// handoff title and subtitle (editable in place by the super admin, R-WSH-11), the team, the countdown, 'Cancel Handoff Request' and 'Send an Email'.
import { lazy, Suspense, useState } from 'react';
import { useChat } from '../chat-context';
import { EditableText } from '../conversation/editable-text';
import { TeamAvatars } from '../conversation/team-avatars';
import { useT } from '../i18n/use-phrases';
import { Icon } from '../shell/icon';
import { formatClock } from './countdown';
import type { HandoffView } from './handoff-view';
import { useSecondsLeft } from './use-seconds-left';

// The form (fields, uploads) loads only when a visitor opens it.
const HandoffEmailForm = lazy(() =>
  import('./handoff-email-form').then((m) => ({ default: m.HandoffEmailForm })),
);

export function RequestPanel({ view }: { view: HandoffView }) {
  const t = useT();
  const { config, controller } = useChat();
  const [folded, setFolded] = useState(false);
  const [emailing, setEmailing] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const left = useSecondsLeft(view.deadline);
  const open = !(view.collapsible && folded);
  return (
    <section
      className="handoff-panel"
      aria-label={config.UIhandoffTitle}
      data-testid="parley-handoff-panel"
      data-folded={open ? undefined : 'true'}
    >
      <div className="handoff-panel__head">
        <span className="handoff-panel__pulse" aria-hidden="true" />
        <div className="handoff-panel__titles">
          <EditableText
            field="UIhandoffTitle"
            value={config.UIhandoffTitle}
            label="Handoff title"
            className="handoff-panel__title"
          />
          {open ? (
            <EditableText
              field="UIhandoffSubtitle"
              value={config.UIhandoffSubtitle ?? ''}
              label="Handoff subtitle"
              className="handoff-panel__subtitle"
            />
          ) : null}
        </div>
        {left !== null ? (
          <span
            className="handoff-panel__timer"
            role="timer"
            aria-label={t('handoffTimeLeft', { time: formatClock(left) })}
            data-testid="parley-handoff-timer"
          >
            {formatClock(left)}
          </span>
        ) : null}
        {view.collapsible ? (
          <button
            type="button"
            className={`icon-button icon-button--muted handoff-panel__fold${open ? '' : ' handoff-panel__fold--up'}`}
            aria-expanded={open}
            aria-label={t(open ? 'hideDetails' : 'showDetails')}
            onClick={() => setFolded(open)}
          >
            <Icon name="minimize" />
          </button>
        ) : null}
      </div>
      {open && emailing ? (
        <Suspense fallback={<span className="kind-loading" aria-hidden="true" />}>
          <HandoffEmailForm onClose={() => setEmailing(false)} />
        </Suspense>
      ) : null}
      {open && !emailing ? (
        <>
          <p className="handoff-panel__status">{t('handoffWaiting')}</p>
          <TeamAvatars />
          <div className="handoff-panel__actions">
            <button
              type="button"
              className="button button--small"
              disabled={cancelling}
              onClick={() => {
                setCancelling(true);
                controller.sendAction({ type: 'cancel_handoff' });
                // The panel leaves when the state changes; if the call failed, the button comes back.
                setTimeout(() => setCancelling(false), 5000);
              }}
            >
              {t('cancelHandoff')}
            </button>
            <button
              type="button"
              className="button button--small button--primary"
              onClick={() => setEmailing(true)}
            >
              {t('sendEmail')}
            </button>
          </div>
        </>
      ) : null}
    </section>
  );
}
