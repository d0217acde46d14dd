import { checkFacebody } from '../../services/face/facebody';
import type { FaceCtx } from './face-deps';
import { faceDepsOf } from './face-deps';
import type { Context } from '../../trpc/context';

/** customizeFacebody: the faces found in an image uploaded here (no outside address is fetched). */
export const facebodyHandler = ({
  ctx,
  input,
}: {
  ctx: FaceCtx & Pick<Context, 'storage'>;
  input: { imageUrl: string };
}) => checkFacebody(faceDepsOf(ctx), ctx.storage, ctx.user.companyId, input.imageUrl);
