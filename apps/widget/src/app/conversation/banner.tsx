// R-WCV-1, R-WCV-2: the banner at the top of the conversation (image, title, description cut at 350)
// with the team's avatars (R-WCV-4); in the dashboard's test chat the super admin can replace the image
// (R-WSH-11); everyone else sees it read-only.
import { useState } from 'react';
import { hasSameOriginParent } from '../bridge/dashboard-bridge';
import { useChat } from '../chat-context';
import { BANNER_DESCRIPTION_CHARS, truncateChars } from '../lib/message-rules';
import { BannerImageEdit } from './banner-image-edit';
import { TeamAvatars } from './team-avatars';

export function Banner() {
  const { config, superAdmin } = useChat();
  const [replaced, setReplaced] = useState<string | null>(null);
  const image = replaced || config.bannerImageUrl || config.headerImageUrl;
  const editable = superAdmin && hasSameOriginParent();
  return (
    <div className="banner" data-testid="parley-banner">
      {image ? <img className="banner__image" src={image} alt="" /> : null}
      {editable ? <BannerImageEdit onChanged={setReplaced} /> : null}
      <p className="banner__title">{config.title}</p>
      {config.description ? (
        <p className="banner__description">{truncateChars(config.description, BANNER_DESCRIPTION_CHARS)}</p>
      ) : null}
      <TeamAvatars />
    </div>
  );
}
