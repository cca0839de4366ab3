// R-WMK-11, R-WMK-12: cards (cardV2) and a carousel of them: title, description cut at 500, an image that
// shows only once it has loaded, and buttons under the button rules.
import './rich.css';
import { useRef, useState } from 'react';
import { useT } from '../../i18n/use-phrases';
import { readButtons } from '../../lib/button-rules';
import { CARD_DESCRIPTION_CHARS, payloadOf, truncateChars } from '../../lib/message-rules';
import { safeMediaUrl } from '../../markdown/safe-url';
import { Icon } from '../../shell/icon';
import { ButtonGroup } from '../button-group';
import type { MessageProps } from '../message-props';
import { TextBody } from '../text-message';

interface CardData {
  title?: unknown;
  description?: unknown;
  imageUrl?: unknown;
  buttons?: unknown;
}

function descriptionOf(card: CardData): string {
  const d = card.description;
  if (typeof d === 'string') return d;
  const text = (d as { text?: unknown } | undefined)?.text;
  return typeof text === 'string' ? text : '';
}

/** The image check: the card shows the image only once the browser could load it. */
function CardImage({ src }: { src: string }) {
  const [state, setState] = useState<'loading' | 'ok' | 'failed'>('loading');
  if (state === 'failed') return null;
  return (
    <img
      className={`card__image${state === 'ok' ? '' : ' card__image--pending'}`}
      src={src}
      alt=""
      loading="lazy"
      referrerPolicy="no-referrer"
      onLoad={() => setState('ok')}
      onError={() => setState('failed')}
      data-testid="parley-card-image"
    />
  );
}

function Card({ card, id, active }: { card: CardData; id: string; active: boolean }) {
  const image = safeMediaUrl(card.imageUrl);
  const title = typeof card.title === 'string' ? card.title : '';
  const description = truncateChars(descriptionOf(card), CARD_DESCRIPTION_CHARS);
  return (
    <article className="card" data-testid="parley-card">
      {image ? <CardImage src={image} /> : null}
      <div className="card__body">
        {title ? <h3 className="card__title">{title}</h3> : null}
        {description ? <TextBody text={description} /> : null}
      </div>
      <ButtonGroup id={id} buttons={readButtons(card.buttons)} active={active} compact />
    </article>
  );
}

export function CardMessage({ message, id, active }: MessageProps) {
  return <Card card={payloadOf(message) as CardData} id={id} active={active} />;
}

export function CarouselMessage({ message, id, active }: MessageProps) {
  const t = useT();
  const row = useRef<HTMLDivElement>(null);
  const cards = payloadOf(message).cards;
  if (!Array.isArray(cards) || cards.length === 0) return null;
  const scroll = (direction: number) => {
    const el = row.current;
    if (el) el.scrollBy({ left: direction * el.clientWidth * 0.8, behavior: 'smooth' });
  };
  return (
    <div className="card-carousel" data-testid="parley-carousel">
      <div className="card-carousel__row" ref={row}>
        {cards.map((card, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: cards of a message never reorder
          <Card key={index} card={card as CardData} id={`${id}-${index}`} active={active} />
        ))}
      </div>
      {cards.length > 1 ? (
        <div className="card-carousel__nav">
          <button type="button" className="icon-button" aria-label={t('previous')} onClick={() => scroll(-1)}>
            <Icon name="chevronLeft" />
          </button>
          <button type="button" className="icon-button" aria-label={t('next')} onClick={() => scroll(1)}>
            <Icon name="chevronRight" />
          </button>
        </div>
      ) : null}
    </div>
  );
}
