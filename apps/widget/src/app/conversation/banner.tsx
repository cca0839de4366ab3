// R-WCV-1, R-WCV-2: the banner at the top of the conversation (image, title, description cut at 350)
// with the team's avatars (R-WCV-4).
import { useChat } from '../chat-context';
import { BANNER_DESCRIPTION_CHARS, truncateChars } from '../lib/message-rules';
import { TeamAvatars } from './team-avatars';

export function Banner() {
  const { config } = useChat();
  const image = config.bannerImageUrl || config.headerImageUrl;
  return (
    <div className="banner" data-testid="parley-banner">
      {image ? <img className="banner__image" src={image} alt="" /> : null}
      <p className="banner__title">{config.title}</p>
      {config.description ? (
        <p className="banner__description">{truncateChars(config.description, BANNER_DESCRIPTION_CHARS)}</p>
      ) : null}
      <TeamAvatars />
    </div>
  );
}
