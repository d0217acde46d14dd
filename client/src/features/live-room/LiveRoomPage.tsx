import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Badge, Box, Button, Center, Group, Loader, Stack, Text, TextInput } from '@mantine/core';
import { FAQ_QUESTION_MAX } from '@portal/contracts';
import { useLiveHuman } from '../live/live-human';
import { trpcClient } from '../../lib/trpc';
import { forgetVisitorId, refusalOf, useVisitorId, type RoomRefusal } from './room-access';
import { elapsedLabel, onAirTurn, waitingTurns, type RoomTurn } from './room-clock';
import { useRoomState } from './use-room-state';
import classes from './LiveRoomPage.module.css';

/** The caption and queue re-read the room clock this often (a caption appears within this of its start). */
const TICK_MS = 100;
const NOTE_MS = 5_000;

/** A full page when the room cannot be shown (ended room, suspended link, …): no redirect. */
function RoomRefused({ refusal }: { refusal: RoomRefusal }) {
  return (
    <Center className={classes.page} data-testid="live-room-refused">
      <Stack align="center" gap="xs" p="xl">
        <Text fw={600} size="lg" c="white" ta="center">
          {refusal.title}
        </Text>
        {refusal.detail && (
          <Text size="sm" c="gray.4" ta="center">
            {refusal.detail}
          </Text>
        )}
      </Stack>
    </Center>
  );
}

/** `/applet/live?roomId=…&projectId=…&shareToken=…`: a live room's viewer (002 LiveBroadcastRoom; 0021). */
export function LiveRoomPage() {
  const [params] = useSearchParams();
  const roomId = params.get('roomId') ?? '';
  const projectId = params.get('projectId') ?? '';
  const shareToken = params.get('shareToken') ?? '';
  if (!roomId || !projectId || !shareToken)
    return <RoomRefused refusal={{ title: '链接无效，请向分享者索取新的链接', detail: '', retry: false }} />;
  return <LiveRoom roomId={roomId} projectId={projectId} shareToken={shareToken} />;
}

function LiveRoom({ roomId, projectId, shareToken }: { roomId: string; projectId: string; shareToken: string }) {
  const visitor = useVisitorId(projectId, shareToken);
  const { state, refusal, offsetMs, offline } = useRoomState(roomId, shareToken, visitor.visitorId);
  const stage = useRef<HTMLDivElement>(null);
  // The room's clock: every viewer draws the same moment of the scene (the offset maps server time to ours).
  const canvas = state
    ? {
        dataJson: state.dataJson,
        videoSize: state.videoSize,
        clockOriginEpochMs: state.clockOrigin.getTime() - offsetMs,
      }
    : null;
  const { human, status, audioBlocked } = useLiveHuman(stage, canvas);
  const [serverNow, setServerNow] = useState(() => Date.now() + offsetMs);
  const handed = useRef(new Set<string>());

  useEffect(() => {
    const timer = setInterval(() => setServerNow(Date.now() + offsetMs), TICK_MS);
    return () => clearInterval(timer);
  }, [offsetMs]);

  // Each scheduled answer is handed to the human once, at its instant on this page's clock. Not while
  // the browser blocks audio: a suspended audio clock would start it late; once unblocked, the
  // answer on air is handed and joins from where the room is.
  useEffect(() => {
    if (audioBlocked) return;
    for (const turn of state?.turns ?? []) {
      if (turn.status !== 'scheduled' || !turn.startsAt || !turn.audioUrl || handed.current.has(turn.turnId)) continue;
      handed.current.add(turn.turnId);
      human.playAt(
        { audio: turn.audioUrl, visemes: turn.visemes, durationMs: turn.durationMs ?? 0, text: turn.answer ?? '' },
        turn.startsAt.getTime() - offsetMs,
      );
    }
  }, [state, human, offsetMs, audioBlocked]);

  const failed = visitor.error ?? refusal;
  useEffect(() => {
    if (failed?.visitorInvalid) forgetVisitorId(projectId);
  }, [failed, projectId]);
  if (failed) return <RoomRefused refusal={failed} />;
  if (!state)
    return (
      <Center className={classes.page}>
        <Loader color="white" />
      </Center>
    );

  const onAir = onAirTurn(state.turns, serverNow);
  const waiting = waitingTurns(state.turns, serverNow);
  return (
    <Box className={classes.page} data-testid="live-room" data-clock-offset={Math.round(offsetMs)}>
      <div ref={stage} className={classes.stage} data-testid="live-human" data-status={status} />
      <Group className={classes.top} justify="space-between" wrap="nowrap">
        <Stack gap={2} miw={0}>
          <Text fw={600} c="white" truncate>
            {state.room.title}
          </Text>
          <Text size="xs" c="gray.3">
            已直播 {elapsedLabel(state.clockOrigin, serverNow)}
          </Text>
        </Stack>
        <Badge color="red" variant="filled" size="lg">
          直播中
        </Badge>
      </Group>
      {offline && (
        <Text className={classes.notice} size="sm">
          网络连接中断，正在重新连接…
        </Text>
      )}
      <Stack className={classes.bottom} gap="xs">
        <Queue waiting={waiting} onAir={onAir} />
        {onAir && (
          <Text className={classes.caption} data-testid="on-air" data-starts-at={onAir.startsAt?.getTime()}>
            {onAir.answer}
          </Text>
        )}
        <AskBox roomId={roomId} shareToken={shareToken} visitorId={visitor.visitorId ?? ''} />
      </Stack>
      {audioBlocked && (
        <button type="button" className={classes.unmute} data-testid="unmute">
          点击开启声音
        </button>
      )}
    </Box>
  );
}

/** The questions every viewer sees: the one being answered, then those waiting in order. */
function Queue({ waiting, onAir }: { waiting: RoomTurn[]; onAir: RoomTurn | null }) {
  if (!onAir && waiting.length === 0) return null;
  return (
    <Stack className={classes.queue} gap={4} data-testid="room-queue">
      {onAir && (
        <Text size="sm" c="white">
          <b>正在回答</b>：{onAir.question}
        </Text>
      )}
      {waiting.length > 0 && (
        <Text size="xs" c="gray.3" data-testid="queue-count">
          排队中 {waiting.length}
        </Text>
      )}
      {waiting.slice(0, 3).map((t) => (
        <Text key={t.turnId} size="xs" c="gray.2" truncate>
          {t.mine ? '我：' : ''}
          {t.question}
        </Text>
      ))}
    </Stack>
  );
}

function AskBox({ roomId, shareToken, visitorId }: { roomId: string; shareToken: string; visitorId: string }) {
  const [question, setQuestion] = useState('');
  const [note, setNote] = useState('');
  const [sending, setSending] = useState(false);
  // A note about the last question fades after a while: the queue itself says where it is.
  useEffect(() => {
    if (!note) return;
    const timer = setTimeout(() => setNote(''), NOTE_MS);
    return () => clearTimeout(timer);
  }, [note]);
  const send = async () => {
    const text = question.trim();
    if (!text || sending) return;
    setSending(true);
    try {
      const { position } = await trpcClient.live.roomAsk.mutate(
        { roomId, shareToken, visitorId, question: text },
        { context: { silent: true } },
      );
      setQuestion('');
      setNote(position === 0 ? '下一个就回答你' : `已加入队列，前面还有 ${position} 个问题`);
    } catch (error) {
      setNote(refusalOf(error).detail || refusalOf(error).title);
    } finally {
      setSending(false);
    }
  };
  return (
    <Stack gap={4}>
      {note && (
        <Text size="xs" c="gray.3" data-testid="ask-note">
          {note}
        </Text>
      )}
      <Group gap="xs" wrap="nowrap">
        <TextInput
          flex={1}
          aria-label="输入问题"
          placeholder="向主播提问…"
          value={question}
          maxLength={FAQ_QUESTION_MAX}
          onChange={(e) => setQuestion(e.currentTarget.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && !e.nativeEvent.isComposing) void send();
          }}
        />
        <Button onClick={() => void send()} loading={sending} disabled={!question.trim()}>
          发送
        </Button>
      </Group>
    </Stack>
  );
}
