import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { CardLinkPage } from './CardLinkPage';
import { RefusalPage } from './RefusalPage';

/** /applet?projectId=…&shareToken=… (002 §2): the visitor's card, laid out for a phone. */
export function CardPage() {
  const [params] = useSearchParams();
  const projectId = params.get('projectId')?.trim() ?? '';
  const shareToken = params.get('shareToken')?.trim() ?? '';
  const link = useMemo(() => ({ projectId, shareToken }), [projectId, shareToken]);
  if (!projectId) return <RefusalPage reason="notFound" />;
  // The server refuses a link without its token the same way (linkInvalid); no call is needed to say so.
  if (!shareToken) return <RefusalPage reason="linkInvalid" />;
  return <CardLinkPage link={link} layout="card" roomId={params.get('roomId')} />;
}
