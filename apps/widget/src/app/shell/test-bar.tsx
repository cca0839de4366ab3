// R-WSH-4: test mode shows 'Refresh' and 'Test Voice'; Test Voice works on the native platform only.
import { useChat } from '../chat-context';
import { useT } from '../i18n/use-phrases';

export function TestBar() {
  const t = useT();
  const { controller, config, openVoice } = useChat();
  const native = config.agentPlatform !== 'vf';
  return (
    <div className="test-bar" data-testid="parley-test-bar">
      <button type="button" className="button button--small" onClick={() => controller.restart()}>
        {t('refresh')}
      </button>
      <button type="button" className="button button--small" disabled={!native} onClick={openVoice}>
        {t('testVoice')}
      </button>
    </div>
  );
}
