import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Center, Loader, Stack } from '@mantine/core';
import { Link, useLocation, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { messageOf } from '../../lib/call-errors';
import { trpc } from '../../lib/trpc';
import { prewarmSceneWorker } from '../../lib/workers/scene-worker';
import { CoEditorsNotice } from './CoEditorsNotice';
import { WorkbenchEditor } from './WorkbenchEditor';

/**
 * /home/video-generator/custom/{id?} (001 §2): the custom video workbench, without shell chrome.
 * Query: `type=aiVideo` means the id is a finished AI video task (its project opens);
 * `type=aiQuick` a quick video task, whose id is already the project; `personaBizId` is the
 * task's avatar, checked on opening; `createNew` without an id starts a new blank project.
 */
export function WorkbenchPage() {
  const { id } = useParams();
  const [params] = useSearchParams();
  // The canvas's worker starts while the project is fetched.
  useEffect(() => {
    if (id) prewarmSceneWorker();
  }, [id]);
  const fromAiVideo = params.get('type') === 'aiVideo';
  const aiTask = trpc.aiVideoTask.aiVideoTaskDetail.useQuery(
    { bizId: id ?? '' },
    { enabled: Boolean(id) && fromAiVideo, staleTime: Infinity, retry: false },
  );
  const projectId = fromAiVideo ? aiTask.data?.outputData.projectId : id;
  const utils = trpc.useUtils();
  // Bumped by "reload" after a version conflict: the editor starts again from the stored project.
  const [loadKey, setLoadKey] = useState(0);
  const project = trpc.videoProject.projectDetail.useQuery(
    { id: projectId ?? '' },
    { enabled: Boolean(projectId), staleTime: Infinity, refetchOnWindowFocus: false },
  );

  if (!id) return params.has('createNew') ? <NewProject /> : <NoProject />;
  if (fromAiVideo && aiTask.error) return <LoadFailed error={aiTask.error} />;
  if ((fromAiVideo && aiTask.isLoading) || project.isLoading)
    return (
      <Center h="100vh">
        <Loader aria-label="项目加载中" />
      </Center>
    );
  if (!project.data) return <LoadFailed error={project.error} />;
  const reload = async () => {
    await utils.videoProject.projectDetail.refetch({ id: project.data.id });
    setLoadKey((k) => k + 1);
  };
  return (
    <>
      <WorkbenchEditor
        key={`${project.data.id}:${loadKey}`}
        project={project.data}
        onReload={reload}
        taskPersonaBizId={params.get('personaBizId')}
      />
      <CoEditorsNotice projectId={project.data.id} />
    </>
  );
}

function NoProject() {
  return (
    <Center h="100vh">
      <Stack align="center">
        <Alert color="gray" title="未选择项目">
          请从数字播报页选择模板或项目进入工作台。
        </Alert>
        <Button component={Link} to="/home/premium">
          返回数字播报
        </Button>
      </Stack>
    </Center>
  );
}

function LoadFailed({ error }: { error: unknown }) {
  return (
    <Center h="100vh">
      <Stack align="center">
        <Alert color="red" title="项目加载失败">
          {messageOf(error)}
        </Alert>
        <Button component={Link} to="/home/premium">
          返回数字播报
        </Button>
      </Stack>
    </Center>
  );
}

type Client = ReturnType<typeof trpc.useUtils>['client'];
type CachedTask = NonNullable<Awaited<ReturnType<Client['aiVideoTask']['getCachedSimpleTask']['query']>>>;

/**
 * The quick video of a cached task. Reading the task used it up, so nothing may lose the script: an
 * avatar the company no longer holds falls back to its first digital employee, and any other
 * failure puts the task back in the cache before the error shows (a reload tries again).
 */
async function quickFromTask(client: Client, task: CachedTask) {
  const base = { text: task.text, videoSize: task.videoSize };
  try {
    return await client.aiVideoTask.quickVideoTaskCreate.mutate(
      { ...base, ...(task.vhBizId ? { vhBizId: task.vhBizId } : {}) },
      { context: { silent: true } },
    );
  } catch (first) {
    try {
      if (task.vhBizId)
        return await client.aiVideoTask.quickVideoTaskCreate.mutate(base, { context: { silent: true } });
    } catch {
      // Falls through to keeping the task.
    }
    await client.aiVideoTask.cacheSimpleTask
      .mutate({ ...base, ...(task.vhBizId ? { vhBizId: task.vhBizId } : {}) }, { context: { silent: true } })
      .catch(() => undefined);
    throw first;
  }
}

/**
 * `createNew`: the project starts from the simple task the toolbox cached (its script, avatar and
 * ratio, made like a quick video), or blank when there is none; made once, then the address is
 * replaced with the project's own.
 */
function NewProject() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const utils = trpc.useUtils();
  const [error, setError] = useState<unknown>(null);
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const base = pathname.replace(/\/$/, '');
    void (async () => {
      try {
        const task = await utils.client.aiVideoTask.getCachedSimpleTask.query({});
        if (task) {
          const quick = await quickFromTask(utils.client, task);
          const persona = quick.outputData.vhBizId
            ? `&personaBizId=${encodeURIComponent(quick.outputData.vhBizId)}`
            : '';
          navigate(`${base}/${encodeURIComponent(quick.bizId)}?type=aiQuick${persona}`, { replace: true });
          return;
        }
        const created = await utils.client.videoProject.projectCreate.mutate({});
        navigate(`${base}/${encodeURIComponent(created.id)}`, { replace: true });
      } catch (e) {
        setError(e);
      }
    })();
  }, [pathname, utils]);
  if (error) return <LoadFailed error={error} />;
  return (
    <Center h="100vh">
      <Loader aria-label="正在创建项目" />
    </Center>
  );
}
