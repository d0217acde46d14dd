import { Affix, Alert } from '@mantine/core';
import { IconUsers } from '@tabler/icons-react';
import { trpc } from '../../lib/trpc';

/** The editor beats every 20 s; the server counts an editor present for 60 s after its last beat. */
const BEAT_MS = 20_000;

/**
 * Who else has this project open (/multiple/edit/user/query): the beat marks this user as editing,
 * and the answer's tip names the colleagues, so two people do not overwrite each other's work.
 */
export function CoEditorsNotice({ projectId }: { projectId: string }) {
  const editors = trpc.other.multipleEditUserQuery.useQuery(
    { projectId },
    { refetchInterval: BEAT_MS, refetchIntervalInBackground: false, retry: false },
  );
  const tip = editors.data?.tip;
  if (!tip) return null;
  return (
    // Over the empty space below the canvas: the scene strip (left) and the properties (right) stay usable.
    <Affix position={{ bottom: 16, right: 340 }} zIndex={300}>
      <Alert color="yellow" icon={<IconUsers size={18} />} role="status" maw={360} py="xs">
        {tip}
      </Alert>
    </Affix>
  );
}
