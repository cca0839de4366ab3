// Header (R-WSH-8, R-WSH-10): avatar, title truncated at 35 characters (R-WSH-9), description, minimize.
import { useState } from 'react';
import { WIDGET_MESSAGES } from '../../shared/widget-messages';
import { truncateTitle } from '../lib/truncate-title';
import { Icon } from './icon';

interface ChatHeaderProps {
  title: string;
  description: string;
  avatarUrl?: string;
  /** Absent when the frame is not embedded: there is nothing to minimize to. */
  onMinimize?: () => void;
}

export function ChatHeader({ title, description, avatarUrl, onMinimize }: ChatHeaderProps) {
  const shown = truncateTitle(title);
  // Remember which URL failed, so a new one (a live preview) gets its chance.
  const [brokenAvatar, setBrokenAvatar] = useState<string | null>(null);
  return (
    <header className="header">
      {avatarUrl && avatarUrl !== brokenAvatar ? (
        <img className="avatar" src={avatarUrl} alt="" onError={() => setBrokenAvatar(avatarUrl)} />
      ) : (
        <span className="avatar avatar--initial" aria-hidden="true">
          {Array.from(title.trim())[0]?.toUpperCase() ?? '?'}
        </span>
      )}
      <div className="header__text">
        <h1 className="header__title" title={shown === title ? undefined : title}>
          {shown}
        </h1>
        {description ? <p className="header__description">{description}</p> : null}
      </div>
      {onMinimize ? (
        <button
          type="button"
          className="icon-button"
          aria-label={WIDGET_MESSAGES.minimize}
          onClick={onMinimize}
        >
          <Icon name="minimize" />
        </button>
      ) : null}
    </header>
  );
}
