import { useState } from 'react';
import { Alert, Button, Center, Loader, Stack } from '@mantine/core';
import { Link, useParams } from 'react-router-dom';
import { messageOf } from '../../lib/call-errors';
import { trpc } from '../../lib/trpc';
import { WorkbenchEditor } from './WorkbenchEditor';

/** /home/video-generator/custom/{id?} (001 §2): the custom video workbench, without shell chrome. */
export function WorkbenchPage() {
  const { id } = useParams();
  const utils = trpc.useUtils();
  // Bumped by "reload" after a version conflict: the editor starts again from the stored project.
  const [loadKey, setLoadKey] = useState(0);
  const project = trpc.videoProject.projectDetail.useQuery({ id: id ?? '' }, { enabled: Boolean(id), staleTime: Infinity, refetchOnWindowFocus: false });

  if (!id) {
    return (
      <Center h="100vh">
        <Stack align="center">
          <Alert color="gray" title="未选择项目">请从数字播报页选择模板或项目进入工作台。</Alert>
          <Button component={Link} to="/home/premium">返回数字播报</Button>
        </Stack>
      </Center>
    );
  }
  if (project.isLoading) return <Center h="100vh"><Loader aria-label="项目加载中" /></Center>;
  if (!project.data) {
    return (
      <Center h="100vh">
        <Stack align="center">
          <Alert color="red" title="项目加载失败">{messageOf(project.error)}</Alert>
          <Button component={Link} to="/home/premium">返回数字播报</Button>
        </Stack>
      </Center>
    );
  }
  const reload = async () => {
    await utils.videoProject.projectDetail.refetch({ id });
    setLoadKey((k) => k + 1);
  };
  return <WorkbenchEditor key={`${project.data.id}:${loadKey}`} project={project.data} onReload={reload} />;
}
