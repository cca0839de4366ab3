// Header (R-WSH-8..10): avatar, title cut at 35 characters, description, close (end chat) and minimize;
// 65 px high, 250 px on the Home tab (set by the caller through `tall`).
import type { ReactNode } from 'react';
import { useState } from 'react';
import { useT } from '../i18n/use-phrases';
import { truncateTitle } from '../lib/truncate-title';
import { Icon } from './icon';

interface ChatHeaderProps {
  title: string;
  description: string;
  avatarUrl?: string;
  tall?: boolean;
  /** A back arrow (Chats tab, R-WTB-5). */
  onBack?: () => void;
  /** R-WRT-1: asks 'End Chat' / 'Cancel'. */
  onClose?: () => void;
  onMinimize?: () => void;
  children?: ReactNode;
}

export function ChatHeader({
  title,
  description,
  avatarUrl,
  tall,
  onBack,
  onClose,
  onMinimize,
  children,
}: ChatHeaderProps) {
  const t = useT();
  const shown = truncateTitle(title);
  const [brokenAvatar, setBrokenAvatar] = useState<string | null>(null);
  return (
    <header className={`header${tall ? ' header--tall' : ''}`} data-testid="parley-header">
      <div className="header__bar">
        {onBack ? (
          <button
            type="button"
            className="icon-button"
            aria-label={t('back')}
            onClick={onBack}
            data-testid="parley-back"
          >
            <Icon name="back" />
          </button>
        ) : null}
        {avatarUrl && avatarUrl !== brokenAvatar ? (
          <img className="avatar" src={avatarUrl} alt="" onError={() => setBrokenAvatar(avatarUrl)} />
        ) : (
          <span className="avatar avatar--initial" aria-hidden="true">
            {Array.from(title.trim())[0]?.toUpperCase() ?? '?'}
          </span>
        )}
        <div className="header__text">
          <h1
            className="header__title"
            title={shown === title ? undefined : title}
            data-testid="parley-title"
          >
            {shown}
          </h1>
          {description ? <p className="header__description">{description}</p> : null}
        </div>
        {onMinimize ? (
          <button
            type="button"
            className="icon-button"
            aria-label={t('minimize')}
            onClick={onMinimize}
            data-testid="parley-minimize"
          >
            <Icon name="minimize" />
          </button>
        ) : null}
        {onClose ? (
          <button
            type="button"
            className="icon-button"
            aria-label={t('endChat')}
            onClick={onClose}
            data-testid="parley-close"
          >
            <Icon name="close" />
          </button>
        ) : null}
      </div>
      {children}
    </header>
  );
}
