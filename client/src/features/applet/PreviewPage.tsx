import { useCallback, useMemo, useState } from 'react';
import { Alert, Badge } from '@mantine/core';
import { cardMessages } from '@portal/contracts';
import type { CardRefusalReason } from '@portal/contracts/calls/applet/card-schemas';
import { useLocation, useParams, useSearchParams } from 'react-router-dom';
import { trpc } from '../../lib/trpc';
import { SessionGate } from '../auth/SessionGate';
import { CardLinkPage, CardSkeleton, useShareTitle } from './CardLinkPage';
import { deliveryModeOf, failureText, refusalReasonOf } from './card-link';
import { LivePage } from './LivePage';
import { LoadFailedPage, RefusalPage } from './RefusalPage';

/** The 3D routes show the 2D human (issue 24 item 6): 3D characters are not shipped. */
function ThreeDNote() {
  return (
    <Badge color="gray" variant="white" size="md" radius="sm" style={{ textTransform: 'none' }}>
      3D 角色暂未提供，此处展示 2D 数字人
    </Badge>
  );
}

const useThreeD = () => /^\/threedimension/i.test(useLocation().pathname);

/**
 * The preview pages (002 §2: /RtcPreview/{project}, /BRtcPreview, /CRTCPreview, /ThreeDimension*…).
 * With ?shareToken= a page is the card link and anyone may open it; without, it is the member's
 * preview and needs a login (the session gate, as the /home routes).
 */
export function PreviewPage() {
  const { project = '' } = useParams();
  const [params] = useSearchParams();
  const shareToken = params.get('shareToken')?.trim() ?? '';
  const threeD = useThreeD();
  const link = useMemo(() => ({ projectId: project, shareToken }), [project, shareToken]);
  if (!shareToken) return <SessionGate />;
  return <CardLinkPage link={link} layout={null} note={threeD ? <ThreeDNote /> : null} />;
}

/**
 * A logged-in member's preview: the card through the authed call (preview: true, so an unpublished
 * project shows too) and the conversation through the project's own share token, as a visitor
 * would meet it. While the card cannot be used by visitors (unpublished, link suspended…) the
 * preview says so above the page instead of replacing it.
 */
export function MemberPreviewPage() {
  const { project = '' } = useParams();
  const threeD = useThreeD();
  const info = trpc.applet.talkProjectGetCardInfo.useQuery(
    { projectId: project, preview: true },
    { retry: false, refetchOnWindowFocus: false },
  );
  const token = trpc.talkProject.shareAccessToken.useQuery({ projectId: project }, { retry: false });
  const [blocked, setBlocked] = useState<CardRefusalReason | null>(null);
  const onRefusal = useCallback((reason: CardRefusalReason) => setBlocked(reason), []);
  useShareTitle(info.data);
  const link = useMemo(
    () => ({ projectId: project, shareToken: token.data?.accessToken ?? '' }),
    [project, token.data?.accessToken],
  );

  const failed = info.error ?? token.error;
  const reason = refusalReasonOf(failed);
  if (reason) return <RefusalPage reason={reason} />;
  if (failed) return <LoadFailedPage message={failureText(failed)} onRetry={() => window.location.reload()} />;
  if (!info.data || !token.data) return <CardSkeleton />;

  const visitorsBlocked: CardRefusalReason | null = !info.data.published
    ? 'unpublished'
    : token.data.status !== 'Active'
      ? 'linkSuspended'
      : blocked;
  const note = (
    <>
      {threeD && <ThreeDNote />}
      {visitorsBlocked && (
        <Alert color="yellow" radius={0} p="xs" role="status" data-testid="preview-blocked">
          预览：{cardMessages[visitorsBlocked]}，访客暂时无法对话
        </Alert>
      )}
    </>
  );
  return (
    <LivePage
      link={link}
      card={info.data}
      layout={deliveryModeOf(info.data)}
      note={threeD || visitorsBlocked ? note : null}
      onRefusal={onRefusal}
    />
  );
}
