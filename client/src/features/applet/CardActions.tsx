import { Button } from '@mantine/core';
import { Link } from 'react-router-dom';
import { type CardInfo, itemText, type offeredModes } from './card-link';
import classes from './applet.module.css';

const VideoGlyph = () => (
  <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden>
    <path d="m23 7-7 5 7 5z" />
    <rect x="1" y="5" width="15" height="14" rx="2" />
  </svg>
);
const ChatGlyph = () => (
  <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden>
    <path d="M21 15a2 2 0 0 1-2 2H7l-4 4V5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2z" />
  </svg>
);

/**
 * The card's call and chat buttons. callPageConfig.callButtonItems name them (002 §3; the spec
 * shows no more than their texts): the first labels the call, the second the chat, and any further
 * item is a ready-made question. Without items the labels are 视频通话 / 文字咨询.
 */
export function CardActions({
  card,
  modes,
  roomId,
  shareToken,
  onVideoCall,
  onSmallWindow,
  onChat,
  onAsk,
  disabled,
}: {
  card: CardInfo;
  modes: ReturnType<typeof offeredModes>;
  roomId: string | null;
  shareToken: string;
  onVideoCall: () => void;
  onSmallWindow: () => void;
  onChat: () => void;
  onAsk: (q: string) => void;
  disabled: boolean;
}) {
  const items = card.callPageConfig.callButtonItems.map(itemText);
  const callLabel = items[0] ?? '视频通话';
  const chatLabel = items[1] ?? '文字咨询';
  const extra = items.slice(2).filter((t): t is string => t !== null);
  const call = modes.videoCall ? onVideoCall : modes.smallWindow ? onSmallWindow : null;
  const showSmallWindow = modes.videoCall && modes.smallWindow;
  const showRoom = modes.liveRoom && roomId !== null;
  return (
    <div className={classes.actions}>
      {call && (
        <Button
          size="md"
          radius="xl"
          leftSection={<VideoGlyph />}
          onClick={call}
          disabled={disabled}
          aria-label={callLabel}
        >
          {callLabel}
        </Button>
      )}
      <Button
        size="md"
        radius="xl"
        variant="light"
        leftSection={<ChatGlyph />}
        onClick={onChat}
        aria-label={chatLabel}
        style={call ? undefined : { gridColumn: 'span 2' }}
      >
        {chatLabel}
      </Button>
      {(showSmallWindow || showRoom || extra.length > 0) && (
        <div className={classes.secondaryActions}>
          {showSmallWindow && (
            <Button variant="default" size="sm" radius="xl" onClick={onSmallWindow} disabled={disabled}>
              小窗通话
            </Button>
          )}
          {showRoom && (
            <Button
              component={Link}
              to={`/applet/live?roomId=${encodeURIComponent(roomId ?? '')}&shareToken=${encodeURIComponent(shareToken)}`}
              variant="default"
              size="sm"
              radius="xl"
            >
              进入直播间
            </Button>
          )}
          {extra.map((text) => (
            <Button key={text} variant="default" size="sm" radius="xl" onClick={() => onAsk(text)}>
              {text}
            </Button>
          ))}
        </div>
      )}
    </div>
  );
}
