import { useEffect, useRef } from 'react';
import { Center, Loader, Text } from '@mantine/core';
import { useSearchParams } from 'react-router-dom';
import { trpc } from '../../lib/trpc';
import { RtcEditor } from './RtcEditor';
import { DeliveryModeSchema } from '@portal/contracts';

/**
 * /home/interactive (002 §2, no shell chrome): rtcId opens a project (type=rtcTemplate a template);
 * createNew without an id makes one in `mode` (with `personaBizId` as its avatar) and puts its id in
 * the address, so a reload reopens it rather than making another.
 */
export function RtcEditorPage() {
  const [params, setParams] = useSearchParams();
  const rtcId = params.get('rtcId');
  const create = trpc.talkProject.projectCreate.useMutation();
  const started = useRef(false);
  useEffect(() => {
    if (rtcId || params.get('createNew') === null || started.current) return;
    started.current = true;
    // An unknown mode in the address is ignored: the server starts a card.
    const mode = DeliveryModeSchema.safeParse(params.get('mode'));
    const personaBizId = params.get('personaBizId');
    create.mutate(
      { ...(mode.success ? { publishType: mode.data } : {}), ...(personaBizId ? { personaBizId } : {}) },
      { onSuccess: (made) => setParams({ rtcId: made.projectId }, { replace: true }) },
    );
  }, [rtcId, params, create, setParams]);
  const project = trpc.talkProject.projectGet.useQuery(
    { projectId: rtcId ?? '', edit: true },
    { enabled: Boolean(rtcId), refetchOnWindowFocus: false },
  );
  if (!rtcId && params.get('createNew') === null)
    return (
      <Center h="100vh">
        <Text>缺少项目编号</Text>
      </Center>
    );
  if (project.error)
    return (
      <Center h="100vh">
        <Text>{project.error.message}</Text>
      </Center>
    );
  if (!project.data)
    return (
      <Center h="100vh">
        <Loader aria-label="加载中" />
      </Center>
    );
  return <RtcEditor key={project.data.projectId} project={project.data} />;
}
