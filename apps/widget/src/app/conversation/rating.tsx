// R-WRT-4..7: one to five stars, locked once given, the saved rating shown again on return; a failed save
// is only logged.
import { useEffect, useState } from 'react';
import { fetchRating, postRating } from '../api/visitor-api';
import { useChat } from '../chat-context';
import { useT } from '../i18n/use-phrases';
import { Icon } from '../shell/icon';
import { useConversationState } from '../state/conversation-store';

const STARS = [1, 2, 3, 4, 5] as const;

export function Rating() {
  const t = useT();
  const { agent, userId, store } = useChat();
  const [rating, setRating] = useState<number | null>(null);
  // A conversation is stored from the visitor's first message: before it there is nothing to rate (the
  // server refuses the stars, which R-WRT-7 only logs, so the visitor's rating would vanish). A saved
  // rating still shows when the visitor comes back to an ended flow.
  const spoke = useConversationState(store, (s) => s.turns.some((t) => t.from === 'human'));
  useEffect(() => {
    let live = true;
    fetchRating(agent, userId)
      .then((saved) => live && saved !== null && setRating(saved))
      .catch((error: unknown) => console.warn('[Parley] rating not loaded', error));
    return () => {
      live = false;
    };
  }, [agent, userId]);

  const locked = rating !== null;
  const give = (value: number) => {
    if (locked) return;
    setRating(value);
    postRating(agent, userId, value).catch((error: unknown) =>
      console.warn('[Parley] rating not saved', error),
    );
  };
  const lit = rating ?? 0;
  if (!spoke && rating === null) return null;

  return (
    <fieldset className="rating" data-testid="parley-rating" data-locked={locked}>
      <legend className="rating__legend">{locked ? t('ratingThanks') : t('rateConversation')}</legend>
      <div className="rating__stars">
        {STARS.map((value) => (
          <label key={value} className={`star${value <= lit ? ' star--lit' : ''}`}>
            <input
              type="radio"
              name="parley-rating"
              className="visually-hidden"
              value={value}
              checked={rating === value}
              disabled={locked && rating !== value}
              aria-label={t('stars', { n: value })}
              onChange={() => give(value)}
            />
            <Icon name="star" />
          </label>
        ))}
      </div>
    </fieldset>
  );
}
